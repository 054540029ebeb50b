import { esc } from './html';
import { getItem, removeItem, setItem } from './tabStorage';

/**
 * The preview's analytics switch: `analytics.dataLayer` in #pf-config as the PHP store writes it,
 * so the widgets push their GA4 ecommerce events to `window.dataLayer` as they do for a store's
 * Google Tag Manager. What was pushed is kept for the tab's visit (sessionStorage, written at the
 * push), so the panel shows a purchase's events across its pages: `begin_checkout` too, pushed
 * just before the page leaves for checkout.
 */
export const DATALAYER_LOG_KEY = 'pf-preview-datalayer';

/** One push as the panel lists it: GA4's `{ecommerce: null}` clears are left out. */
export type LoggedPush = { event?: string; ecommerce?: unknown; search_term?: string } & Record<string, unknown>;

export function readDataLayerLog(): LoggedPush[] {
  try {
    const log = JSON.parse(getItem('session', DATALAYER_LOG_KEY) ?? '[]') as unknown;
    return Array.isArray(log) ? (log as LoggedPush[]) : [];
  } catch {
    return [];
  }
}

export const clearDataLayerLog = (): void => removeItem('session', DATALAYER_LOG_KEY);

/**
 * Starts `window.dataLayer` before the loader (a theme's GTM snippet does the same) and keeps every
 * push in the tab's log; `onPush` hears each (the panel's list).
 */
export function recordDataLayer(onPush: () => void): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  const layer = w.dataLayer ?? [];
  const push = Array.prototype.push;
  layer.push = function (...entries: unknown[]) {
    const copies = entries.filter((e): e is LoggedPush => !!e && typeof e === 'object' && 'event' in e).map((e) => JSON.parse(JSON.stringify(e)) as LoggedPush);
    if (copies.length) setItem('session', DATALAYER_LOG_KEY, JSON.stringify([...readDataLayerLog(), ...copies]));
    const length = push.apply(this, entries);
    if (copies.length) onPush();
    return length;
  };
  w.dataLayer = layer;
}

/** A GA4 item as one line: name, price × quantity. */
function itemText(item: unknown): string {
  const i = (item ?? {}) as { item_name?: unknown; price?: unknown; quantity?: unknown };
  return `${String(i.item_name ?? '?')}: ${String(i.price ?? '?')} × ${String(i.quantity ?? 1)}`;
}

function pushRow(entry: LoggedPush): string {
  const ecommerce = (entry.ecommerce ?? null) as { value?: unknown; currency?: unknown; items?: unknown[] } | null;
  const summary = ecommerce
    ? [ecommerce.value !== undefined ? `value ${String(ecommerce.value)} ${String(ecommerce.currency ?? '')}`.trim() : '', ...(ecommerce.items ?? []).slice(0, 5).map(itemText), (ecommerce.items?.length ?? 0) > 5 ? `… ${ecommerce.items!.length} items` : '']
        .filter(Boolean)
        .join('; ')
    : entry.search_term !== undefined
      ? `“${entry.search_term}”`
      : 'without an ecommerce object (the store’s own tag, e.g. marketing_tracking)';
  return `<li><code>${esc(String(entry.event))}</code>${summary ? ` ${esc(summary)}` : ''}<details><summary>JSON</summary><pre>${esc(JSON.stringify(entry, null, 2))}</pre></details></li>`;
}

/** The panel's list of this visit's pushes, newest last. */
export function showDataLayer(section: HTMLElement): void {
  const log = readDataLayerLog();
  section.querySelector('[data-datalayer-list]')!.innerHTML = log.length
    ? `<ol class="pv-datalayer-list" aria-label="Pushed to dataLayer">${log.map(pushRow).join('')}</ol>`
    : '<p class="pv-drift-none">Nothing pushed yet on this visit.</p>';
}
