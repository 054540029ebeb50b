import { getItem, removeItem, setItem } from './tabStorage';
import type { Faults, FaultKind } from '../mocks/faults';
import { FAULTS_KEY } from '../mocks/browser';
import type { Mode } from '../shared/config/settings';
import { KIOSK_VIDEOS } from '../mocks/db/content';
import type { PreviewTheme } from './themeSwitch';
import type { PreviewDirection, PreviewLanguage } from './languageSwitch';

/**
 * The preview's switches: store mode, guest checkout, logged in, analytics, and the mock store's faults.
 * They live in localStorage (window.name where the browser refuses storage, tabStorage.ts) and apply on reload: the page writes `#pf-config` from them before
 * the loader starts, and `startMockStore()` reads the faults (key `pf-mock-faults`).
 */
export const SWITCHES_KEY = 'pf-preview-switches';

export interface Switches {
  mode: Mode;
  guestCheckout: boolean;
  loggedIn: boolean;
  /** Kiosk timers of seconds instead of the store's minutes, to watch the prompt and the splash. */
  shortKioskTimers: boolean;
  /** The store theme's CSS the pages show in (themeSwitch.ts). */
  theme: PreviewTheme;
  /** `language` in #pf-config: the widgets' texts, dates and numbers (languageSwitch.ts). */
  language: PreviewLanguage;
  /** `dir` on the page's <html> (languageSwitch.ts). */
  direction: PreviewDirection;
  /** `analytics.dataLayer` in #pf-config: GA4 events pushed to `window.dataLayer`, listed in the panel (analyticsSwitch.ts). */
  analytics: boolean;
}

export const DEFAULT_SWITCHES: Switches = { mode: 'storefront', guestCheckout: true, loggedIn: false, shortKioskTimers: false, theme: 'plain', language: 'en-gb', direction: 'ltr', analytics: false };

/** The preview's kiosk home page: the demo store's home (`/` is the gallery). */
export const KIOSK_HOME = '/preview/demo-store.html';

/** The short kiosk timers: the question after 20 s without activity, the splash 10 s later. */
export const SHORT_KIOSK_TIMERS = { idleMinutes: 20 / 60, promptMinutes: 10 / 60 };
export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, failing: {} };

/** Reads JSON from localStorage; a missing, broken or blocked entry gives the fallback. */
function readJson<T extends object>(key: string, fallback: T): T {
  try {
    const value = JSON.parse(getItem('local', key) ?? 'null') as Partial<T> | null;
    return value && typeof value === 'object' ? { ...fallback, ...value } : fallback;
  } catch {
    return fallback;
  }
}

export const readSwitches = (): Switches => readJson(SWITCHES_KEY, DEFAULT_SWITCHES);
export const readFaults = (): Faults => readJson(FAULTS_KEY, NO_FAULTS);

export function saveSwitches(switches: Switches, faults: Faults): void {
  setItem('local', SWITCHES_KEY, JSON.stringify(switches));
  setItem('local', FAULTS_KEY, JSON.stringify(faults));
}

export function clearSwitches(): void {
  removeItem('local', SWITCHES_KEY);
  removeItem('local', FAULTS_KEY);
}

/**
 * The `#pf-config` settings the switches stand for (a PHP store would write these). Every page
 * in kiosk mode gets the kiosk's splash videos, and the short timers when switched on.
 */
export function configFrom(s: Switches): Record<string, unknown> {
  return {
    mode: s.mode,
    language: s.language,
    guestCheckout: s.guestCheckout,
    customer: { loggedIn: s.loggedIn, customerId: s.loggedIn ? 1 : null },
    ...(s.analytics ? { analytics: { dataLayer: true } } : {}),
    ...(s.mode === 'kiosk' || s.shortKioskTimers ? { kiosk: { videos: KIOSK_VIDEOS, ...(s.shortKioskTimers ? SHORT_KIOSK_TIMERS : {}) } } : {}),
    // The kiosk's home page (after a kiosk checkout, and Get Started) is the demo store's, not the gallery at `/`.
    ...(s.mode === 'kiosk' ? { endpoints: { pageKioskHome: KIOSK_HOME } } : {}),
  };
}

/** Deep merge of plain objects (page config under the switches). */
export function mergeConfig(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    const plain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
    out[key] = plain(prev) && plain(value) ? mergeConfig(prev, value) : value;
  }
  return out;
}

/** Writes (or replaces) `<script type="application/json" id="pf-config">` in the head. */
export function writeConfig(config: Record<string, unknown>): void {
  document.getElementById('pf-config')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'pf-config';
  el.textContent = JSON.stringify(config, null, 2);
  document.head.append(el);
}

export const FAULT_KINDS: FaultKind[] = ['http500', 'network', 'malformed'];

/** `?switch-mode=pos` on a preview page: the link in a staff page's notice turns the preview to that mode. */
export const SWITCH_MODE_PARAM = 'switch-mode';

/**
 * Applies `?switch-mode=MODE` (saved like the Switches panel does), then drops it from the address
 * so a reload keeps whatever the panel says afterwards. Call before `boot()` writes `#pf-config`.
 */
export function applyModeSwitch(): void {
  const url = new URL(location.href);
  const mode = url.searchParams.get(SWITCH_MODE_PARAM);
  if (mode !== 'storefront' && mode !== 'pos' && mode !== 'kiosk') return;
  saveSwitches({ ...readSwitches(), mode }, readFaults());
  url.searchParams.delete(SWITCH_MODE_PARAM);
  history.replaceState(history.state, '', url);
}
