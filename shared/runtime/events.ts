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
  | 'pf:payment-refresh'
  /** The GA4 ecommerce events (shared/analytics): `pf:add_to_cart` etc., detail the event's `ecommerce` object. */
  | `pf:${'view_item' | 'view_item_list' | 'select_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'search'}`
  /** The store's own `marketing_tracking` of a cart answer, as it sent it (an object or a list). */
  | 'pf:marketing-tracking';

export function emit(type: PartsfrontEvent, detail?: unknown): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens on `document`; returns the function that stops listening. */
export function on<T = unknown>(type: PartsfrontEvent, handler: (detail: T) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<T>).detail);
  document.addEventListener(type, listener);
  return () => document.removeEventListener(type, listener);
}
