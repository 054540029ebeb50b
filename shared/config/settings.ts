/**
 * Store settings from `<script type="application/json" id="pf-config">`, validated against the
 * documented defaults. Every key is optional; a value of the wrong type is reported once in the
 * console and replaced by its default, so a typo in the PHP template never breaks a page.
 */

import { isSafeUrl, safeUrl } from '../api/url';
import { baseLanguage, localeOf } from '../texts/locale';

export type Mode = 'storefront' | 'pos' | 'kiosk';
export type PaymentType = 'card' | 'ecommerce' | 'cash' | 'voucher' | 'check' | 'storeCredit';

export interface Settings {
  baseUrl: string;
  currency: { code: string; locale: string };
  language: string;
  customer: { loggedIn: boolean; customerId: number | string | null };
  guestCheckout: boolean;
  mode: Mode;
  posLocked: boolean;
  isPro: boolean;
  pricing: { loginRequired: boolean; noPriceTemplate: boolean };
  ymm: {
    ymm: boolean;
    engine: boolean;
    choices: boolean;
    popularSort: string;
    requireFitmentConfirmation: boolean;
    universalToggle: boolean;
  };
  pos: {
    paymentTypes: PaymentType[];
    poNumbers: { enabled: boolean; required: boolean };
    vehiclesEnabled: boolean;
    laborRates: Array<{ labor_id: number | string; title: string; amount: number | string }>;
    taxClasses: Array<{ tax_class_id: number | string; title: string }>;
  };
  kiosk: {
    idleMinutes: number;
    promptMinutes: number;
    videos: Array<{ id: number | string; url: string; title: string }>;
    /** Restricted mode: links that leave the store's site are blocked (default on). */
    restricted: boolean;
  };
  /**
   * Dealer locator: the data source is `dataSourceUrl` + `type` (empty: the `dealerDataSource`
   * endpoint); `tileUrl` the map's tile URL template (empty: no tiles) with its attribution HTML.
   */
  locator: { dataSourceUrl: string; type: string; tileUrl: string; tileAttribution: string };
  search: { appId: string; apiKey: string; indexes: Record<string, string> };
  /** Endpoint overrides, name → path (names in the tables of `shared/api/endpoints/`). */
  endpoints: Record<string, string>;
  /** The IP-location service the customer IP tab calls as `GET {ipLookupUrl}/{ip}` (spec 5 "Customers"). */
  ipLookupUrl: string;
  /** GA4 ecommerce events pushed to `window.dataLayer` (shared/analytics); staff and kiosk screens only with `staff`. */
  analytics: { dataLayer: boolean; staff: boolean };
  /**
   * The store's own words for any text, `"domain.key": "text"` (docs/texts.md lists the keys); a
   * plural text may be `{"one": "…", "other": "…"}`. shared/texts checks keys and placeholders.
   */
  texts: Record<string, string | Record<string, string>>;
}

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: '',
  currency: { code: 'USD', locale: 'en-US' },
  language: 'en-gb',
  customer: { loggedIn: false, customerId: null },
  guestCheckout: true,
  mode: 'storefront',
  posLocked: false,
  isPro: false,
  pricing: { loginRequired: false, noPriceTemplate: false },
  ymm: { ymm: true, engine: false, choices: true, popularSort: '0', requireFitmentConfirmation: false, universalToggle: false },
  pos: {
    paymentTypes: ['card', 'ecommerce', 'cash', 'voucher', 'check', 'storeCredit'],
    poNumbers: { enabled: false, required: false },
    vehiclesEnabled: true,
    laborRates: [],
    taxClasses: [],
  },
  kiosk: { idleMinutes: 3, promptMinutes: 1, videos: [], restricted: true },
  locator: { dataSourceUrl: '', type: '', tileUrl: '', tileAttribution: '' },
  search: { appId: '', apiKey: '', indexes: { products: '' } },
  endpoints: {},
  ipLookupUrl: 'https://ipinfo.io',
  analytics: { dataLayer: false, staff: false },
  texts: {},
};

