import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { http } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db, resetDb } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { cartSummary, resetCartCalls } from '../../shared/cart/state';


afterEach(() => {
  resetCartCalls();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The whole page, as a shopper uses it: quantities picked on random lines at random moments
 * (within and across the 500 ms debounce), the store's answers released in the scheduler's random
 * order. However it goes, the page and the store end on the last quantity picked for each line.
 */
describe('cart page: rapid quantity changes (fast-check scheduler, whole widget)', () => {
  it('ends with the display and the server on the last value picked for each line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        // Two lines and pauses around the debounce, so edits often overlap unanswered ones.
        fc.array(fc.record({ line: fc.integer({ min: 0, max: 1 }), quantity: fc.integer({ min: 1, max: 9 }), pause: fc.oneof(fc.integer({ min: 0, max: 450 }), fc.integer({ min: 500, max: 900 })) }), { minLength: 1, maxLength: 8 }),
        async (s, steps) => {
          resetDb();
          resetCartCalls();
          cartSummary.setState(cartSummary.getInitialState(), true);
          server.use(
            http.put('*/checkout/cart/edit', async () => {
              await s.schedule(Promise.resolve(), 'edit answer');
              return undefined; // released: on to the mock store
            }),
          );
          const { unmount } = mountWidget(widget);
          try {
            await screen.findByRole('list', { name: 'Products in your cart' });
            const lines = renderCart(db.cart, db.ymm).products;
            const control = (i: number) => within(screen.getByRole('article', { name: lines[i].name })).getByLabelText('Quantity');

            const expected: Record<string, number> = Object.fromEntries(lines.map((l) => [l.key, l.quantity]));
            for (const step of steps) expected[lines[step.line].key] = step.quantity;

            const sequence = s.scheduleSequence(
              steps.map((step) => ({
                label: `line ${step.line} → ${step.quantity}, then ${step.pause} ms`,
                builder: async () => {
                  fireEvent.change(control(step.line), { target: { value: String(step.quantity) } });
                  await advance(step.pause);
                },
              })),
            );

            const shown = () => Object.fromEntries(lines.map((l, i) => [l.key, Number((control(i) as HTMLSelectElement).value)]));
            const onServer = () => Object.fromEntries(db.cart.lines.map((l) => [l.key, l.quantity]));
            let quiet = 0;
            for (let i = 0; i < 400 && quiet < 5; i++) {
              if (s.count() > 0) {
                quiet = 0;
                await act(() => s.waitOne());
                continue;
              }
              await advance(sequence.done ? 100 : 10);
              const settled = sequence.done && JSON.stringify(shown()) === JSON.stringify(expected) && JSON.stringify(onServer()) === JSON.stringify(expected);
              quiet = settled ? quiet + 1 : 0;
            }
            expect(shown()).toEqual(expected);
            expect(onServer()).toEqual(expected);
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          } finally {
            unmount();
            await Promise.resolve();
            server.resetHandlers();
          }
        },
      ),
      // A failing run is slow to replay (its loop runs to the end), so report it unshrunk.
      { numRuns: 40, endOnFailure: true },
    );
  }, 60000);
});
