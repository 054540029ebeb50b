import { DISTANCE, FILTER_COOKIE, FILTER_DAYS, searchDistance } from '../../shared/locator';
import { getCookie, setCookie } from '../../shared/runtime/cookies';

/** A search as submitted: the ZIP typed (may be empty), the distance in miles and the filter text. */
export interface Search {
  zip: string;
  distance: number;
  filter: string;
}

export const EMPTY_SEARCH: Search = { zip: '', distance: DISTANCE.default, filter: '' };

/** A ZIP as the store's geocoder takes it: five digits, optionally ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** The last search, kept in the locator_filter cookie for about 30 minutes (spec 1 §9). */
export function savedSearch(): Search | null {
  const raw = getCookie(FILTER_COOKIE);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<Record<keyof Search, unknown>>;
    return {
      zip: typeof saved.zip === 'string' && ZIP_PATTERN.test(saved.zip) ? saved.zip : '',
      distance: searchDistance(saved.distance as string | number | undefined),
      filter: typeof saved.filter === 'string' ? saved.filter : '',
    };
  } catch {
    return null;
  }
}

export function saveSearch(search: Search): void {
  setCookie(FILTER_COOKIE, JSON.stringify(search), FILTER_DAYS);
}
