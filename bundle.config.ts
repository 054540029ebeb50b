import type { ChunkingContext, CodeSplittingGroup, Plugin } from 'rolldown';

/**
 * What the production bundle is made of, beyond the sources: how it is cut into chunks, and what
 * of a library it leaves out (used by vite.config.ts under `build.rolldownOptions`).
 *
 * How the bundle is cut into chunks (Rolldown's `output.codeSplitting.groups`, used by
 * vite.config.ts). A storefront page should download a few files that change rarely, plus the
 * widgets it mounts. Over HTTP/1.1 a browser has six connections per host, and a file waits for a
 * free one: the product page's core plus its main widget must fit in the first round (about seven
 * files: five new connections and two exchanges on the loader's), so the shared files are few:
 *
 * - `react`: React and ReactDOM, which every widget's page runs. It changes on a React upgrade
 *   only, so a returning shopper keeps it cached across the store's deploys of Partsfront;
 * - `kit`: the widget runtime and the small pieces a content widget uses (see kitModules): a
 *   content widget's page loads `react` and `kit` only;
 * - `core`: what a store-calling widget of the storefront needs at start: the libraries every call
 *   needs (axios, valibot) and the state store (zustand), the kit's store calls, data hooks and ui
 *   pieces, the storefront domains (cart, vehicle/fitment, product, lists), and the CSS Modules of
 *   the storefront page's widgets, so that the page's styles come in ONE file (`core`'s CSS, with
 *   the kit's). One file, not a libraries file beside it: every store page needs both, and each
 *   file is a request more in the page's first round. The widgets' code (their components, props,
 *   hooks) stays in their own chunks;
 * - `buy`: what only the product page's widgets import of that (its quantity field and options,
 *   the labor line, the payment widgets' refresh, view_item, the product and fitment styles): the
 *   home and category pages do not download it. A listing's card imports the product domain's
 *   card face (shared/product/card.ts), so that the domain's index does not put the product page's
 *   modules in the listing's closure;
 * - Rolldown's runtime (its module helpers) stays a small file of its own: lazily loaded
 *   CommonJS libraries (the QR code, formik's helpers) use it without `core`, so Rolldown cannot
 *   place it there;
 * - `money`: the money engine, decimal.js with shared/money's arithmetic and formatting: one chunk
 *   fetched on demand (the product page `import()`s it through shared/money/lazy when the shopper
 *   changes a computed price; the cart and staff screens import it at once). It is never part of
 *   `core`: only the decimal-free money files the product page imports statically (lazy.ts,
 *   text.ts) go to `core`;
 * - each widget's own code stays in its own chunk (`widgets/NAME/…`), loaded when it mounts.
 *
 * `core` takes only modules that the widgets of the product page (the storefront's heaviest page,
 * see `pages.product` in tests/budgets/budgets.json) import STATICALLY. What those widgets import
 * with `import()` (a dialog, the toasts, the sanitiser, a form library, the cart's channel between
 * tabs, the Wish List and Compare calls) and what only other widgets use keeps Rolldown's own
 * chunking, so it still arrives on the click or the page that needs it instead of riding along in
 * a chunk every page loads.
 */
export const STOREFRONT_PAGE = ['product', 'fitment', 'cart-popout', 'vehicle-panel', 'read-more'];
/** The storefront page's widgets that never call the store: their page loads `react` and `kit` only. */
export const CONTENT_WIDGETS = ['read-more'];

const sep = String.raw`[\\/]`;
const REACT = new RegExp(`node_modules${sep}(react|react-dom|scheduler)${sep}`);
const VENDOR = new RegExp(`node_modules${sep}(axios|valibot|zustand)${sep}`);
// The texts kit (shared/texts) is kit too: a content widget's texts come from a catalog, and its
// page must not load `core` for the kit's lookup (the overrides and language files stay lazy).
const KIT = new RegExp(`${sep}shared${sep}(runtime|config|api|data|ui|texts)${sep}`);
const DOMAINS = new RegExp(`${sep}shared${sep}(cart|vehicle|product|lists|money)${sep}`);
/**
 * The storefront page's store-calling widgets' CSS Modules: their styles join the `core` chunk's
 * one CSS file. A content widget's (read-more's) stay with its own chunk, so that a content page
 * never downloads `core` for them.
 */
