import { bannerPlaceholder, heroNavPlaceholder } from '../../preview/content-samples';
import { cartPopoutPlaceholder, listingPlaceholder } from '../../preview/catalogue';
import { listing } from '../../preview/sample-data';
import { productPageBody } from './storefront.store';

export { answer, resetStore, themeCss } from './storefront.store';

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
