import type { MountContext, RawProps, WidgetModule } from '../shared/runtime/contract';
import { moreWidgets, registry } from './registry';
import { blockOutsideLink } from './kiosk-guard';

/**
 * The loader's whole job: find placeholders, read their props, import only the widgets that
 * are present, mount each in isolation, and keep a record so that mount/unmount are idempotent.
 * It must stay tiny (≤ 1.6 KB gzip, checked by the build) and contain no React.
 */

type Mounted = { release?: () => void };
const mounted = new Map<HTMLElement, Mounted>();
const SELECTOR = '[id^="pf-"]:not(#pf-config),[data-pf-widget]';

export const emit = (type: string, detail?: unknown) => document.dispatchEvent(new CustomEvent(type, { detail }));

/** Logs one console error that names the placeholder, and tells theme code through `pf:error`. */
export function fail(name: string, placeholder: string, error: unknown): void {
  console.error(`Partsfront: ${name} on ${placeholder}:`, error);
  emit('pf:error', { widget: name, placeholder, message: String((error as Error)?.message ?? error) });
}

declare const __PF_CORE__: string;
/**
 * Written in by the build (build/core-preload.ts), `|`-separated: the loader's widgets that never
 * call the store (content widgets), the files a content widget's page runs (React, the kit, its
 * stylesheet), and those a store-calling widget's page runs (the same chunks, the store libraries
 * and `core`, with one stylesheet for the kit and `core`; see bundle.config.ts), then the widgets
 * that need more shared files (the product page's own, `buy`) and those files, each
 * space-separated. Empty in development and tests.
 */
const [light = '', base = '', store = '', buyers = '', extra = ''] = (typeof __PF_CORE__ == 'string' ? __PF_CORE__ : '').split('|');
const listed = (list: string, name: string) => list.split(' ').includes(name);

/**
 * Before a widget's import: asks for the shared chunks and stylesheets it needs at once, together
 * with the widgets' own chunks. Otherwise the browser finds the chunks only when a widget's chunk
 * has arrived (one round later) and the stylesheets only when those have run (another round). A
 * content widget asks for React and the kit only: its page never downloads the store's code. A
 * stylesheet linked here is the one a chunk would link (same URL): the chunk finds it and adds no
 * second one.
 */
function preloadCore(name: string): void {
  for (const file of (listed(light, name) ? base : listed(buyers, name) ? `${store} ${extra}` : store).split(' '))
    // A file the page already links (the PHP helper's head() prints them, or an earlier widget's
    // call did) is not asked for twice.
    if (file && !document.querySelector(`[href$="${file}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: file.endsWith('css') ? 'stylesheet' : 'modulepreload', href: new URL(file, import.meta.url) }));
}

/** The widget's module; undefined when no widget has that name. */
const load = async (name: string): Promise<WidgetModule | undefined> => {
  const importer = registry[name] ? (preloadCore(name), registry[name]) : (await moreWidgets())[name];
  return (await importer?.())?.default;
};

/** `data-product-id="42"` → `productId: "42"`; `data-pf-props` JSON is merged over them. */
export function readProps(el: HTMLElement): RawProps {
  const { pfWidget, pfProps, pfOpen, ...scalars } = el.dataset;
  void pfWidget;
  void pfOpen;
  return pfProps ? { ...scalars, ...JSON.parse(pfProps) } : scalars;
}

function describe(el: HTMLElement, name: string): string {
  if (el.id) return `#${el.id}`;
  const all = document.querySelectorAll(`[data-pf-widget="${name}"]`);
  return `[data-pf-widget="${name}"] #${[...all].indexOf(el) + 1}`;
}

/** `where` names the placeholder only when asked: describing it scans the page, once per failure. */
const context = (name: string, where: () => string, onGone: () => void): MountContext => ({ onError: (e) => (onGone(), fail(name, where(), e)) });

/** Mounts one placeholder. Resolves when it is mounted or has failed (never rejects). */
async function mountOne(el: HTMLElement, name: string): Promise<void> {
  if (mounted.has(el)) return;
  const record: Mounted = {};
  mounted.set(el, record);
  const where = () => describe(el, name);
  try {
    const props = readProps(el);
    const mod = await load(name);
    // Each placeholder mounts in a task of its own: the page's widgets, whose chunks arrive
    // together, render one after the other with the page free in between, instead of in one long
    // task (Lighthouse's total blocking time). Placeholders whose chunk arrived together still
    // mount back to back, before any later timer (the fitment batcher's window: one request).
    await new Promise((resolve) => setTimeout(resolve));
    if (mounted.get(el) !== record) return; // unmounted while loading
    // A `#pf-NAME` id that names no widget is the theme's own element: left alone, silently.
    if (!mod && !el.dataset.pfWidget) return void mounted.delete(el);
    if (!mod) throw Error('unknown widget'); // the message names it: `Partsfront: NAME on …`
    // The first render runs in slices (the page stays responsive while a listing renders) and
    // this placeholder counts as mounted once it is on screen.
    await new Promise<void>((rendered) => {
      record.release = mod.mount(el, props, { ...context(name, where, () => mounted.delete(el)), rendered });
    });
  } catch (error) {
    mounted.delete(el);
    fail(name, where(), error);
  }
}

/**
 * All placeholders in `root`: every `[data-pf-widget]` and every `#pf-NAME` but `#pf-config`. An
 * id that names no core widget makes the page fetch the list of the others (`registry-more`).
 */
function scan(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
  if ((root as Element).matches?.(SELECTOR)) found.unshift(root as HTMLElement);
  // Elements inside a mounted widget are the widget's own (its ids may start with pf- too).
  return found.filter((el) => !el.parentElement?.closest('.pf-root'));
}

export function mount(root: ParentNode = document): Promise<void> {
  // The tallest placeholder first: it holds the page's main content (the product block, the
  // listing, the cart), so its chunk is asked for first and, over HTTP/1.1's six connections,
  // arrives in the first round with the core. The browser keeps equal heights in page order.
  // mountOne resolves to nothing: the array of nothings stands for void without another `.then`.
  return Promise.all(scan(root).sort((a, b) => b.offsetHeight - a.offsetHeight).map((el) => mountOne(el, el.dataset.pfWidget ?? el.id.slice(3)))) as Promise<unknown> as Promise<void>;
}

export function unmount(root: ParentNode = document): void {
  for (const [el, record] of [...mounted]) {
    if (root === el || root.contains(el)) {
      mounted.delete(el);
      record.release?.();
    }
  }
}

/** Opens a modal widget (e.g. `vehicle-selector`); resolves to a close function. */
export async function open(name: string, props: RawProps = {}): Promise<() => void> {
  const where = `open("${name}")`;
  try {
    const mod = await load(name);
    if (!mod?.open) throw new Error('not a modal widget');
    return mod.open(props, context(name, () => where, () => undefined));
  } catch (error) {
    fail(name, where, error);
    return () => undefined;
  }
}

/**
 * `data-pf-open="NAME"` on any host element opens that widget on click, with its data-* as props.
 * Any other click goes to the early kiosk guard (./kiosk-guard.ts).
 */
export function onOpenClick(event: Event): void {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-pf-open]');
  if (!target) return blockOutsideLink(event);
  event.preventDefault();
  void open(target.dataset.pfOpen as string, readProps(target));
}
