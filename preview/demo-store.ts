import './lendStorage';
import { listingPlaceholder } from './catalogue';
import { listing } from './sample-data';
import { footer, header } from './theme';
import { boot } from './boot';
import { pageParam } from './links';

/** A category page as the PHP theme renders it: several widgets mounted together. */
const about = `<p>Route 9 Auto Parts has served the valley since 1987. Our counter staff look up parts by VIN,
cross-reference OEM numbers and can order most parts for next-morning pickup at any of our stores.
Professional installers get trade pricing and delivery twice a day; ask about a pro account.</p>
<p>Every brake part we sell carries a limited lifetime warranty. Bring the old part back with your receipt
and we will swap it over the counter.</p>`;

function render() {
  // `?page=2` (the listing's paging links) shows that page, as the store would.
  const props = listing('category', pageParam());
  const title = props.products[0]?.category_levels?.at(-1) ?? 'Parts';
  document.getElementById('pv-page')!.innerHTML = `${header()}
<div class="dm-main">
  <aside class="dm-sidebar">
    <div id="pf-vehicle-panel" data-show-universal="1"></div>
    <section><h2>About us</h2><div data-pf-widget="read-more" data-lines="4">${about}</div></section>
  </aside>
  <main>
    <p class="dm-crumbs"><a href="preview/demo-store.html">Home</a> › ${props.products[0]?.category_levels?.join(' › ') ?? 'Parts'}</p>
    <section class="dm-promo" aria-label="Sale">
      <strong>Black Friday: 20% off brake kits</strong>
      <div data-pf-widget="countdown" data-diff="${2 * 86400 + 5 * 3600 + 17 * 60}" data-label="Sale ends in"><p>Sale ends Sunday at midnight.</p></div>
    </section>
    <h1>${title}</h1>
    <p class="dm-crumbs">${props.total} parts</p>
    ${listingPlaceholder(props, 1)}
  </main>
</div>
${footer()}`;
}

void boot({ render });
