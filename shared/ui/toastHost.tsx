import { createRoot, type Root } from 'react-dom/client';
// The unstyled build plus its stylesheet imported here, so the CSS ships in this chunk (the
// default build injects a <style> on its own, which the bundle's CSS handling cannot see).
// This module is loaded by toast.tsx on the first toast only: no page pays for it at load.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import './toast-vendor.css';
import { ToastBody } from './ToastBody';
import { TOAST_LIMIT, type ToastRequest } from './toast';
import styles from './toast.module.css';

let host: HTMLElement | null = null;
let root: Root | null = null;

/**
 * The page's one ToastContainer, in the host div toast.tsx keeps at the end of body, so any widget
 * can toast without mounting anything. Made again for a new host (tests empty the body).
 */
function ensureContainer(el: HTMLElement): void {
  if (host === el && root) return;
  root?.unmount();
  // A new container starts with none of the old one's toasts.
  shown = [];
  host = el;
  root = createRoot(el);
  // theme="colored": the spec's "green or red toast" (spec 1 §8), colours from the --pf-* tokens.
  // Not flushSync: toasts may be raised from effects. react-toastify queues toasts sent before its
  // container has mounted and shows them once it has.
  // No `limit`: react-toastify would queue the rest and show each one late, long after its action.
  // The limit of 3 at once is kept in showToast instead, by closing the oldest.
  root.render(<ToastContainer className={styles.container} position="top-right" theme="colored" newestOnTop={false} />);
}

/** The toasts shown, oldest first, with what each confirms (a closed one leaves through onChange). */
let shown: { id: string; type: ToastRequest['type']; kind?: string }[] = [];
toast.onChange((item) => {
  if (item.status === 'removed') shown = shown.filter((s) => s.id !== String(item.id));
});

/** Shows one toast, under the id toast.tsx chose; its time runs from when it shows. */
export function showToast(el: HTMLElement, req: ToastRequest): void {
  ensureContainer(el);
  // A newer toast of the same kind makes the older one stale (the newest add): it goes.
  for (const s of shown) if (req.kind !== undefined && s.kind === req.kind && s.type === req.type) toast.dismiss(s.id);
  shown = shown.filter((s) => !(req.kind !== undefined && s.kind === req.kind && s.type === req.type));
  // At most TOAST_LIMIT at once (spec 1 §9): the oldest success gives its place, else the oldest.
  while (shown.length >= TOAST_LIMIT) {
    const oldest = shown.find((s) => s.type === 'success') ?? shown[0];
    toast.dismiss(oldest.id);
    shown = shown.filter((s) => s !== oldest);
  }
  shown.push({ id: req.id, type: req.type, kind: req.kind });
  toast[req.type](<ToastBody heading={req.heading} text={req.text} links={req.links} />, {
    toastId: req.id,
    autoClose: req.autoClose,
    position: req.position,
  });
}

/** Closes one toast, or all of them including those waiting for a free place (the limit of 3). */
export function dismiss(id?: string): void {
  shown = id === undefined ? [] : shown.filter((s) => s.id !== id);
  toast.dismiss(id);
}

/** Takes the container and its toasts off the page (tests start each page without one). */
export function unmountToasts(): void {
  root?.unmount();
  root = null;
  host = null;
  shown = [];
}
