import { db } from '../mocks/db';
import { faults } from '../mocks/faults';

/**
 * Gallery states a shopper can meet, one link away: `?state=empty` shows this page
 * with an empty cart, wishlist and compare list; `?fail=ROUTE` makes that store route answer a
 * 500 page for this page load; `?page=2` a listing's second page (links.ts). The tab's saved
 * store data is left alone: these states last for the one page.
 */
export interface PageState {
  empty: boolean;
  fail: string | null;
}

export function stateParams(search = window.location.search): PageState {
  const q = new URLSearchParams(search);
  return { empty: q.get('state') === 'empty', fail: q.get('fail') };
}

/** Empties the cart and lists for `?state=empty` (before the page is built); true when it did. */
export function applyEmptyState(state: PageState = stateParams()): boolean {
  if (!state.empty) return false;
  db.cart.lines = [];
  db.cart.vouchers = [];
  db.lists.wishlist = [];
  db.lists.compare = [];
  return true;
}

/** Makes `?fail=ROUTE` answer a 500 page (after the mock store started with the saved faults). */
export function applyFailState(state: PageState = stateParams()): void {
  if (state.fail) faults.failing = { ...faults.failing, [state.fail]: 'http500' };
}

/** The states worth a link on a widget's gallery page, by widget. */
export const STATE_LINKS: Record<string, Array<[string, string]>> = {
  cart: [
    ['Empty cart', 'state=empty'],
    ['Cart fails to load', 'fail=checkout/cart/getData'],
    ['Quantity edits fail', 'fail=checkout/cart/edit'],
  ],
  'cart-popout': [
    ['Empty cart', 'state=empty'],
    ['Cart fails to load', 'fail=checkout/cart/getData'],
  ],
  wishlist: [
    ['Empty wishlist', 'state=empty'],
    ['Wishlist fails to load', 'fail=account/wishlist/getWishlist'],
  ],
  compare: [
    ['Nothing to compare', 'state=empty'],
    ['Compare list fails to load', 'fail=product/compare/getCompare'],
  ],
  'product-list': [
    ['Page 2', 'page=2'],
    ['Vehicle and fitment fail', 'fail=ymm/json/validateFitment'],
  ],
  fitment: [['Fitment fails', 'fail=ymm/json/validateFitment']],
  'vehicle-selector': [['Years fail', 'fail=ymm/json/years']],
  'vehicle-panel': [['Vehicle fails to load', 'fail=ymm/json/getVehicle']],
  product: [['Add to cart fails', 'fail=checkout/cart/add']],
};