const MODES: Mode[] = ['storefront', 'pos', 'kiosk'];

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Merges `given` over `defaults`, keeping a default wherever the given value has the wrong type. */
function merge(defaults: unknown, given: unknown, path: string, problems: string[]): unknown {
  if (given === undefined) return defaults;
  const expected = kind(defaults);
  // Free-form maps ({} by default) and nullable ids accept what they are given, within reason.
  if (expected === 'null') return ['string', 'number', 'null'].includes(kind(given)) ? given : (problems.push(path), defaults);
  if (expected === 'number' && kind(given) === 'string' && given !== '' && Number.isFinite(Number(given))) return Number(given);
  if (expected === 'string' && kind(given) === 'number') return String(given);
  if (kind(given) !== expected) {
    problems.push(path);
    return defaults;
  }
  if (expected !== 'object') return given;
  const out: Record<string, unknown> = { ...(given as Record<string, unknown>) };
  for (const [key, value] of Object.entries(defaults as Record<string, unknown>)) {
    out[key] = merge(value, (given as Record<string, unknown>)[key], path ? `${path}.${key}` : key, problems);
  }
  return out;
}

/** Parses and validates a settings object (exported for tests and for the preview's switches). */
export function parseSettings(raw: unknown): Settings {
  const problems: string[] = [];
  const settings = merge(structuredClone(DEFAULT_SETTINGS), raw ?? {}, '', problems) as Settings;
  // Normalised once here: every URL is built as `${baseUrl}/path`.
  settings.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  // Addresses the widgets put in `src` or fetch: http(s) or relative only (shared/api/url.ts).
  settings.kiosk.videos = settings.kiosk.videos.filter((video) => isSafeUrl(video?.url));
  settings.locator.tileUrl = safeUrl(settings.locator.tileUrl);
  settings.locator.dataSourceUrl = safeUrl(settings.locator.dataSourceUrl);
  for (const [key, value] of Object.entries(settings.texts)) {
    const isText = typeof value === 'string' || (kind(value) === 'object' && Object.values(value).every((form) => typeof form === 'string'));
    if (!isText) {
      problems.push(`texts.${key}`);
      delete settings.texts[key];
    }
  }
  // Money in the page's language: a store that names no currency.locale shows its amounts in its
  // language's form (fr-ca: "12,99 $"); an English page keeps en-US ("$12.99").
  const givenLocale = (raw as { currency?: { locale?: unknown } } | null)?.currency?.locale;
  if (typeof givenLocale !== 'string' || !givenLocale.trim()) {
    settings.currency.locale = baseLanguage(settings.language) === 'en' ? DEFAULT_SETTINGS.currency.locale : localeOf(settings.language);
  }
  if (!MODES.includes(settings.mode)) {
    problems.push('mode');
    settings.mode = 'storefront';
  }
  if (problems.length) console.error(`Partsfront: #pf-config has invalid values, defaults used for: ${problems.join(', ')}`);
  return settings;
}

let cached: Settings | null = null;
const listeners = new Set<() => void>();

/** The page's settings, read once from `#pf-config`. */
export function getSettings(): Settings {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById('pf-config') : null;
  let raw: unknown = {};
  if (el?.textContent?.trim()) {
    try {
      raw = JSON.parse(el.textContent);
    } catch (error) {
      console.error('Partsfront: #pf-config is not valid JSON; defaults used.', error);
    }
  }
  cached = parseSettings(raw);
  return cached;
}

/** Forgets the cached settings, so the next read sees `#pf-config` again (tests, preview switches). */
export function resetSettings(next?: unknown): void {
  cached = next === undefined ? null : parseSettings(next);
  listeners.forEach((listener) => listener());
}

/** Hears `resetSettings` (useSettings re-renders with the new settings). */
export function onSettingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
