import { text } from '../texts';
import { offlineTexts } from './texts';
import * as v from 'valibot';
import { lookupProducts } from '../api/pos-cart';
import { LookupProductShape, type LookupProduct } from '../api/shapes/cart';
import { ApiError } from '../api/errors';
import { isOnline } from './connection';
import { offlineStore } from './storage';
import { ob, setOb, type CachedProduct, type PartsMemory } from './outboxState';
import { shown } from './outboxTake';

/**
 * The parts the register looked up, remembered (with their prices) in its storage: offline, a
 * scan of a part looked up before is answered from here, so the add can be kept.
 */
export const PRODUCTS_KEY = 'products';
/** At most this many parts are remembered (the most recent). */
export const PRODUCTS_KEPT = 500;
export const T_NOT_SEEN = (code: string) => text(offlineTexts, 'notSeen', { code });

export const partsMemory = (): PartsMemory => ob().parts;

/** Reads back what the register remembered (once per page); what this page looked up meanwhile wins. */
export const loadParts = (): Promise<void> => {
  const loading = ob().partsLoaded;
  if (loading) return loading;
  const loaded = offlineStore()
    .get<PartsMemory>(PRODUCTS_KEY)
    .then((saved) => {
      const parts = ob().parts;
      if (saved?.byCode && saved.byId) setOb({ parts: { byCode: { ...saved.byCode, ...parts.byCode }, byId: { ...saved.byId, ...parts.byId } } });
    })
    .catch(() => undefined);
  setOb({ partsLoaded: loaded });
  return loaded;
};

function remember(code: string, found: readonly CachedProduct[]): void {
  const byId = { ...ob().parts.byId };
  const byCode = { ...ob().parts.byCode };
  for (const p of found) {
    const id = String(p.product_id);
    // Deleted first, so the part moves to the end: the most recent are kept.
    delete byId[id];
    byId[id] = p;
  }
  if (found[0]) byCode[code.trim().toLowerCase()] = String(found[0].product_id);
  const ids = Object.keys(byId);
  for (const id of ids.slice(0, Math.max(0, ids.length - PRODUCTS_KEPT))) delete byId[id];
  for (const [c, id] of Object.entries(byCode)) if (!byId[id]) delete byCode[c];
  const parts = { byCode, byId };
  setOb({ parts });
  void offlineStore().set(PRODUCTS_KEY, parts).catch(() => undefined);
}

/** A code as scanned and as the store writes it, compared alike: case and spaces do not count. */
const sameCode = (a: string) => a.toUpperCase().replace(/\s+/g, '');

/**
 * The parts on the cart shown are parts the register knows, looked up on it or not (a cart the
 * store sent with lines rung up elsewhere, or before a reload): a scan of a line's part number,
 * brand and part number, UPC, SKU or product id finds that line's product, so offline it raises
 * the line's quantity like any other scan. Only plain lines (no options, not custom): those are
 * the lines a scan's add lands on.
 */
function lineOnScreen(code: string): CachedProduct | undefined {
  const wanted = sameCode(code);
  if (!wanted) return undefined;
  const { byId } = partsMemory();
  const line = shown()?.products.find((p) => {
    if (p.is_custom || p.selected_options.length || p.product_id === undefined) return false;
    const known = byId[String(p.product_id)];
    return [p.mpn, p.upc, `${p.aaia}${p.mpn}`, String(p.product_id), known?.sku, known?.ean, known?.mpn].some((c) => !!c && sameCode(c) === wanted);
  });
  if (!line || line.product_id === undefined) return undefined;
  const productId = String(line.product_id);
  const known = byId[productId];
  if (known) return known;
  // The line's own fields stand in for the lookup's answer (the add only needs id, name and minimum).
  const read = v.safeParse(LookupProductShape, { product_id: productId, name: line.name, mpn: line.mpn, ean: line.upc, minimum: line.minimum, links: { view: line.links?.view ?? '' } });
  return read.success ? read.output : undefined;
}

const unanswered = (e: unknown) => e instanceof ApiError && e.kind === 'network';

/**
 * The product lookup (GET /api/products/lookup) through the register's memory of parts: online
 * it asks the store and remembers what it found, with its price; when the store cannot be
 * reached it answers from that memory, and a code never seen is a refusal in plain words.
 */
export async function lookupPart(code: string, signal?: AbortSignal): Promise<LookupProduct[]> {
  await loadParts();
  const fromMemory = () => {
    const { byCode, byId } = partsMemory();
    const id = byCode[code.trim().toLowerCase()];
    const product = (id ? byId[id] : undefined) ?? lineOnScreen(code);
    if (!product) throw new ApiError('store', T_NOT_SEEN(code));
    return [product];
  };
  if (!isOnline()) return fromMemory();
  try {
    const found = await lookupProducts(code, signal);
    remember(code, found);
    return found;
  } catch (e) {
    if (unanswered(e)) return fromMemory();
    throw e;
  }
}
