import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { formatMoney, lineTotal } from '../../shared/money';
import { setFaults } from '../../mocks/faults';
import { CART_CALL_TIMEOUT_MS } from '../../shared/cart/state';
import { EDIT_FAILED } from './store';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';


const mounted = cartWidgetTests();

/** Every PUT edit the store received, as `key=quantity`, in arrival order, and when (fake clock). */
let edits: string[] = [];
let sentAt: number[] = [];
beforeEach(() => {
  edits = [];
  sentAt = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'PUT') return;
    sentAt.push(Date.now());
    const form = new URLSearchParams(await request.clone().text());
    edits.push(`${form.get('key')}=${form.get('quantity')}`);
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => server.events.removeAllListeners());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const storeLine = (key: string) => db.cart.lines.find((l) => l.key === key)!;

async function mountCart() {
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in your cart' });
}

/** The first line of the seed cart (quantity 2) and its quantity control. */
function firstLine() {
  const line = renderCart(db.cart, db.ymm).products[0];
  const article = screen.getByRole('article', { name: line.name });
  return { line, article, quantity: () => within(article).getByLabelText('Quantity') as HTMLSelectElement | HTMLInputElement };
}

describe('cart page: quantity edits', () => {
  it('waits 500 ms after the last change, then sends one PUT edit (key, quantity) and shows the answer', async () => {
    const u = user();
    await mountCart();
    const { line, quantity } = firstLine();
    await u.selectOptions(quantity(), '3');
    // The fake clock also runs with real time (shouldAdvanceTime), so measure rather than race it.
    const lastChange = Date.now();
    await u.selectOptions(quantity(), '4');
    await wait(500);
    await eventually(() => expect(edits).toEqual([`${line.key}=4`]));
    expect(sentAt[0] - lastChange).toBeGreaterThanOrEqual(500);
    await eventually(() => expect(storeLine(line.key).quantity).toBe(4));
    const answered = renderCart(db.cart, db.ymm).products[0];
    await eventually(() => expect(within(firstLine().article).getByText('Total').nextSibling).toHaveTextContent(formatMoney(lineTotal(answered.unit_price, answered.quantity))));
    expect(quantity()).toHaveValue('4');
  });

  it('shows "Updating…" beside the quantity while a slow edit is on its way', async () => {
    const u = user();
    await mountCart();
    server.use(
      http.put('*/checkout/cart/edit', async () => {
        await delay(800);
        return undefined;
      }),
    );
    const { article, quantity } = firstLine();
    expect(within(article).getByRole('status')).toHaveTextContent('');
    await u.selectOptions(quantity(), '3');
    await wait(500);
    await eventually(() => expect(within(article).getByRole('status')).toHaveTextContent('Updating…'));
    await wait(1000);
    await eventually(() => expect(within(firstLine().article).getByRole('status')).toHaveTextContent(''));
    expect(quantity()).toHaveValue('3');
  });

  it('sends nothing for an edit undone within the debounce', async () => {
    const u = user();
    await mountCart();
    const { line, quantity } = firstLine();
    await u.selectOptions(quantity(), '5');
    await wait(200);
    await u.selectOptions(quantity(), String(line.quantity));
    await wait(1000);
    expect(edits).toEqual([]);
    expect(quantity()).toHaveValue(String(line.quantity));
  });

  it('sends a typed quantity of 10 or more from the number input', async () => {
    const u = user();
    await mountCart();
    const { line, quantity } = firstLine();
    await u.selectOptions(quantity(), '10+');
    const box = quantity();
    await u.clear(box);
    await u.type(box, '25');
    await wait(500);
    await eventually(() => expect(storeLine(line.key).quantity).toBe(25));
    expect(edits.at(-1)).toBe(`${line.key}=25`);
  });

  it('ends on the last edit when the first answer comes back long after the second edit was made', async () => {
    // The store answers the first edit after 2 s and later ones at once.
    let count = 0;
    server.use(
      http.put('*/checkout/cart/edit', async () => {
        count += 1;
        await delay(count === 1 ? 2000 : 10);
        return undefined; // on to the mock store's own handler
      }),
    );
    const u = user();
    await mountCart();
    const { line, quantity } = firstLine();
    await u.selectOptions(quantity(), '3');
    await wait(500); // edit 3 sent; its answer is 2 s away
    await u.selectOptions(quantity(), '6');
    await wait(500); // edit 6 settled on while 3 is unanswered
    expect(quantity()).toHaveValue('6');
    await wait(1100); // the answer to 3 arrives…
    expect(quantity()).toHaveValue('6'); // …and does not pull the display back to 3
    await wait(100);
    await eventually(() => expect(storeLine(line.key).quantity).toBe(6));
    // The store saw the edits in the order they were made: the last one last.
    expect(edits).toEqual([`${line.key}=3`, `${line.key}=6`]);
    await eventually(() => expect(within(firstLine().article).getByText('Total').nextSibling).toHaveTextContent(formatMoney(lineTotal(renderCart(db.cart, db.ymm).products[0].unit_price, 6))));
    expect(quantity()).toHaveValue('6');
  });

  it('keeps edits of two lines made in quick succession', async () => {
    const u = user();
    await mountCart();
    const [a, b] = renderCart(db.cart, db.ymm).products;
    const qa = within(screen.getByRole('article', { name: a.name })).getByLabelText('Quantity');
    const qb = within(screen.getByRole('article', { name: b.name })).getByLabelText('Quantity');
    await u.selectOptions(qa, '7');
    await u.selectOptions(qb, '8');
    await wait(500);
    await eventually(() => expect([storeLine(a.key).quantity, storeLine(b.key).quantity]).toEqual([7, 8]));
    await eventually(() => expect(qa).toHaveValue('7'));
    expect(qb).toHaveValue('8');
  });

  it.each(['http500', 'network', 'malformed'] as const)('shows the error and puts back the server quantity when an edit fails (%s)', async (kind) => {
    const u = user();
    await mountCart();
    const { line, article, quantity } = firstLine();
    setFaults({ failing: { 'checkout/cart/edit': kind } });
    await u.selectOptions(quantity(), '5');
    await wait(500);
    expect(await within(article).findByRole('alert')).toHaveTextContent(EDIT_FAILED);
    expect(quantity()).toHaveValue(String(line.quantity));
    expect(storeLine(line.key).quantity).toBe(line.quantity);
    // Still usable: the next edit goes through and clears the error.
    setFaults({});
    await u.selectOptions(quantity(), '4');
    await wait(500);
    await eventually(() => expect(storeLine(line.key).quantity).toBe(4));
    await eventually(() => expect(within(article).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('gives up on an edit the store never answers, so later edits are not held up', async () => {
    let first = true;
    server.use(
      http.put('*/checkout/cart/edit', () => {
        if (!first) return undefined;
        first = false;
        return new Promise<never>(() => undefined); // never answered
      }),
    );
    const u = user();
    await mountCart();
    const { line, article, quantity } = firstLine();
    await u.selectOptions(quantity(), '5');
    await wait(500);
    await wait(CART_CALL_TIMEOUT_MS);
    expect(await within(article).findByRole('alert')).toHaveTextContent(EDIT_FAILED);
    expect(quantity()).toHaveValue(String(line.quantity));
    await u.selectOptions(quantity(), '3');
    await wait(500);
    await eventually(() => expect(storeLine(line.key).quantity).toBe(3));
    await eventually(() => expect(within(article).queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the store's refusal with the quantity the store kept", async () => {
    server.use(http.put('*/checkout/cart/edit', () => HttpResponse.json({ ...renderCart(db.cart, db.ymm), error: 'Only 3 left in stock.' })));
    const u = user();
    await mountCart();
    const { line, article, quantity } = firstLine();
    await u.selectOptions(quantity(), '9');
    await wait(500);
    expect(await within(article).findByRole('alert')).toHaveTextContent('Only 3 left in stock.');
    expect(quantity()).toHaveValue(String(line.quantity));
  });
});
