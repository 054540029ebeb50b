import { locatorTexts } from './texts';

/**
 * The store locator's rules (spec 1 §5, §8, §9; spec 3 §9), shared by the dealer-locator widget
 * and the POS ship-to-store panel.
 */

/** "Stores near you": the fetch uses radius 100 and 20 results. */
export const NEAR = { distance: 100, limit: 20 } as const;
/** 'Show all' asks again with 50 miles. */
export const SHOW_ALL_MILES = 50;
/** At most 3 stores are shown (preferred first) until 'Show all'. */
export const SHOWN_STORES = 3;
/** No store near the product has it (English; shown through `locatorTexts`). */
export const NOT_FOUND = locatorTexts.en.notFound;
/** A ZIP the store could not geocode, or any failure of that call (English; shown through `locatorTexts`). */
export const INVALID_ZIP = locatorTexts.en.invalidZip;

/** The locator's search distance in miles: 10 to 250, default 25; out of range falls back to 10. */
export const DISTANCE = { min: 10, max: 250, default: 25 } as const;
/** Map zoom around the search origin or a chosen store. */
export const MAP_ZOOM = 10;

/** Cookies the store's PHP reads (spec 1 §3, §9). Lifetimes in days. */
export const PICKUP_COOKIE = 'locator_pickup_location';
/** The chosen store is remembered for 30 days (the spec leaves it open). */
export const PICKUP_DAYS = 30;
/** The last search (ZIP, distance, filter): about 30 minutes. */
export const FILTER_COOKIE = 'locator_filter';
export const FILTER_DAYS = 1 / 48;
/** The dealer popup text, once dismissed, stays hidden 1/288 day (5 minutes). */
export const POPUP_COOKIE = 'locator_popup';
export const POPUP_DAYS = 1 / 288;
