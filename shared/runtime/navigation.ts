import { isSafeUrl } from '../api/url';
import { getSettings } from '../config/settings';

/**
 * Page navigation in one place, so every widget that reloads or leaves the page does it the
 * same way and tests can spy on it (`vi.spyOn(navigation, 'reload')`): jsdom cannot navigate,
 * and `window.location`'s methods cannot be replaced.
 *
 * Always call through the object (`navigation.reload()`), never a destructured copy, or a
 * test's spy will not see the call.
 */
export const navigation = {
  /** Reloads the current page (after saving or resetting the vehicle, …). */
  reload(): void {
    window.location.reload();
  },
  /**
   * Sends the browser to `url` (a redirect the store returned, the checkout page, …), on this site
   * or the store's (`baseUrl`) only: a redirect, search slug or form setting naming another host
   * (`//evil.example`, `https://evil.example/`) or another scheme is refused, with a console
   * error, and the page stays.
   */
  go(url: string): void {
    if (!mayNavigate(url)) {
      console.error(`Partsfront: not following ${JSON.stringify(url)}: it leaves the store's site.`);
      return;
    }
    window.location.assign(url);
  },
};

/** True for an address on this page's site or the store's (`baseUrl`), over http(s). */
export function mayNavigate(url: string): boolean {
  if (!isSafeUrl(url)) return false;
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(target.protocol)) return false;
  if (target.origin === window.location.origin) return true;
  const base = getSettings().baseUrl;
  try {
    return !!base && target.origin === new URL(base, window.location.href).origin;
  } catch {
    return false;
  }
}

export const reload = (): void => navigation.reload();
export const go = (url: string): void => navigation.go(url);

/**
 * True on the store's home page: `/` or `/index.php` with no route (OpenCart's `common/home`
 * counts too). Saving a vehicle there follows the store's redirect instead of reloading.
 */
export function isHomePath(loc: Pick<Location, 'pathname' | 'search'> = window.location): boolean {
  const route = new URLSearchParams(loc.search).get('route');
  const path = loc.pathname.replace(/\/+$/, '') || '/';
  return (path === '/' || path === '/index.php') && (!route || route === 'common/home');
}

/**
 * True inside a frame (the store embedded elsewhere), where checkout opens in a new tab
 * (spec 1 §2, spec 3 §2). A cross-origin parent throws on access: that is a frame too.
 */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * `href` (default: this page) with query parameters set, or removed where the value is
 * undefined; relative when it stays on this site, so links read like the store's own.
 */
export function withQuery(params: Record<string, string | undefined>, href = window.location.href): string {
  const url = new URL(href, window.location.href);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.toString();
}
