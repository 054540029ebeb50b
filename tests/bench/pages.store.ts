import { bannerPlaceholder, heroNavPlaceholder } from '../../preview/content-samples';
import { cartPopoutPlaceholder, listingPlaceholder } from '../../preview/catalogue';
import { listing } from '../../preview/sample-data';
import { BANNER_SIZE } from '../../mocks/db/content';
import { productPageBody, themeCss as productThemeCss } from './storefront.store';

export { answer, resetStore } from './storefront.store';

/**
 * The theme's styles: the product page's, and the space the other pages' placeholders reserve as
 * the README's table says (the alert bar, search bar and cart at their mounted heights, one row
 * of the hero navigation with its server-rendered links clamped to it, the banner's picture
 * ratio), so the pages are measured as a theme that follows it prints them.
 */
export const themeCss = `${productThemeCss}
[data-pf-widget="alert-bar"]{min-height:3.25rem}
#pf-search-bar{min-height:2.375rem}
#pf-cart-popout{min-height:2.5rem;min-width:9rem}
#pf-hero-nav{min-height:3rem}
#pf-hero-nav>ul{display:flex;flex-wrap:wrap;gap:0 1rem;list-style:none;margin:0;padding:0;max-height:3rem;overflow:hidden;align-items:center}
[data-pf-widget="banner"]{aspect-ratio:${BANNER_SIZE.width}/${BANNER_SIZE.height}}
[data-pf-widget="banner"] img{display:block;width:100%;height:auto}
@media (max-width:767px){
  [data-pf-widget="alert-bar"]{min-height:3.75rem}
  [data-pf-widget="banner"]{aspect-ratio:${BANNER_SIZE.mobileWidth}/${BANNER_SIZE.mobileHeight}}
}`;

/**
 * The page types of the page-weight benchmark (tests/bench/pages.bench.mjs), as a theme writes
 * them: each placeholder with its server-rendered fallback, from the preview's samples.
 */
const alertBar = '<div data-pf-widget="alert-bar" data-alert-id="7" data-days="3">Free shipping on orders over $49 — <a href="/shipping">details</a></div>';
const countdown = '<div data-pf-widget="countdown" data-diff="90000" data-label="Sale ends in"><strong>Sale ends Friday</strong></div>';
const readMore = `<div id="pf-read-more">${'<p>Our counter staff have fitted brakes, filters and batteries for thirty years. '.repeat(4)}</p></div>`;
const searchBar = '<div id="pf-search-bar"><form action="/search"><input name="q" aria-label="Search"></form></div>';
const vehicleOpener = '<button type="button" data-pf-open="vehicle-selector">Select your vehicle</button>';
const vehiclePanel = '<div id="pf-vehicle-panel"></div>';

export const pages: Record<string, { title: string; body: () => string; widgets: boolean }> = {
  content: { title: 'Content page', widgets: true, body: () => `${alertBar}<main><h1>About us</h1>${countdown}${readMore}</main>` },
  home: { title: 'Home page', widgets: true, body: () => `${alertBar}<header>${heroNavPlaceholder()}${searchBar}${cartPopoutPlaceholder()}${vehicleOpener}</header><main><h1>Main Street Auto Parts</h1>${bannerPlaceholder().split('\n')[1]}</main>` },
  category: { title: 'Brakes', widgets: true, body: () => `<header>${searchBar}${cartPopoutPlaceholder()}</header>${vehiclePanel}<main><h1>Brakes</h1>${listingPlaceholder(listing('category'))}</main>` },
  product: { title: 'Product page', widgets: true, body: () => productPageBody() },
};
