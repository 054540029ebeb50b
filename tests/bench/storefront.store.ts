import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { resetDb } from '../../mocks/db';
import { resetFaults } from '../../mocks/faults';
import { productById, renderProduct } from '../../mocks/db/catalog';

/**
 * The storefront benchmark's Node side (loaded by tests/bench/storefront.bench.mjs through
 * Vite's SSR loader): the mock store answering the theme page's calls, and the product page a
 * theme renders (vehicle button, cart popout, Application panel, fitment notice, product block,
 * read-more), each placeholder with the `min-height` the README asks themes to give it.
 */
export function resetStore(): void {
  resetDb();
  resetFaults();
}

export interface StoreAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export async function answer(method: string, url: string, headers: Record<string, string>, body?: Uint8Array): Promise<StoreAnswer> {
  const request = new Request(url, { method, headers, body: body && method !== 'GET' ? new Uint8Array(body) : undefined });
  const response = await getResponse(handlers, request);
  if (!response) return { status: 404, headers: {}, body: new TextEncoder().encode(`No mock-store route for ${method} ${url}`) };
  if (response.type === 'error') throw new Error('network error');
  return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: new Uint8Array(await response.arrayBuffer()) };
}

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** A plain orderable part without required options, so one click adds it. */
export const BENCH_PRODUCT_ID = 101;

export function productPageBody(): string {
  const product = renderProduct(productById(BENCH_PRODUCT_ID)!);
  return `
<header style="display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:1rem;border-bottom:1px solid #ddd">
  <strong>Route 9 Auto Parts</strong>
  <button type="button" data-pf-open="vehicle-selector">Choose your vehicle</button>
  <div id="pf-cart-popout" style="min-height:2.5rem;min-width:9rem">Cart</div>
</header>
<div style="display:grid;grid-template-columns:16rem 1fr;gap:1.5rem;padding:1rem">
  <aside><div id="pf-vehicle-panel" data-show-universal="1" style="min-height:6rem"></div></aside>
  <section>
    <h1>${product.name}</h1>
    <p>Part #: ${product.part_number}</p>
    <div data-pf-widget="fitment" data-variant="notice" data-aaia="${product.aaia}" data-mpn="${product.mpn}" data-product-id="${product.product_id}" style="min-height:2.5rem"></div>
    <div data-pf-widget="product" data-fitment-notice="0" data-pf-props='${attr({ product })}' style="min-height:31rem"><p><strong>${product.price_text}</strong></p></div>
    <h2>Description</h2>
    <div data-pf-widget="read-more" data-lines="3">
      <p>Engineered to meet or exceed OE specifications. Every part is inspected before it leaves the warehouse.
      Quiet, low-dust friction material with chamfers and slots; hardware included where the vehicle needs it.
      Backed by a limited lifetime warranty against defects in materials and workmanship. Fits the vehicles listed
      in the Application panel; check yours with the vehicle selector above before you order.</p>
    </div>
  </section>
</div>`;
}
