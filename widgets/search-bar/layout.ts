import { text } from '../../shared/texts';
import { searchBarTexts } from './texts';

/**
 * Sizes of the autocomplete by viewport width (spec 1 §9, spec 3 §9):
 * - hits shown per section: 8 above 1199 px, otherwise 5;
 * - hits per page asked of the search service: 12, 10, 8, 6 or 4 — above 1199, above 1024,
 *   above 832, above 640, and below (breakpoints read as max-width media queries: at exactly
 *   1199 px the next-smaller size applies);
 * - the "Parts" section comes first at 1439 px or more, last otherwise.
 */
export const sectionLimit = (width: number): number => (width > 1199 ? 8 : 5);

const HITS_PER_PAGE: Array<[number, number]> = [
  [1199, 12],
  [1024, 10],
  [832, 8],
  [640, 6],
];

export function hitsPerPage(width: number): number {
  for (const [breakpoint, hits] of HITS_PER_PAGE) if (width > breakpoint) return hits;
  return 4;
}

export const partsFirst = (width: number): boolean => width >= 1439;

/** Section titles by settings key (the catalog's); other keys show as their own name, capitalised. */
const TITLED = ['products', 'categories', 'brands'] as const;

export const sectionTitle = (key: string): string =>
  (TITLED as readonly string[]).includes(key) ? text(searchBarTexts, key as (typeof TITLED)[number]) : key.charAt(0).toUpperCase() + key.slice(1);

/** Puts the products ("Parts") section first or last, keeping the others in settings order. */
export function orderSections<T extends { key: string }>(sections: T[], width: number): T[] {
  const parts = sections.filter((s) => s.key === 'products');
  const others = sections.filter((s) => s.key !== 'products');
  return partsFirst(width) ? [...parts, ...others] : [...others, ...parts];
}
