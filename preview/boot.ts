import { returnLocalStorage } from './lendStorage';
import { startMockStore } from '../mocks/browser';
import { resetSettings } from '../shared/config/settings';
import { configFrom, mergeConfig, readSwitches, writeConfig } from './switches';
import { applyPreviewTheme, isPreviewTheme } from './themeSwitch';
import { MOCK_SEARCH } from '../mocks/db/search';
import { renderPanel } from './panel';
import { restoreDb, saveDbOnLeave, shareSession } from './persist-db';
import { currencyParam, followStoreLinks } from './links';
import { applyEmptyState, applyFailState } from './states';
import { followVehicle } from './theme';
import { offlineLocatorMaps } from './offline-map';
import './preview.css';

export interface BootOptions {
  /** Extra `#pf-config` keys of this page (the switches win over them). */
  config?: Record<string, unknown>;
  /** Builds the page's server-side HTML (placeholders and fallbacks). */
  render?: () => void;
}

/**
 * Every preview page starts the same way, in this order (a PHP page has all of it in its HTML):
 *   1. write `#pf-config` from the switches (plus the page's own keys) — first, because building
 *      the page formats prices in the configured currency, and settings are read once;
 *   2. restore this tab's mock-store data, then build the page's HTML as the server would have;
 *   3. start the mock store (MSW service worker) and wait until it answers;
 *   4. load the loader (`mount/index.ts`), which mounts every placeholder on the page.
 */
export async function boot({ config = {}, render }: BootOptions = {}): Promise<void> {
  // The mock search service's app id, key and indexes, so the search bar suggests on every page.
  // `?currency=EUR` (the footer's currency switch) as the store applies it: the page's currency.
  const currency = currencyParam();
  writeConfig(mergeConfig({ search: MOCK_SEARCH, ...config, ...(currency ? { currency } : {}) }, configFrom(readSwitches())));
  resetSettings();
  const { theme, direction } = readSwitches();
  applyPreviewTheme(isPreviewTheme(theme) ? theme : 'plain');
  // The theme's `dir` (the direction switch): the widgets mirror in a right-to-left page.
  document.documentElement.dir = direction === 'rtl' ? 'rtl' : 'ltr';
  // The store's state first: the page's server-side HTML shows it (e.g. the navbar cart text).
  restoreDb();
  // A gallery state (`?state=empty`) lasts for this page only: the tab's store data is not saved over.
  if (!applyEmptyState()) {
    saveDbOnLeave();
    shareSession();
  }
  render?.();
  // A kiosk theme has the kiosk placeholder on every page (README "Kiosk"): so has the preview.
  if (readSwitches().mode === 'kiosk' && !document.getElementById('pf-kiosk')) {
    const kiosk = document.createElement('div');
    kiosk.id = 'pf-kiosk';
    document.body.append(kiosk);
  }
  followVehicle();
  offlineLocatorMaps();
  document.body.append(renderPanel());
  followStoreLinks();
  try {
    await startMockStore();
  } catch (error) {
    // Without the worker every call fails: say so on the page, and still mount the widgets.
    console.error('Preview: the mock store did not start.', error);
    const note = document.createElement('p');
    note.className = 'pv-alert';
    note.setAttribute('role', 'alert');
    note.textContent = 'The mock store did not start (service worker unavailable); calls will fail.';
    document.body.prepend(note);
  }
  // The mock store is up: Partsfront meets the browser's storage as it is (tabStorage.ts).
  returnLocalStorage();
  applyFailState();
  await import('../mount/index.ts');
}
