import { vi } from 'vitest';
import type { Page } from 'playwright-core';
import { browser, newSession, openThemePage, settled, STORE, type Session } from './harness';
import { CATALOGUE } from '../../preview/catalogue';

/**
 * What must stop changing before a page counts as loaded: its layout (the number of elements and
 * the page's height: the tablet checks) or its targets (the number of controls: the 44 px checks).
 */
export type Stillness = 'layout' | 'targets';

/** Waits until the widgets have loaded: no "Loading" status, and the page stopped changing for a while. */
export async function loaded(page: Page, watch: Stillness): Promise<void> {
  // Each wait counts its own still polls: after a click, the stillness counted before it must not
  // let the wait end before the click's change (a part fetched on demand) has shown.
  await page.evaluate(() => {
    const w = window as unknown as { __pfSeen?: string; __pfSame?: number };
    w.__pfSeen = undefined;
    w.__pfSame = 0;
  });
  await page.waitForFunction(
    (watched) => {
      const w = window as unknown as { __pfSeen?: string; __pfSame?: number };
      const busy = [...document.querySelectorAll('.pf-root [role="status"], .pf-root [aria-busy="true"]')].some(
        (el) => el.getAttribute('aria-busy') === 'true' || /^Loading/.test(el.textContent?.trim() ?? ''),
      );
      const now =
        watched === 'layout'
          ? `${document.querySelectorAll('.pf-root *').length}:${document.documentElement.scrollHeight}`
          : String(document.querySelectorAll('.pf-root :is(a, button, input, select, textarea, [role="button"])').length);
      w.__pfSame = !busy && now === w.__pfSeen ? (w.__pfSame ?? 0) + 1 : 0;
      w.__pfSeen = now;
      return w.__pfSame >= 5;
    },
    watch,
    { polling: 100, timeout: 45_000 },
  );
  await settled(page);
}

/**
 * Opens a page of the preview gallery on the built bundle, its placeholders exactly as the gallery
 * writes them, in the mode given, and waits until it has loaded.
 */
export async function openGalleryPage(name: string, size: { width: number; height: number }, mode: 'pos' | 'storefront' | 'kiosk', watch: Stillness): Promise<Session> {
  const entry = CATALOGUE[name];
  // The gallery builds some pages from the page's address (a page number, a product id): here, none.
  const location = new URL(`${STORE}/preview/${name}`);
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', { location });
  const body = `<h1>${entry.title}</h1>\n${entry.placeholders()}`;
  vi.unstubAllGlobals();
  const s = await newSession(browser, size);
  await openThemePage(s, { title: entry.title, body, config: { ...entry.config, mode } }, `/preview/${name}`);
  await loaded(s.page, watch);
  return s;
}