const PAGE_STYLES = new RegExp(`${sep}widgets${sep}(${STOREFRONT_PAGE.filter((w) => !CONTENT_WIDGETS.includes(w)).join('|')})${sep}.*\\.module\\.css$`);
const MONEY = new RegExp(`(node_modules${sep}decimal\\.js${sep}|${sep}shared${sep}money${sep})`);
const WIDGET_ENTRY = new RegExp(`${sep}widgets${sep}(${STOREFRONT_PAGE.join('|')})${sep}index\\.tsx$`);
/** The widget runtime every widget mounts with (the `kit` chunk is what it imports statically). */
const RUNTIME_ENTRY = new RegExp(`${sep}shared${sep}runtime${sep}defineWidget\\.tsx$`);
const ANY_WIDGET_ENTRY = new RegExp(`${sep}widgets${sep}[^\\\\/]+${sep}index\\.tsx$`);
/** A module of the store client: a widget that imports it statically calls the store. */
const STORE_CLIENT = new RegExp(`node_modules${sep}axios${sep}`);
/** The sanitiser and its component stay a chunk of their own: only widgets showing store HTML load them. */
const SANITISER = new RegExp(`(node_modules${sep}dompurify${sep}|${sep}shared${sep}ui${sep}SafeHtml\\.tsx$)`);

/** The modules the storefront page's widgets import statically, per chunking pass. */
const staticClosures = new WeakMap<ChunkingContext, Set<string>>();
/** The kit's modules (the runtime's and the content widgets' small kit pieces), per chunking pass. */
const runtimeClosures = new WeakMap<ChunkingContext, Set<string>>();

