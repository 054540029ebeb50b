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
  /** Sends the browser to `url` (a redirect the store returned, the checkout page, …). */
  go(url: string): void {
    window.location.assign(url);
  },
};

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
