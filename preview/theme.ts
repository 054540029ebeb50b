import { esc } from './html';
import { cartPopoutPlaceholder, localeSwitchPlaceholder } from './catalogue';
import { db } from '../mocks/db';
import { vehicleName } from '../shared/api/shapes/vehicle';
import type { Facet } from '../mocks/db/records';

const NO_VEHICLE = 'Select your vehicle';

/** The header's vehicle text, as the store's template prints it from the session's vehicle. */
const vehicleText = (facets: Facet[]) => vehicleName({ facets }) || NO_VEHICLE;

/**
 * Keeps the header's vehicle button in step with the vehicle saved on this page (the store would
 * print the new one on the next page; the theme's script updates it meanwhile, from
 * `pf:vehicle-changed`).
 */
export function followVehicle(): void {
  document.addEventListener('pf:vehicle-changed', (event) => {
    const facets = (event as CustomEvent<{ facets?: Facet[] } | undefined>).detail?.facets ?? [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-dm-vehicle]')) el.textContent = vehicleText(facets);
  });
}

/**
 * The demo theme's header and footer, written as the store's PHP templates would: plain server
 * HTML with placeholders where Partsfront mounts, each with a server-rendered fallback.
 */
export function header(): string {
  return `<header class="dm-header">
  <div class="dm-header-inner">
    <a class="dm-logo" href="preview/demo-store.html">Route 9 <span>Auto Parts</span></a>
    <div id="pf-search-bar" class="dm-search" data-placeholder="Search by part, brand or number">
      <form action="/index.php" method="get"><input type="hidden" name="route" value="product/search"><input name="search" aria-label="Search"><button>Search</button></form>
    </div>
    <button type="button" class="dm-vehicle" data-pf-open="vehicle-selector" data-dm-vehicle>${esc(vehicleText(db.ymm.facets))}</button>
    <div class="dm-cart">${cartPopoutPlaceholder()}</div>
  </div>
  <nav class="dm-nav" aria-label="Main">
    ${['Brakes', 'Engine', 'Suspension', 'Lighting', 'Towing', 'Accessories', 'Specials']
      .map((c) => `<a href="preview/demo-store.html#${esc(c.toLowerCase())}">${esc(c)}</a>`)
      .join('')}
  </nav>
</header>
<div data-pf-widget="alert-bar" data-alert-id="demo-shipping" data-days="7">Free shipping on orders over $49 — <a href="/shipping">details</a></div>`;
}

export function footer(): string {
  return `<footer class="dm-footer">
  <div class="dm-footer-inner">
    <div><strong>Route 9 Auto Parts</strong><br>Open 7 days · (555) 010-0199</div>
    <nav aria-label="Footer"><a href="/about">About</a> <a href="/locations">Store locator</a> <a href="/contact">Contact</a></nav>
    ${localeSwitchPlaceholder()}
  </div>
</footer>`;
}
