import { createStore } from 'zustand/vanilla';
import { errorText, isAborted } from '../../shared/api/errors';
import { cartService, cartSummary } from '../../shared/cart';

/**
 * The cart page's quantity edits, one store per mounted cart (CONTRIBUTING "store.ts").
 *
 * The QuantityInput already debounces (500 ms) and never reports an edit undone within the
 * delay. What arrives here is a quantity the shopper settled on, and the rules are:
 * - one edit per line is unanswered at a time; newer quantities typed meanwhile replace each
 *   other, and only the newest is sent when the line's edit is answered (so the server sees the
 *   edits in the order they were made and ends on the last one);
 * - every edit runs in cart order (`cartService.edit`), so the answers replace the shared cart in the
 *   order the edits were sent, and the display ends on the answer to the last edit sent;
 * - while a line's edit is unanswered its input shows the draft, not the older server value;
 * - a failure (store refusal, 500, network, malformed body) shows its text on the line and puts
 *   the server's quantity back; the last good cart stays.
 */
export interface LineEditsState {
  /** The quantity to show for a line whose edit is not answered yet, by line key. */
  drafts: Record<string, number>;
  /** The last failure or refusal for a line, by key. */
  errors: Record<string, string>;
}

/** Shown for failures that carry no text of the store's own (500, network, malformed). */
export const EDIT_FAILED = 'The quantity could not be updated. Please try again.';
export const REMOVE_FAILED = 'The product could not be removed. Please try again.';

const serverQuantity = (key: string): number | undefined => cartSummary.getState().cart?.products.find((p) => p.key === key)?.quantity;

export function createLineEdits() {
  const state = createStore<LineEditsState>(() => ({ drafts: {}, errors: {} }));
  const unanswered = new Set<string>();
  const waiting = new Map<string, number>();

  const patch = (key: string, draft: number | undefined, error: string | undefined) =>
    state.setState((s) => {
      const drafts = { ...s.drafts };
      const errors = { ...s.errors };
      if (draft === undefined) delete drafts[key];
      else drafts[key] = draft;
      if (error === undefined) delete errors[key];
      else errors[key] = error;
      return { drafts, errors };
    });

  function send(key: string, quantity: number): void {
    unanswered.add(key);
    patch(key, quantity, undefined);
    let failure: string | undefined;
    cartService.edit(key, quantity)
      .then((cart) => {
        // The store kept the cart but said no (stock, limits): its words next to its quantity.
        failure = cart.error || cart.error_message || undefined;
      })
      .catch((error: unknown) => {
        if (!isAborted(error)) failure = errorText(error, EDIT_FAILED);
      })
      .finally(() => {
        unanswered.delete(key);
        const next = waiting.get(key);
        waiting.delete(key);
        if (next !== undefined && next !== serverQuantity(key)) {
          send(key, next);
          // The newer edit is under way; the older one's failure still deserves to be seen.
          if (failure) patch(key, next, failure);
        } else {
          patch(key, undefined, failure);
        }
      });
  }

  return {
    state,
    /** A quantity the shopper settled on (after the debounce); '' (not a number) is ignored. */
    edit(key: string, quantity: number | ''): void {
      if (quantity === '') return;
      if (unanswered.has(key)) {
        waiting.set(key, quantity);
        patch(key, quantity, undefined);
        return;
      }
      if (quantity === serverQuantity(key)) {
        patch(key, undefined, undefined);
        return;
      }
      send(key, quantity);
    },
    /** Shows a failure on a line (remove). */
    fail(key: string, text: string): void {
      patch(key, state.getState().drafts[key], text);
    },
    clearError(key: string): void {
      patch(key, state.getState().drafts[key], undefined);
    },
    /** True while any line has an unanswered edit. */
    busy: () => unanswered.size > 0,
  };
}

export type LineEdits = ReturnType<typeof createLineEdits>;
