import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { resetDb } from '../../mocks/db';
import { resetFaults } from '../../mocks/faults';
import { productById, renderProduct } from '../../mocks/db/catalog';

/**
 * The storefront benchmark's Node side (loaded by tests/bench/storefront.bench.mjs through
 * Vite's SSR loader): the mock store answering the theme page's calls, and the product page a
 * theme renders (vehicle button, cart popout, Application panel, fitment notice, product block,
 * read-more), each placeholder with the `min-height` the README asks themes to give it, the
 * product block's placeholder holding the store's server-rendered block.
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

/**
 * The theme's own styles for the product page: each placeholder reserves the height its widget
 * will have (README, "Reserving space"), at a desktop's width and, below 768 px, at a phone's
 * (Lighthouse's mobile run is 412 px wide), where the layout is one column.
 */
export const themeCss = `body{margin:0;font:16px/1.5 system-ui,sans-serif}
.site-header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:1rem;border-bottom:1px solid #ddd}
.layout{display:grid;grid-template-columns:16rem 1fr;gap:1.5rem;padding:1rem}
.slot-cart{min-height:2.5rem;min-width:9rem}
.slot-panel{min-height:6rem}
.slot-fitment{min-height:2.5rem}
.slot-product{min-height:31rem}
.slot-read-more{--lines:3;min-height:calc(var(--lines) * 1.5em + 2rem)}
.slot-read-more>p{max-height:calc(var(--lines) * 1.5em);overflow:hidden;margin:0}
.product-fallback{display:grid;gap:1.5rem}
.product-fallback img{display:block;max-width:100%;height:auto;aspect-ratio:1/1}
@media (min-width:768px){.product-fallback{grid-template-columns:5fr 7fr}}
@media (max-width:767px){
  .site-header{flex-wrap:wrap}
  .layout{grid-template-columns:1fr}
  .slot-product{min-height:47.5rem}
}`;

/**
 * The page's body as a PHP theme prints it (php/demo/product.php): in the product block's
 * placeholder the store's own server-rendered block (image, price, an Add to Cart form that
 * posts without JavaScript), shown until the widget mounts.
 */
export function productPageBody(): string {
  const product = renderProduct(productById(BENCH_PRODUCT_ID)!);
  const image = product.thumbnails?.popup || product.thumbnails?.primary || '';
  return `
<header class="site-header">
  <strong>Route 9 Auto Parts</strong>
  <button type="button" data-pf-open="vehicle-selector">Choose your vehicle</button>
  <div id="pf-cart-popout" class="slot-cart">Cart</div>
</header>
<div class="layout">
  <aside><div id="pf-vehicle-panel" data-show-universal="1" class="slot-panel"></div></aside>
  <section>
    <h1>${product.name}</h1>
    <p>Part #: ${product.part_number}</p>
    <div data-pf-widget="fitment" data-variant="notice" data-aaia="${product.aaia}" data-mpn="${product.mpn}" data-product-id="${product.product_id}" class="slot-fitment"></div>
    <div data-pf-widget="product" data-fitment-notice="0" data-pf-props='${attr({ product })}' class="slot-product">
      <div class="product-fallback">
        <img src="${image}" alt="${product.name}" width="200" height="200">
        <div>
          <p><strong>${product.price_text}</strong></p>
          <form method="post" action="/index.php?route=checkout/cart/add">
            <input type="hidden" name="product_id" value="${product.product_id}">
            <label>Quantity <input name="quantity" value="1" size="2" inputmode="numeric"></label>
            <button type="submit">Add to Cart</button>
          </form>
        </div>
      </div>
    </div>
    <h2>Description</h2>
    <div data-pf-widget="read-more" data-lines="3" class="slot-read-more">
      <p>Engineered to meet or exceed OE specifications. Every part is inspected before it leaves the warehouse.
      Quiet, low-dust friction material with chamfers and slots; hardware included where the vehicle needs it.
      Backed by a limited lifetime warranty against defects in materials and workmanship. Fits the vehicles listed
      in the Application panel; check yours with the vehicle selector above before you order.</p>
    </div>
  </section>
</div>`;
}
