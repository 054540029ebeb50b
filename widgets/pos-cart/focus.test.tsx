import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { renderCart } from '../../mocks/db/cart';
import { setFaults } from '../../mocks/faults';
import { line, mountPosCart, PADS, posCartTests } from '../../tests/utils/posCart';
import { eventually } from '../../tests/utils/wait';

/**
 * The counter's scan field has the focus on page load and again after every cart
 * action, each tested here on its own (price, PO number, labor, removal, custom labor and the
 * customer are in counter.test.tsx). A busy button is disabled under the focus, so each action
 * is started by its button where it has one: the focus must come back from there too.
 */
const pos = () =>
  setConfig({
    mode: 'pos',
    pos: { laborRates: [{ labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' }], taxClasses: [], poNumbers: { enabled: false, required: false }, vehiclesEnabled: true },
  });
const scanField = () => screen.getByLabelText('Scan or enter part number');
const backInScanField = () => eventually(() => expect(scanField()).toHaveFocus());
/** The part the seed cart lacks, by part number (Moog's ball joint is not in it; the wiper is). */
const WIPER = 'ACDelco Force Hybrid Wiper Blade';

posCartTests();

describe('pos-cart: the scan field has the focus', () => {
  it('when the page has loaded', async () => {
    pos();
    await mountPosCart();
    await backInScanField();
  });

  it('after a part added with the Add button, and after an unknown code (kept to correct)', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(scanField());
    await user.paste('10D5520');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
    await backInScanField();
    await user.paste('NOPE-1');
    setFaults({ latencyMs: 50 });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('No product matches "NOPE-1".')).toBeInTheDocument();
    await backInScanField();
    expect(scanField()).toHaveValue('NOPE-1');
  });

  it('after Apply Code (its button is disabled while the code is sent); a refused code keeps the focus on the code', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const code = screen.getByLabelText('Coupon or gift code');
    await user.type(code, 'EXPIRED5');
    setFaults({ latencyMs: 50 });
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    await screen.findByText('Warning: Coupon is either invalid, expired or reached its usage limit!');
    await eventually(() => expect(code).toHaveFocus());
    await user.clear(code);
    await user.type(code, 'SAVE10');
    const apply = screen.getByRole('button', { name: 'Apply Code' });
    await user.click(apply);
    await screen.findByText('Your coupon discount has been applied!');
    await backInScanField();
    expect(apply).toBeDisabled();
  });

  it('after a quantity change on a line, once the store took it', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const quantity = within(line(PADS)).getByLabelText(`Quantity of ${PADS}`);
    await user.selectOptions(quantity, '5');
    expect(quantity).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await eventually(() => expect(db.cart.lines.find((l) => l.product_id === 101)?.quantity ?? db.cart.lines[0].quantity).toBe(5));
    await backInScanField();
  });

  it('not after a quantity the store refused: the box keeps the focus', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.put('*/checkout/cart/edit', () => HttpResponse.json({ ...renderCart(db.cart, db.ymm), error: 'Only 4 in stock.' } as never)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const quantity = within(line(PADS)).getByLabelText(`Quantity of ${PADS}`);
    await user.selectOptions(quantity, '5');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await screen.findByText('Only 4 in stock.');
    expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveFocus();
  });

  it('after Save', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Order Saved!');
    await backInScanField();
  });

  it('after Cancel Order (the cart empty, Cancel disabled)', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('The shopping cart is empty.')).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await backInScanField();
  });

  it('after Abandon Order', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Abandon' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abandon Order' }));
    expect(await screen.findByText('The shopping cart is empty.')).toBeInTheDocument();
    await backInScanField();
  });

  it('after the customer is removed', async () => {
    pos();
    db.cart.customer_id = 501;
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Remove Customer' }));
    await eventually(() => expect(db.cart.customer_id).toBeFalsy());
    await backInScanField();
  });

  it("after the labor is taken off a line (its button gone), and after one of the customer's vehicles is chosen", async () => {
    pos();
    db.cart.customer_id = 501;
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(within(line(PADS)).getByRole('button', { name: `Remove Labor from ${PADS}` }));
    await screen.findByText('The labor has been updated.');
    await backInScanField();
    await user.click(screen.getByRole('button', { name: /2012 Honda Civic/ }));
    await eventually(() => expect(screen.getByRole('button', { name: /2012 Honda Civic/ })).toHaveAttribute('aria-pressed', 'true'));
    await backInScanField();
  });

  it('not while the clerk types a unit price when a scanner adds a part', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 120 });
    const scanner = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 5 });
    await mountPosCart();
    await person.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const price = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await person.clear(price);
    await person.type(price, '3');
    await scanner.keyboard('10D5520{Enter}');
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(price).toHaveFocus();
    expect(price).toHaveValue('3');
  });
});
