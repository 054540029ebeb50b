import { getItem } from './tabStorage';
/**
 * The demo store's addresses inside the preview. The widgets link and navigate to the store's
 * own paths (`/product/101-…`, `/checkout/cart`, `/pos/checkout`, `/pos/order/view?order_id=1010`,
 * `?page=2`, `?currency=EUR`); the preview has no PHP behind it, so each store path maps to the
 * preview page that shows it: this table is the preview's router. It serves both ways a widget
 * leaves a page: a click on a link (rewritten by `followStoreLinks`) and `navigation.go(path)`
 * (the dev server and the bundled preview answer every unknown path with the gallery's
 * index.html, whose first act is `redirectStorePath()`: the same table, one replace).
 *
 * Staff pages carry the store's ids on: `/pos/order/view?order_id=1010` opens the order view page
 * mounting order 1010 (`preview/store-pages.ts` reads the query and writes the placeholder as the
 * PHP page would, from the mock store's data).
 */
type Route = (m: RegExpMatchArray, url: URL, mode: PreviewMode) => string;
type PreviewMode = 'storefront' | 'pos' | 'kiosk';

const widgetPage = (name: string, extra = '') => `preview/widget.html?w=${name}${extra}`;

const PAGES: Array<[RegExp, Route]> = [
  [/^\/product\/(\d+)(-[^/]*)?$/, (m) => `preview/demo-product.html?product_id=${m[1]}`],
  // In POS mode the store's cart page is the POS cart (the last line removed lands here too).
  [/^\/checkout\/cart\/?$/, (_m, _url, mode) => widgetPage(mode === 'pos' ? 'pos-cart' : 'cart')],
  [/^\/checkout\/checkout\/?$/, () => widgetPage('cart')],
  [/^\/account\/wishlist\/?$/, () => widgetPage('wishlist')],
  [/^\/product\/compare\/?$/, () => widgetPage('compare')],
  // Staff and kiosk screens (spec 2 §2, spec 3 §2): the query (order_id, customer_id, status,
  // filters) is carried over and read by the page.
  [/^\/pos\/cart\/?$/, () => widgetPage('pos-cart')],
  // The register's own order (the session's, as the store renders /pos/checkout), or the one named.
  [/^\/pos\/checkout\/?$/, (_m, url) => widgetPage('pos-checkout', url.searchParams.has('order_id') ? '' : '&order_id=current')],
  [/^\/pos\/order\/continue\/?$/, () => widgetPage('pos-checkout', '&continue=1')],
  [/^\/pos\/order\/(receipt|done)\/?$/, () => widgetPage('pos-order-view', '&view=receipt')],
  [/^\/pos\/order\/invoice\/?$/, () => widgetPage('pos-order-view', '&view=invoice')],
  [/^\/pos\/order\/view\/?$/, () => widgetPage('pos-order-view')],
  [/^\/pos\/order\/?$/, () => widgetPage('pos-order-list')],
  [/^\/pos\/customer\/edit\/?$/, () => widgetPage('pos-customer-edit')],
  [/^\/pos\/customer\/add\/?$/, () => widgetPage('pos-customer-edit', '&customer_id=new')],
  [/^\/pos\/customer\/search\/?$/, () => widgetPage('customer-search')],
  [/^\/pos\/customer\/?$/, () => widgetPage('pos-customer-list')],
  // The store's admin is not part of the preview: View in Admin (sale/order/info) opens the
  // preview's admin order page, the Add Order History of that order (`order-history`).
  [/^\/admin\/index\.php$/, (_m, url) => (url.searchParams.get('route') === 'sale/order/info' ? widgetPage('order-history') : 'index.html')],
  [/^\/product\/catalog\/?$/, () => 'preview/demo-store.html'],
  [/^\/(brand|category)\//, () => 'preview/demo-store.html'],
  [/^\/index\.php$/, () => 'preview/demo-store.html'],
  [/^\/$/, () => 'preview/demo-store.html'],
];

/** Query parameters a storefront page keeps; staff pages keep their whole query (ids, tabs, filters). */
const KEPT = ['page', 'currency'];

/** The preview mode of this tab: the Switches panel's (`SWITCHES_KEY` of switches.ts), read without loading the panel's mock-store imports. */
function currentMode(): PreviewMode {
  try {
    const mode = (JSON.parse(getItem('local', 'pf-preview-switches') ?? '{}') as { mode?: string }).mode;
    return mode === 'pos' || mode === 'kiosk' ? mode : 'storefront';
  } catch {
    return 'storefront';
  }
}

/** The preview page for a store address, or null when it already is a preview page (or elsewhere). */
export function previewHref(href: string, base = window.location.href, mode: PreviewMode = currentMode()): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin || url.pathname.startsWith('/preview/')) return null;
  for (const [pattern, to] of PAGES) {
    const m = url.pathname.match(pattern);
    if (!m) continue;
    const target = new URL(to(m, url, mode), new URL('/', base));
    const staff = url.pathname.startsWith('/pos/') || url.pathname.startsWith('/admin/');
    for (const [key, v] of url.searchParams) {
      if (key === 'w' || !v || (!staff && !KEPT.includes(key)) || target.searchParams.has(key)) continue;
      target.searchParams.set(key, v);
    }
    return target.pathname + target.search;
  }
  return null;
}

/**
 * On the gallery's index.html, which both servers answer for any unknown path: when the address is
 * a store path the table knows (a widget's `navigation.go('/pos/checkout')`), replaces it with its
 * preview page and answers true (the caller then builds nothing).
 */
export function redirectStorePath(loc: Location = window.location): boolean {
  if (loc.pathname === '/' || loc.pathname === '/index.html') return false;
  const to = previewHref(loc.pathname + loc.search, loc.href);
  if (!to) return false;
  loc.replace(to);
  return true;
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
