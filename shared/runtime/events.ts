/**
 * DOM events on `document` for theme code (the public contract, README "Events"):
 * `pf:ready`, `pf:cart-changed` (`total_items`, `total_text`), `pf:vehicle-changed`,
 * `pf:store-selected`, `pf:error`.
 */
export type PartsfrontEvent =
  | 'pf:ready'
  | 'pf:cart-changed'
  | 'pf:vehicle-changed'
  | 'pf:store-selected'
  | 'pf:error'
  /** `{amount, cents, source}` 1000 ms after a price the payment widgets show changed (shared/product). */
  | 'pf:payment-refresh';

export function emit(type: PartsfrontEvent, detail?: unknown): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens on `document`; returns the function that stops listening. */
export function on<T = unknown>(type: PartsfrontEvent, handler: (detail: T) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<T>).detail);
  document.addEventListener(type, listener);
  return () => document.removeEventListener(type, listener);
}