/** Every module id of the build, found from any one of them (up and down the import graph). */
function allModules(ctx: ChunkingContext, anyId: string): string[] {
  const seen = new Set<string>();
  const up = [anyId];
  while (up.length) {
    const id = up.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    up.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return [...seen];
}

/** What `roots` import statically, themselves included. */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const found = new Set<string>();
  const down = [...roots];
  while (down.length) {
    const id = down.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    down.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

function closureOf(cache: WeakMap<ChunkingContext, Set<string>>, root: RegExp, ctx: ChunkingContext, anyId: string): Set<string> {
  let found = cache.get(ctx);
  if (!found) cache.set(ctx, (found = staticClosure(ctx, allModules(ctx, anyId).filter((id) => root.test(id)))));
  return found;
}

const storefrontModules = (ctx: ChunkingContext, anyId: string) => closureOf(staticClosures, WIDGET_ENTRY, ctx, anyId);

/**
 * The kit: what the widget runtime imports statically, and the kit's pieces (shared/ui, …) that
 * a content widget (one that never calls the store: no store client in what it imports)
 * imports statically. So a content widget's page loads `react` and `kit` only, never `core`.
 */
function kitModules(ctx: ChunkingContext, anyId: string): Set<string> {
  let found = runtimeClosures.get(ctx);
  if (found) return found;
  const all = allModules(ctx, anyId);
  found = staticClosure(ctx, all.filter((id) => RUNTIME_ENTRY.test(id)));
  for (const entry of all.filter((id) => ANY_WIDGET_ENTRY.test(id))) {
    const uses = staticClosure(ctx, [entry]);
    if ([...uses].some((id) => STORE_CLIENT.test(id))) continue;
    for (const id of uses) if (KIT.test(id) && !SANITISER.test(id)) found.add(id);
  }
  runtimeClosures.set(ctx, found);
  return found;
}

/** A group that takes the storefront page's static modules matching `pattern`. */
const onStorefrontPage = (name: string, pattern: RegExp) => (id: string, ctx: ChunkingContext) =>
  pattern.test(id) && storefrontModules(ctx, id).has(id) ? name : null;

/** The money engine: decimal.js and the shared/money modules the storefront page does not import statically. */
const moneyEngine = (id: string, ctx: ChunkingContext) => (MONEY.test(id) && !storefrontModules(ctx, id).has(id) ? 'money' : null);

/** The widget runtime and the content widgets' kit pieces (React and the sanitiser apart): every widget's page runs it. */
const kit = (id: string, ctx: ChunkingContext) => (!REACT.test(id) && !SANITISER.test(id) && kitModules(ctx, id).has(id) ? 'kit' : null);

/** What one widget imports statically, per chunking pass and widget. */
const widgetClosures = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
function widgetModules(ctx: ChunkingContext, anyId: string, widget: string): Set<string> {
  let byWidget = widgetClosures.get(ctx);
  if (!byWidget) widgetClosures.set(ctx, (byWidget = new Map()));
  let found = byWidget.get(widget);
  if (!found) {
    const entry = new RegExp(`${sep}widgets${sep}${widget}${sep}index\\.tsx$`);
    byWidget.set(widget, (found = staticClosure(ctx, allModules(ctx, anyId).filter((id) => entry.test(id)))));
  }
  return found;
}

/** Partsfront's shared code (not a widget's own, not a library). */
const SHARED = new RegExp(`${sep}shared${sep}`);

/**
 * A group for the shared modules one widget imports statically beyond the kit and the storefront
 * page's core: the category page's pieces (the listing's pagination, rating, stock, search) come
 * in one or two files instead of one per module (each file one request more, over HTTP/1.1).
 */
const beyondCore = (name: string, widget: string) => (id: string, ctx: ChunkingContext) =>
  SHARED.test(id) && !MONEY.test(id) && widgetModules(ctx, id, widget).has(id) && !storefrontModules(ctx, id).has(id) && !kitModules(ctx, id).has(id) ? name : null;

/** The add-to-cart success toast: fetched on idle by every add-to-cart button (shared/product/notifyAdded.ts). */
const ADDED_TOAST = new RegExp(`${sep}shared${sep}product${sep}addedToast\\.tsx$`);
/** "Heads up!": the vehicle domain's own import() (shared/vehicle/confirmOnDemand.ts), read by an add only. */
const CONFIRM = new RegExp(`${sep}shared${sep}vehicle${sep}confirm\\.tsx$`);
const addedToastClosures = new WeakMap<ChunkingContext, Set<string>>();

/**
 * The add-to-cart file: what only a click shows, the success toast's text and "Heads up!", one
 * file instead of one per module, none of it in a page's start. A module that other code imports
 * too stays where that code finds it.
 */
const addToCart = (id: string, ctx: ChunkingContext) => {
  if (!SHARED.test(id) || MONEY.test(id) || storefrontModules(ctx, id).has(id) || kitModules(ctx, id).has(id)) return null;
  if (CONFIRM.test(id)) return 'add-to-cart';
  const found = closureOf(addedToastClosures, ADDED_TOAST, ctx, id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return found.has(id) && importers.every((other) => found.has(other)) ? 'add-to-cart' : null;
};

/**
 * The staff screens' gate (`staffOnly`, shared/runtime/StaffGate.tsx) with the staff pages'
 * addresses: one file every staff screen loads, none a shopper's page does (the gate is no part of
 * the kit).
 */
const STAFF = new RegExp(`${sep}shared${sep}(runtime${sep}(StaffGate\\.tsx|staffNotice\\.module\\.css)|api${sep}endpoints${sep}pos-pages\\.ts)$`);

/** The category page's widgets (`pages.category` in tests/budgets/budgets.json). */
const LISTING_PAGE = ['product-list', 'search-bar', 'cart-popout', 'vehicle-panel'];
/**
 * `buy`: the storefront core's modules that no widget of the category page imports statically
 * (the product page's own). A group takes its modules' dependencies with it, so `buy` comes after
 * `core` (lower priority) and `core` leaves these to it.
 */
const productPageOnly = (id: string, ctx: ChunkingContext) =>
  (KIT.test(id) || DOMAINS.test(id) || PAGE_STYLES.test(id)) && !MONEY.test(id) && storefrontModules(ctx, id).has(id) && !kitModules(ctx, id).has(id) && !LISTING_PAGE.some((w) => widgetModules(ctx, id, w).has(id)) ? 'buy' : null;

/**
 * A cart line's wording, its quantity edits and the way to the checkout: one file for the screens
 * that show a cart's lines (the cart page, the POS cart, the cart popout's open panel) and an
 * instant checkout's add (fetched on idle), none of a page's start elsewhere.
 */
const CART_LINES = new RegExp(`${sep}shared${sep}cart${sep}(lines|editing|checkout)\\.ts$`);
/**
 * The tabs' channel with the cart's use of it: fetched on idle by a store page's cart widgets,
 * imported at once by the POS (its one-register-tab rule, shared/offline).
 */
const TAB_CHANNEL = new RegExp(`${sep}shared${sep}(runtime${sep}tabs|cart${sep}crossTabChannel)\\.ts$`);

/**
 * The wishlist's and compare's calls with their rows' schemas: one file for the lists' own page,
 * fetched on idle by the product page's and a listing's Wish List and Compare buttons.
 */
const LIST_CALLS = new RegExp(`${sep}shared${sep}api${sep}(lists|shapes${sep}lists|endpoints${sep}lists)\\.ts$`);

const storefrontCore = onStorefrontPage('core', new RegExp(`${VENDOR.source}|${KIT.source}|${DOMAINS.source}|${PAGE_STYLES.source}`));

export const chunkGroups: CodeSplittingGroup[] = [
  { name: (id) => (REACT.test(id) ? 'react' : null), debugName: 'react', priority: 50 },
  { name: kit, debugName: 'kit', priority: 45 },
  { name: (id, ctx) => (productPageOnly(id, ctx) ? null : storefrontCore(id, ctx)), debugName: 'core', priority: 20 },
  { name: productPageOnly, debugName: 'buy', priority: 19 },
  { name: addToCart, debugName: 'add-to-cart', priority: 18 },
  { name: (id) => (STAFF.test(id) ? 'staff' : null), debugName: 'staff', priority: 17 },
  // The search bar's (the hosted search's calls; the product list shares them), then the product list's.
  { name: beyondCore('search', 'search-bar'), debugName: 'search', priority: 16 },
  { name: beyondCore('listing', 'product-list'), debugName: 'listing', priority: 15 },
  { name: (id) => (CART_LINES.test(id) ? 'lines' : null), debugName: 'lines', priority: 14 },
  { name: (id) => (TAB_CHANNEL.test(id) ? 'tabs' : null), debugName: 'tabs', priority: 13 },
  { name: (id) => (LIST_CALLS.test(id) ? 'list-calls' : null), debugName: 'list-calls', priority: 12 },
  // Last: a group takes its modules' dependencies with it, so the engine must not take the kit's
  // settings (or anything another group holds) before that group has.
  { name: moneyEngine, debugName: 'money', priority: 5 },
];

/**
 * Which modules run something when imported (Rolldown's `treeshake.moduleSideEffects`). The
 * inventory domain's script files only declare components and hooks: marked free of side effects,
 * a widget that imports one hook through the domain's index (the product list's stock by location)
 * does not bring the rest of the domain (the staff's distributor table, and with it the money
 * engine, 13 KB of the category page). Everything else keeps Rolldown's own reading.
 */
const NO_SIDE_EFFECTS = new RegExp(`${sep}shared${sep}inventory${sep}[^\\\\/]+\\.tsx?$`);
export const sideEffectsOf = (id: string): boolean | undefined => (NO_SIDE_EFFECTS.test(id) ? false : undefined);

/**
 * The client sends every call through axios's XMLHttpRequest adapter (`adapter: 'xhr'` in
 * shared/api/client.ts). axios also ships a fetch adapter that it picks only when asked to; it is
 * 4 KB gzip of the product page. The bundle takes an adapter that says "not available" in its
 * place (axios's own answer where fetch is missing): asking for `adapter: 'fetch'` would fail
 * loudly, never silently. If an axios upgrade moves the file, nothing is replaced and the
 * product page's budget (tests/budgets) shows the 4 KB again. Unit tests run the full axios.
 */
export const axiosWithoutFetchAdapter: Plugin = {
  name: 'partsfront:axios-without-fetch-adapter',
  load: {
    filter: { id: /node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/ },
    handler: () => 'export const getFetch = () => false;\nexport default false;\n',
  },
};

/**
 * axios publishes a table of HTTP status names (`axios.HttpStatusCode`, 0.9 KB gzip of every
 * page that calls the store) that nothing in axios itself reads, and Partsfront never does (the
 * client reads `response.status` as a number). The bundle takes a table that throws on any read
 * in its place, so a use added later fails loudly in the preview and the browser tests, never
 * silently; unit tests run the full axios. If an axios upgrade moves the file, nothing is
 * replaced and the page budgets (tests/budgets) show the 0.9 KB again.
 */
export const axiosWithoutStatusTable: Plugin = {
  name: 'partsfront:axios-without-status-table',
  load: {
    filter: { id: /node_modules[\\/]axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/ },
    handler: () =>
      "export default new Proxy({}, { get(_t, key) { throw new Error('axios.HttpStatusCode (' + String(key) + ') is left out of the bundle: bundle.config.ts'); } });\n",
  },
};

/**
 * axios pieces the client never reaches, left out of the bundle the same way (about 1.9 KB gzip
 * of every page that calls the store). The client makes one kind of call (shared/api/client.ts):
 * a full address (no `params`), a body that is a string or a FormData (sent as multipart, with no
 * Content-Type) or none, an AbortSignal to cancel, and no progress callbacks. So axios never runs
 *
 * - its progress reporter (`progressEventReducer`, with its speedometer and throttle), which the
 *   XMLHttpRequest adapter runs only for `onUploadProgress` or `onDownloadProgress`;
 * - `toFormData` and `toURLEncodedForm` (an object body sent as multipart or urlencoded; also
 *   `axios.toFormData`), `AxiosURLSearchParams` (`params` serialised, or a browser without
 *   URLSearchParams) and `formDataToJSON` (a FormData sent as `application/json`, or
 *   `axios.formToJSON`);
 * - `CancelToken`, axios's old cancelling (`axios.CancelToken`): the client cancels with a signal;
 * - `InterceptorManager`'s bookkeeping: the client adds no interceptor (`http.interceptors.*.use`),
 *   so axios only walks two empty lists (kept, and `use` throws);
 * - `validator`, axios's check of a call's options (it warns of a misspelled or deprecated option):
 *   the client's options are written once in shared/api/client.ts and pass it (the unit tests run
 *   the real check on them), so the bundle's accepts them without looking.
 *
 * Each is replaced by one that throws (the interceptor lists and the option checker by ones that do
 * nothing, since axios runs them on every call), so a use added later fails loudly in the preview and the
 * browser tests; unit tests run the full axios. If an axios upgrade moves a file, nothing is
 * replaced and the page budgets (tests/budgets) show the bytes again.
 */
const UNUSED_AXIOS = /node_modules[\\/]axios[\\/]lib[\\/](helpers[\\/](progressEventReducer|formDataToJSON|toFormData|toURLEncodedForm|AxiosURLSearchParams|validator)|cancel[\\/](CancelToken)|core[\\/](InterceptorManager))\.js$/;
export const axiosWithoutUnusedHelpers: Plugin = {
  name: 'partsfront:axios-without-unused-helpers',
  load: {
    filter: { id: UNUSED_AXIOS },
    handler(id) {
      const found = UNUSED_AXIOS.exec(id);
      const piece = found?.[2] ?? found?.[3] ?? found?.[4];
      const left = `() => { throw new Error('axios ${piece} is left out of the bundle: bundle.config.ts'); }`;
      if (piece === 'progressEventReducer') return `export const progressEventReducer = ${left};\nexport const progressEventDecorator = ${left};\nexport const asyncDecorator = (fn) => fn;\n`;
      if (piece === 'toFormData') return `export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;\nexport default ${left};\n`;
      if (piece === 'CancelToken') return `export default class CancelToken { constructor() { (${left})(); } static source() { (${left})(); } }\n`;
      if (piece === 'InterceptorManager') return `export default class InterceptorManager { constructor() { this.handlers = []; } use() { (${left})(); } eject() {} clear() {} forEach() {} }\n`;
      if (piece === 'validator') return `const accept = () => () => true;\nexport default { assertOptions() {}, validators: { transitional: accept, spelling: accept, boolean: () => true, function: () => true } };\n`;
      if (piece === 'AxiosURLSearchParams') return `export default class AxiosURLSearchParams { constructor() { (${left})(); } }\n`;
      return `export default ${left};\n`;
    },
  },
};
