import type { ReactNode } from 'react';
// Types only: react-toastify, its CSS and the container load with the first toast (toastHost.tsx),
// so a page pays nothing for toasts until one is raised.
import type { Id, ToastPosition } from 'react-toastify/unstyled';
import type { ToastLink } from './ToastBody';
import { getSettings } from '../config/settings';
import { text as catalogText } from '../texts';
import { uiTexts } from './texts';

/** Spec 1 §9: toasts last 3000 ms, error toasts 8000 ms, at most 3 at once. */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 8000;
export const TOAST_LIMIT = 3;
/** Spec 3 §9: "Toast autoClose is 8 seconds" on the POS screens (mode `pos`). */
export const TOAST_POS_MS = 8000;
/**
 * A success toast still waiting for the toast code this long after its action is dropped: a
 * confirmation that arrives late speaks of a moment already gone (errors are always shown).
 */
export const TOAST_LATE_MS = 3000;

export interface ToastOptions {
  heading?: ReactNode;
  /** Milliseconds, or false to stay until closed. */
  autoClose?: number | false;
  /** One link under the text, e.g. `{ href: cartUrl, label: 'View Cart' }`. */
  link?: ToastLink;
  /** More links (e.g. "View Order" and "All Orders"). */
  links?: ToastLink[];
  /** Default top-right; the appointment toast uses top-center (spec 3 §8). */
  position?: ToastPosition;
  /**
   * What the toast confirms, e.g. `'added'`: a newer toast of the same kind replaces the one it
   * makes stale (a clerk scanning a part a second sees the newest add, not a queue of old ones).
   */
  kind?: string;
}

/** One toast as toast.tsx hands it to the host module (internal). */
export interface ToastRequest {
  id: string;
  type: 'success' | 'error';
  heading: ReactNode;
  text: ReactNode;
  links: ToastLink[];
  autoClose: number | false;
  position?: ToastPosition;
  kind?: string;
  /** When it was raised (`performance.now()`). */
  raisedAt: number;
}

const now = () => performance.now();

type HostModule = typeof import('./toastHost');

let counter = 0;
/** The page's toast host, a div at the end of body (made at once: it costs no code). */
let host: HTMLDivElement | null = null;
/** The toast code once loaded; until then toasts wait in `waiting`, in the order raised. */
let loaded: HostModule | null = null;
let loading: Promise<void> | null = null;
let waiting: { host: HTMLDivElement; req: ToastRequest }[] = [];

/** The host div, made again if it was removed (tests empty the body between tests). */
function hostElement(): HTMLDivElement {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.className = 'pf-root';
    host.dataset.pfToasts = '';
    // Staff and kiosk screens size their targets for a finger (tokens.css, --pf-target).
    host.dataset.pfMode = getSettings().mode;
    document.body.append(host);
  }
  return host;
}

function load(): void {
  loading ??= import('./toastHost').then(
    (mod) => {
      loaded = mod;
      const raised = waiting;
      waiting = [];
      // In order: react-toastify shows the first TOAST_LIMIT and queues the rest, each timed from
      // the moment it shows. Toasts whose host was removed meanwhile belonged to a page that is gone.
      // A success toast whose moment has passed is dropped (`TOAST_LATE_MS`).
      const at = now();
      for (const { host: el, req } of raised) {
        if (el.isConnected && !(req.type === 'success' && at - req.raisedAt > TOAST_LATE_MS)) mod.showToast(el, req);
      }
    },
    (error: unknown) => {
      // The chunk could not load (offline, a deploy in between): the next toast tries again and the
      // waiting ones stay in line. Failures are also shown inline, so only the toast is late.
      loading = null;
      console.error('Partsfront: could not load toasts', error);
    },
  );
}

/**
 * Fetches the toast code now rather than on the first toast: a POS register does while the store
 * answers, so that its toasts still show after the network drops.
 */
export function preloadToasts(): void {
  if (!loaded) load();
}

function show(type: ToastRequest['type'], text: ReactNode, defaults: { heading: string; autoClose: number }, opts: ToastOptions = {}): Id {
  const req: ToastRequest = {
    // Our own id (react-toastify's `toastId`), so it can be returned before react-toastify loads.
    id: `pf-toast-${++counter}`,
    type,
    heading: opts.heading ?? defaults.heading,
    text,
    links: [...(opts.link ? [opts.link] : []), ...(opts.links ?? [])],
    autoClose: opts.autoClose ?? defaults.autoClose,
    position: opts.position,
    kind: opts.kind,
    raisedAt: now(),
  };
  const el = hostElement();
  if (loaded) loaded.showToast(el, req);
  else {
    if (req.kind !== undefined) waiting = waiting.filter((w) => w.req.kind !== req.kind || w.req.type !== req.type);
    waiting.push({ host: el, req });
    load();
  }
  return req.id;
}

/**
 * The store's success sentence without its own "Success:" at the start: the toast is already
 * headed "Success!", so "Success: Cash payment of $20.00 added." reads "Cash payment of $20.00
 * added." under it, once. Text without the prefix is kept as it is.
 */
export const withoutSuccessPrefix = (text: string): string => text.replace(/^\s*Success\s*[!:]+\s*/i, '').trim();

/**
 * A green toast headed "Success!" for 3 s (spec 1 §8, §9), 8 s on the POS screens (spec 3 §9). A
 * store sentence that starts with its own "Success:" is shown without it (every success toast of
 * every widget passes here).
 */
export function notifySuccess(text: ReactNode, opts?: ToastOptions): Id {
  const shown = typeof text === 'string' && !opts?.heading ? withoutSuccessPrefix(text) : text;
  const autoClose = getSettings().mode === 'pos' ? TOAST_POS_MS : TOAST_SUCCESS_MS;
  return show('success', shown, { heading: catalogText(uiTexts, 'success'), autoClose }, opts);
}

/** A red toast headed "Uh oh!" for 8 s (spec 1 §8, spec 3 §8). */
export function notifyError(text: ReactNode, opts?: ToastOptions): Id {
  return show('error', text, { heading: catalogText(uiTexts, 'failure'), autoClose: TOAST_ERROR_MS }, opts);
}

/** Closes one toast, or all of them (also those still waiting for the toast code to load). */
export function dismissToast(id?: Id): void {
  waiting = id === undefined ? [] : waiting.filter(({ req }) => req.id !== id);
  loaded?.dismiss(id === undefined ? undefined : String(id));
}

export type { ToastLink };
