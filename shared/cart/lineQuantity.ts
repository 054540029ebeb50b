import { useLayoutEffect, useRef, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { errorText, isAborted } from '../api/errors';
import { pendingIn, runInScope } from '../data/scope';
import { cartService } from './service';
import { cartSummary } from './state';
import { text } from '../texts';
import { cartLineTexts } from './texts';

/** Shown for a failed edit or removal that carries no text of the store's own (500, network, malformed); both carts say it. */
export const QUANTITY_FAILED = cartLineTexts.en.quantityFailed;
export const REMOVE_FAILED = cartLineTexts.en.removeFailed;
/** The failed removal's text in the page's language, read when it is shown. */
export const removeFailedText = (): string => text(cartLineTexts, 'removeFailed');

/**
 * A line's quantity edits, on the cart page and at the POS alike. The QuantityInput already
 * debounces (500 ms); what arrives here is a quantity the person settled on, and the rules are:
 * - a line's edits run in the line's own scope (shared/data `runInScope`): one is unanswered at a
 *   time, and newer quantities typed meanwhile replace each other, so only the newest is sent when
 *   the line's edit is answered (the store sees the edits in order and ends on the last one);
 * - each edit then runs in cart order (`cartService.edit`), so the answers replace the shared
 *   cart in the order the edits were sent;
 * - while a line's edit is unanswered its box shows the draft, not the older quantity;
 * - a failure or refusal is kept by line (`errors`) and told to `onFailure`; the store's quantity
 *   comes back once nothing newer is on its way.
 */
export interface LineQuantityState {
  /** The quantity to show for a line whose edit is not answered yet, by line key. */
  drafts: Record<string, number>;
  /** The last failure or refusal for a line, by key. */
  errors: Record<string, string>;
}

export interface LineQuantityOptions {
  /** An edit to the quantity the store already has is not sent (the cart page). */
  skipUnchanged?: boolean;
  /** Each failure or refusal, besides `errors` (the POS toasts it). */
  onFailure?: (text: string, key: string) => void;
  /** A line's newest quantity was taken: no failure, nothing newer on its way. */
  onTaken?: (key: string) => void;
}

const lineScope = (key: string) => `cart-line:${key}`;
const serverQuantity = (key: string): number | undefined => cartSummary.getState().cart?.products.find((p) => p.key === key)?.quantity;

type Outcome = { sent: boolean; failure?: string; aborted?: boolean };

/** The edits of a cart's lines outside React (the cart page keeps one for all its lines). */
export function createLineQuantities(options: LineQuantityOptions = {}) {
  const state = createStore<LineQuantityState>(() => ({ drafts: {}, errors: {} }));
  const touched = new Set<string>();

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

  const send = async (key: string, quantity: number): Promise<Outcome> => {
    // A quantity that waited may be the store's by now (an edit back to it): nothing to send.
    if (options.skipUnchanged && quantity === serverQuantity(key)) return { sent: false };
    try {
      const cart = await cartService.edit(key, quantity);
      // The store kept the cart but said no (stock, limits): its words next to its quantity.
      return { sent: true, failure: cart.error || cart.error_message || undefined };
    } catch (error) {
      if (isAborted(error)) return { sent: true, aborted: true };
      return { sent: true, failure: errorText(error, text(cartLineTexts, 'quantityFailed')) };
    }
  };

  const answered = (key: string, outcome: Outcome) => {
    const newer = pendingIn(lineScope(key)) > 0;
    const { drafts, errors } = state.getState();
    if (outcome.failure) options.onFailure?.(outcome.failure, key);
    // The newer edit is under way; the older one's failure still deserves to be seen.
    if (newer) {
      if (outcome.failure) patch(key, drafts[key], outcome.failure);
      return;
    }
    patch(key, undefined, outcome.sent ? outcome.failure : errors[key]);
    if (outcome.sent && !outcome.failure && !outcome.aborted) options.onTaken?.(key);
  };

  return {
    state,
    /** A quantity settled on (after the debounce); '' (not a number) is ignored. */
    edit(key: string, quantity: number | ''): void {
      if (quantity === '') return;
      const scope = lineScope(key);
      if (options.skipUnchanged && !pendingIn(scope) && quantity === serverQuantity(key)) {
        patch(key, undefined, undefined);
        return;
      }
      touched.add(key);
      patch(key, quantity, undefined);
      runInScope(scope, 'quantity', () => send(key, quantity)).then(
        (outcome) => answered(key, outcome),
        // Replaced by a newer quantity of the line before it was sent: that one answers.
        () => undefined,
      );
    },
    /** Shows a failure on a line (remove). */
    fail(key: string, text: string): void {
      patch(key, state.getState().drafts[key], text);
    },
    clearError(key: string): void {
      patch(key, state.getState().drafts[key], undefined);
    },
    /** True while any line has an unanswered edit. */
    busy: () => [...touched].some((key) => pendingIn(lineScope(key)) > 0),
  };
}

export type LineQuantities = ReturnType<typeof createLineQuantities>;

export interface LineQuantity {
  /** The unanswered edit's quantity, or undefined: show the store's. */
  draft: number | undefined;
  error: string | undefined;
  edit: (quantity: number | '') => void;
  fail: (text: string) => void;
  clearError: () => void;
}

/**
 * One line's quantity for a component: from the cart's `edits` when given (the cart page's
 * lines share one, its remove shows failures there too), else from edits of its own made with
 * `options` (a POS line; its callbacks may change every render).
 */
export function useLineQuantity(key: string, source: LineQuantities | LineQuantityOptions = {}): LineQuantity {
  const shared = 'state' in source ? source : null;
  const options = useRef(shared ? {} : (source as LineQuantityOptions));
  useLayoutEffect(() => {
    if (!shared) options.current = source as LineQuantityOptions;
  });
  const [own] = useState(() =>
    createLineQuantities({
      skipUnchanged: options.current.skipUnchanged,
      onFailure: (text, k) => options.current.onFailure?.(text, k),
      onTaken: (k) => options.current.onTaken?.(k),
    }),
  );
  const edits = shared ?? own;
  const draft = useStore(edits.state, (s) => s.drafts[key]);
  const error = useStore(edits.state, (s) => s.errors[key]);
  return {
    draft,
    error,
    edit: (quantity) => edits.edit(key, quantity),
    fail: (text) => edits.fail(key, text),
    clearError: () => edits.clearError(key),
  };
}
