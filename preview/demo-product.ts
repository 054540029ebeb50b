import './lendStorage';
import { esc } from './html';
import { fitmentPlaceholder, listingPlaceholder, productHeading, productPlaceholder } from './catalogue';
import { pageProduct, sampleProducts } from './sample-data';
import { footer, header } from './theme';
import { boot } from './boot';

/**
 * A product page as the PHP theme renders it: product block, fitment badge, application panel,
 * description and a related-products module. `?product_id=` picks the product.
 */
function render() {
  const product = pageProduct();
  const related = sampleProducts(5)
    .filter((p) => p.product_id !== product?.product_id)
    .slice(0, 4);
  const description = product?.short_description
    ? `<p>${esc(product.short_description)}</p>`
    : '<p>Engineered to meet or exceed OE specifications. Every part is inspected before it leaves the warehouse.</p>';
  // The theme shows the fitment notice above the block, so the block leaves its own out
  // (data-fitment-notice="0"): "Fits Your Vehicle" once.
  if (product) document.title = `${product.name} · Route 9 Auto Parts (Partsfront demo)`;

  document.getElementById('pv-page')!.innerHTML = `${header()}
<div class="dm-main">
  <aside class="dm-sidebar">
    <div id="pf-vehicle-panel" data-show-universal="1"></div>
  </aside>
  <main>
    <p class="dm-crumbs"><a href="preview/demo-store.html">Home</a> › ${esc(product?.category_levels?.join(' › ') ?? 'Parts')}</p>
    ${product ? `${productHeading(product)}\n${fitmentPlaceholder(product, 'notice')}` : ''}
    ${productPlaceholder(product).replace('data-pf-widget="product"', 'data-pf-widget="product" data-fitment-notice="0"')}
    <section><h2>Description</h2><div data-pf-widget="read-more">${description}</div></section>
    <section><h2>Customers also bought</h2>${listingPlaceholder({ source: 'module', products: related, total: related.length, page: 1, limit: related.length })}</section>
  </main>
</div>
${footer()}`;
}

void boot({ render });
