import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
// The unstyled build plus its stylesheet imported here, so the CSS ships in this chunk (the
// default build injects a <style> on its own, which the bundle's CSS handling cannot see).
import { ToastContainer, toast, type Id, type ToastPosition } from 'react-toastify/unstyled';
import './toast-vendor.css';
import { ToastBody, type ToastLink } from './ToastBody';
import styles from './toast.module.css';

/** Spec 1 §9: toasts last 3000 ms, error toasts 8000 ms, at most 3 at once. */
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_ERROR_MS = 8000;
export const TOAST_LIMIT = 3;

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
}

let host: HTMLDivElement | null = null;
let root: Root | null = null;

/**
 * The page's one ToastContainer, created on first use in a host div at the end of body, so any
 * widget can toast without mounting anything. Recreated if the host was removed (tests clear body).
 */
function ensureContainer(): void {
  if (host?.isConnected && root) return;
  root?.unmount();
  host = document.createElement('div');
  host.className = 'pf-root';
  host.dataset.pfToasts = '';
  document.body.append(host);
  root = createRoot(host);
  // theme="colored": the spec's "green or red toast" (spec 1 §8), colours from the --pf-* tokens.
  // Not flushSync: toasts may be raised from effects. react-toastify queues toasts sent before its
  // container has mounted and shows them once it has.
  root.render(<ToastContainer className={styles.container} limit={TOAST_LIMIT} position="top-right" theme="colored" newestOnTop={false} />);
}

function show(type: 'success' | 'error', text: ReactNode, defaults: { heading: string; autoClose: number }, opts: ToastOptions = {}): Id {
  ensureContainer();
  const links = [...(opts.link ? [opts.link] : []), ...(opts.links ?? [])];
  return toast[type](<ToastBody heading={opts.heading ?? defaults.heading} text={text} links={links} />, {
    autoClose: opts.autoClose ?? defaults.autoClose,
    position: opts.position,
  });
}

/** A green toast headed "Success!" for 3 s (spec 1 §8, §9). */
export function notifySuccess(text: ReactNode, opts?: ToastOptions): Id {
  return show('success', text, { heading: 'Success!', autoClose: TOAST_SUCCESS_MS }, opts);
}

/** A red toast headed "Uh oh!" for 8 s (spec 1 §8, spec 3 §8). */
export function notifyError(text: ReactNode, opts?: ToastOptions): Id {
  return show('error', text, { heading: 'Uh oh!', autoClose: TOAST_ERROR_MS }, opts);
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: Id): void {
  toast.dismiss(id);
}

export type { ToastLink };
