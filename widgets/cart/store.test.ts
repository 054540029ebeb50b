import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { db, resetDb } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { cartSummary, refreshCart, resetCartCalls } from '../../shared/cart/state';
import { createLineEdits } from './store';

afterEach(() => resetCartCalls());

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs until nothing is left to do: every scheduled task (edits made by the shopper, answers of
 * the store) released in the scheduler's random order, and no edit left unanswered.
 */
async function settle(s: fc.Scheduler, busy: () => boolean, sequenceDone: () => boolean) {
  for (let i = 0; i < 5000; i++) {
    await tick();
    if (s.count() > 0) {
      await s.waitOne();
      continue;
    }
    if (!busy() && sequenceDone()) return;
  }
  throw new Error('did not settle');
}

describe('cart page edits: the last edit wins (fast-check scheduler)', () => {
  it('ends, on the server and in the display, on the last quantity settled on for each line, whatever the timing', async () => {
    const keys = renderCart(db.cart, db.ymm).products.map((p) => p.key);
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.record({ line: fc.integer({ min: 0, max: keys.length - 1 }), quantity: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 8 }),
        async (s, steps) => {
          resetDb();
          resetCartCalls();
          cartSummary.setState(cartSummary.getInitialState(), true);
          // Each answer of the store is held until the scheduler releases it.
          server.use(
            http.put('*/checkout/cart/edit', async () => {
              await s.schedule(Promise.resolve(), 'edit answer');
              return undefined;
            }),
          );
          await refreshCart();
          const edits = createLineEdits();
          const initial = Object.fromEntries(renderCart(db.cart, db.ymm).products.map((p) => [p.key, p.quantity]));

          // The shopper's edits, in order, interleaved at random with the store's answers.
          const sequence = s.scheduleSequence(steps.map((step) => ({ label: `edit ${keys[step.line]}→${step.quantity}`, builder: async () => edits.edit(keys[step.line], step.quantity) })));
          await settle(s, edits.busy, () => sequence.done);

          const expected = { ...initial };
          for (const step of steps) expected[keys[step.line]] = step.quantity;
          const onServer = Object.fromEntries(db.cart.lines.map((l) => [l.key, l.quantity]));
          const shown = Object.fromEntries(cartSummary.getState().cart!.products.map((p) => [p.key, edits.state.getState().drafts[p.key] ?? p.quantity]));
          expect(onServer).toEqual(expected);
          expect(shown).toEqual(expected);
          expect(edits.state.getState().drafts).toEqual({});
          expect(edits.state.getState().errors).toEqual({});
          server.resetHandlers();
        },
      ),
      { numRuns: 40 },
    );
  });
});
