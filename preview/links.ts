/**
 * The demo store's addresses inside the preview. The widgets link and navigate to the store's
 * own paths (`/product/101-…`, `/checkout/cart`, `?page=2`, `?currency=EUR`); the preview has no
 * PHP behind it, so each store path maps to the preview page that shows it. Links are rewritten
 * on click; query parameters the preview understands (`page`, `currency`, `product_id`) are kept.
 */
const PAGES: Array<[RegExp, (m: RegExpMatchArray, url: URL) => string]> = [
  [/^\/product\/(\d+)(-[^/]*)?$/, (m) => `preview/demo-product.html?product_id=${m[1]}`],
  [/^\/checkout\/cart\/?$/, () => 'preview/widget.html?w=cart'],
  [/^\/checkout\/checkout\/?$/, () => 'preview/widget.html?w=cart'],
  [/^\/account\/wishlist\/?$/, () => 'preview/widget.html?w=wishlist'],
  [/^\/product\/compare\/?$/, () => 'preview/widget.html?w=compare'],
  [/^\/(brand|category)\//, () => 'preview/demo-store.html'],
  [/^\/index\.php$/, (_m, url) => (url.searchParams.get('route') === 'product/search' ? 'preview/demo-store.html' : 'preview/demo-store.html')],
  [/^\/$/, () => 'preview/demo-store.html'],
];

/** The preview page for a store address, or null when it already is a preview page (or elsewhere). */
export function previewHref(href: string, base = window.location.href): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin || url.pathname.startsWith('/preview/')) return null;
  for (const [pattern, to] of PAGES) {
    const m = url.pathname.match(pattern);
    if (!m) continue;
    const target = new URL(to(m, url), new URL('/', base));
    for (const key of ['page', 'currency']) {
      const v = url.searchParams.get(key);
      if (v) target.searchParams.set(key, v);
    }
    return target.pathname + target.search;
  }
  return null;
}

/** Sends clicks on store links to the preview page that shows them. */
export function followStoreLinks(): void {
  document.addEventListener(
    'click',
    (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target === '_blank') return;
      const to = previewHref(a.getAttribute('href')!);
      if (!to) return;
      e.preventDefault();
      window.location.assign(to);
    },
    // After the widgets' own handlers (bubble phase on document).
    false,
  );
}

/** `?page=N` of this preview page (1 when absent or not a page number). */
export function pageParam(): number {
  const n = Number(new URLSearchParams(window.location.search).get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** The store's currencies, as the footer's switch offers them. */
const CURRENCIES: Record<string, { code: string; locale: string }> = {
  USD: { code: 'USD', locale: 'en-US' },
  EUR: { code: 'EUR', locale: 'de-DE' },
  GBP: { code: 'GBP', locale: 'en-GB' },
  CAD: { code: 'CAD', locale: 'en-CA' },
};

/** `?currency=EUR` as the store would apply it: the `currency` setting, or nothing. */
export function currencyParam(): { code: string; locale: string } | undefined {
  const code = new URLSearchParams(window.location.search).get('currency')?.toUpperCase();
  return code ? CURRENCIES[code] : undefined;
}
