import { createContext, useContext } from 'react';

/**
 * After every cart action (add, remove, a price, labor, a PO number, a customer, a custom product)
 * the clerk's next move is the next scan or part name: the cart puts the focus back in the scan
 * field. The lines call this when their change was taken; the cart does it after its dialogs close.
 */
export type BackToScan = (origin?: Element | null) => void;

/**
 * `origin`: where the action was made (a line, the code form). A field the clerk is typing in
 * elsewhere keeps the focus (a scanner's burst while a price is typed, a quantity settling while
 * the next one is typed); in `origin`, or anywhere else, the focus goes to the scan field.
 */
export const ScanFocus = createContext<BackToScan>(() => undefined);

export const useBackToScan = (): BackToScan => useContext(ScanFocus);

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'hidden']);

/** A field a person types or chooses in (a text, number or price box, a select, a text area). */
export function isTypingField(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return !el.disabled && !NOT_TYPED.has(el.type);
  return (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && !el.disabled;
}
