import { getSettings } from '../config/settings';
import { emit } from '../runtime/events';

/**
 * Analytics the GA4 ecommerce way (README "Analytics"). Every event is a `pf:NAME` DOM event whose
 * detail is GA4's `ecommerce` object, and, with `#pf-config` `"analytics": {"dataLayer": true}`,
 * the same event pushed to `window.dataLayer` for Google Tag Manager. Staff (POS) and kiosk screens
 * push nothing unless `analytics.staff` is on: a clerk's sales are not a shopper's.
 *
 * Tiny on purpose, and imports nothing heavy: content pages load it. Callers build the items
 * (their prices exact through shared/money) and fire each event once per action: after the
 * store's answer, never on a retry of a failed call nor on an offline replay.
 */
export type GaEvent = 'view_item' | 'view_item_list' | 'select_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'search';

export interface GaItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** The unit price: the store's amount to the cent (shared/money's parseAmount), as a number. */
  price?: number;
  quantity: number;
  currency: string;
  /** 0-based place in the list the shopper saw (GA4 counts from 0), on list events. */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}
export interface GaEcommerce {
  currency?: string;
  /** Sum of price × quantity of the items, to the cent. */
  value?: number;
  items?: GaItem[];
  item_list_id?: string;
  item_list_name?: string;
  search_term?: string;
}

type Layer = { push(...entries: unknown[]): unknown };
const layer = (): Layer => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= [] as unknown as Layer);

/** Whether this screen pushes to dataLayer. */
export function pushesToDataLayer(): boolean {
  const { analytics, mode } = getSettings();
  return analytics.dataLayer && (mode === 'storefront' || analytics.staff);
}

export const currencyCode = (): string => getSettings().currency.code;

/** Fires one GA4 event: `pf:NAME` always, and the dataLayer push when the store turned it on. */
export function track(event: GaEvent, ecommerce: GaEcommerce): void {
  emit(`pf:${event}`, ecommerce);
  if (!pushesToDataLayer()) return;
  // GA4's recipe for GTM: clear the previous ecommerce object first, or its items are merged in.
  if (event === 'search') return void layer().push({ event, search_term: ecommerce.search_term });
  layer().push({ ecommerce: null });
  layer().push({ event, ecommerce });
}

/**
 * The store's own `marketing_tracking` (spec 3 §7: add and remove answer it; the Cart entity holds
 * it), as the store sent it: an object is pushed as one entry, a list entry by entry. Anything else
 * (a string of script, a number) is neither evaluated nor put in the page: dropped.
 */
export function marketingTracking(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  emit('pf:marketing-tracking', value);
  if (!pushesToDataLayer()) return;
  if (Array.isArray(value)) layer().push(...value);
  else layer().push(value);
}
