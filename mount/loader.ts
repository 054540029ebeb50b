import type { MountContext, RawProps, WidgetModule } from '../shared/runtime/contract';
import { MORE, moreWidgets, registry } from './registry';
import { blockOutsideLink } from './kiosk-guard';

/**
 * The loader's whole job: find placeholders, read their props, import only the widgets that
 * are present, mount each in isolation, and keep a record so that mount/unmount are idempotent.
 * It must stay tiny (≤ 1.5 KB gzip, checked by the build) and contain no React.
 */

type Mounted = { name: string; release?: () => void };
const mounted = new Map<HTMLElement, Mounted>();
const PREFIX = 'pf-';

export const emit = (type: string, detail?: unknown) => document.dispatchEvent(new CustomEvent(type, { detail }));

/** Logs one console error that names the placeholder, and tells theme code through `pf:error`. */
export function fail(name: string, placeholder: string, error: unknown): void {
  console.error(`Partsfront: ${name} on ${placeholder}:`, error);
  emit('pf:error', { widget: name, placeholder, message: String((error as Error)?.message ?? error) });
}

const known = (name: string) => name in registry || MORE.includes(name);

const load = async (name: string): Promise<WidgetModule> => {
  const importer = registry[name] ?? (MORE.includes(name) ? (await moreWidgets())[name] : undefined);
  if (!importer) throw new Error(`unknown widget "${name}"`);
  return (await importer()).default;
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
function context(name: string, where: () => string, onGone: () => void): MountContext {
  return {
    name,
    get placeholder() {
      return where();
    },
    onError: (e) => (onGone(), fail(name, where(), e)),
  };
}

/** Mounts one placeholder. Resolves when it is mounted or has failed (never rejects). */
async function mountOne(el: HTMLElement, name: string): Promise<void> {
  if (mounted.has(el)) return;
  const record: Mounted = { name };
  mounted.set(el, record);
  const where = () => describe(el, name);
  try {
    const props = readProps(el);
    const mod = await load(name);
    if (mounted.get(el) !== record) return; // unmounted while loading
    record.release = mod.mount(el, props, context(name, where, () => mounted.delete(el)));
  } catch (error) {
    mounted.delete(el);
    fail(name, where(), error);
  }
}

/** All placeholders in `root`: `#pf-NAME` for registered names, and every `[data-pf-widget]`. */
function scan(root: ParentNode): Array<[HTMLElement, string]> {
  const found: Array<[HTMLElement, string]> = [];
  const consider = (el: Element) => {
    // Elements inside a mounted widget are the widget's own (its ids may start with pf- too).
    if (!(el instanceof HTMLElement) || el.parentElement?.closest('.pf-root')) return;
    const name = el.dataset.pfWidget ?? (el.id.startsWith(PREFIX) ? el.id.slice(PREFIX.length) : '');
    if (el.dataset.pfWidget !== undefined || known(name)) found.push([el, name]);
  };
  if (root instanceof Element) consider(root);
  root.querySelectorAll(`[id^="${PREFIX}"],[data-pf-widget]`).forEach(consider);
  return found;
}

export function mount(root: ParentNode = document): Promise<void> {
  // mountOne resolves to nothing: the array of nothings stands for void without another `.then`.
  return Promise.all(scan(root).map(([el, name]) => mountOne(el, name))) as Promise<unknown> as Promise<void>;
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
    if (!mod.open) throw new Error('not a modal widget');
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
