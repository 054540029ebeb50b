import { withQuery } from '../../shared/runtime/navigation';
import { readStored, writeStored } from '../../shared/runtime/storage';

/** Spec 1 §9: grid columns by the number of page sidebars — 4 with none, 3 with one, 2 with two. */
export function columnsFor(sidebars: number): 2 | 3 | 4 {
  if (sidebars >= 2) return 2;
  return sidebars === 1 ? 3 : 4;
}

export type ListingView = 'grid' | 'list';

/** Local storage key of the shopper's grid/list choice (shared by every listing of the store). */
export const VIEW_KEY = 'product-list-view';

export function storedView(): ListingView {
  return readStored<string>(VIEW_KEY, 'grid') === 'list' ? 'list' : 'grid';
}

export function storeView(view: ListingView): void {
  writeStored(VIEW_KEY, view);
}

/** The 1-based position of a product across pages (page 2, third card, 15 per page → 18). */
export const positionOf = (page: number, limit: number, index: number): number => (page - 1) * limit + index + 1;

/** This page's address with `page=N` (the listing's pages are server pages, spec 1 §2). */
export const pageHref = (page: number, href = window.location.href): string =>
  withQuery({ page: page <= 1 ? undefined : String(page) }, href);

/** A product link carrying the search's queryID, so the store can attribute the click (analytics). */
export function withQueryId(href: string, queryID?: string): string {
  if (!queryID || !href) return href;
  const url = new URL(href, window.location.origin);
  url.searchParams.set('queryID', queryID);
  return /^https?:\/\//.test(href) ? url.toString() : url.pathname + url.search + url.hash;
}
