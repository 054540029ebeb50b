import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { catalog } from '../../mocks/db/catalog';
import { renderCart } from '../../mocks/db/cart';
import { navigation } from '../../shared/runtime/navigation';
import { line, mountPosCart, PADS, posCartTests } from '../../tests/utils/posCart';
import { PO_TOGGLE_RESET_MS } from '../../shared/order';
import { NEEDS_ACK, needsAckDetail } from './components/OrderActions';
import { eventually } from '../../tests/utils/wait';
import { T_NOT_SENT } from '../../shared/offline';


const LABOR_RATES = [
  { labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' },
  { labor_id: 2, title: 'Express Service Rate', amount: '95.50' },
];
const TAX_CLASSES = [
  { tax_class_id: 9, title: 'Taxable Goods' },
  { tax_class_id: 10, title: 'Taxable Services' },
];
const pos = (extra: Record<string, unknown> = {}) =>
  setConfig({ mode: 'pos', pos: { laborRates: LABOR_RATES, taxClasses: TAX_CLASSES, poNumbers: { enabled: true, required: false }, vehiclesEnabled: true, ...extra } });

/** Counts the requests to a path (and keeps their bodies / queries). */
function spy(path: string) {
  const seen: Array<{ url: URL; body: string }> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path) || url.searchParams.get('route') === path.replace(/^\//, '')) {
      void request
        .clone()
        .text()
        .then((body) => seen.push({ url, body }));
    }
  });
  return seen;
}

/** A store slow enough that a double click's second click lands while the first is unanswered. */
const slowStore = () => setFaults({ latencyMs: 150 });



posCartTests();
afterEach(() => vi.restoreAllMocks());

describe('pos-cart: mode', () => {
  it('outside POS mode shows a notice and no staff controls', () => {
    setConfig({ mode: 'storefront' });
    const m = mountWidget(widget);
    expect(m.el).toHaveTextContent('The POS cart is available in POS mode only.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with the POS locked shows the locked view', () => {
    setConfig({ mode: 'pos', posLocked: true });
    const m = mountWidget(widget);
    expect(m.el).toHaveTextContent('The POS is locked.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('pos-cart: lines', () => {
  it('shows the lines with quantity, unit price, total and labor, and the totals', async () => {
    pos();
    await mountPosCart();
    const pads = line(PADS);
    expect(within(pads).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('2');
    expect(within(pads).getByText('Brake Pad Installation', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' })).toBeInTheDocument();
  });

  it('overrides a unit price: success text, refusal text with the store reason, and the system error', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const pads = line(PADS);
    await user.click(within(pads).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const field = within(pads).getByLabelText(`New unit price of ${PADS}`);
    await user.clear(field);
    await user.type(field, '49.5');
    const calls = spy('/checkout/cart/updatePrice');
    slowStore();
    await user.dblClick(within(pads).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The unit price has been updated.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0].body).get('newPrice')).toBe('49.50');
    expect(within(line(PADS)).getByText('$49.50')).toBeInTheDocument();

    server.use(http.post('*/checkout/cart/updatePrice', () => HttpResponse.json({ error: 'Prices below cost need a manager.' })));
    await user.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    await user.click(within(line(PADS)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The unit price couldn't be updated.")).toBeInTheDocument();
    expect(screen.getByText('Prices below cost need a manager.')).toBeInTheDocument();
    // Nothing typed is lost: the field is still open with its value.
    expect(within(line(PADS)).getByLabelText(`New unit price of ${PADS}`)).toHaveValue('49.50');

    server.resetHandlers();
    setFaults({ failing: { 'checkout/cart/updatePrice': 'http500' } });
    await user.click(within(line(PADS)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A system error occurred. Contact your administrator.')).toBeInTheDocument();
  });

  it('updates labor: success, refusal and system error texts; sends once on a double click', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(within(line(PADS)).getByRole('button', { name: `Update Labor for ${PADS}` }));
    const dialog = screen.getByRole('dialog', { name: `Update Labor: ${PADS}` });
    await user.clear(within(dialog).getByLabelText('Time (minutes)'));
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '90');
    const calls = spy('/checkout/cart/updateLabor');
    slowStore();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Update Labor' }));
    expect(await screen.findByText('The labor has been updated.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(http.post('*/checkout/cart/updateLabor', () => HttpResponse.json({ error: 'Labor is locked on this order.' })));
    await user.click(within(line(PADS)).getByRole('button', { name: `Update Labor for ${PADS}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Labor' }));
    expect(await screen.findByText("The labor couldn't be updated.")).toBeInTheDocument();
    expect(screen.getByText('Labor is locked on this order.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    server.use(http.post('*/checkout/cart/updateLabor', () => HttpResponse.error()));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Labor' }));
    expect(await screen.findByText('A system error occurred. Contact your administrator.')).toBeInTheDocument();
  });

  it('takes the labor off a line', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(within(line(PADS)).getByRole('button', { name: `Remove Labor from ${PADS}` }));
    expect(await screen.findByText('The labor has been updated.')).toBeInTheDocument();
    await eventually(() => expect(within(line(PADS)).getByRole('button', { name: `Add Labor for ${PADS}` })).toBeInTheDocument());
    expect(db.cart.lines[0].labor).toBe(false);
  });

  it('applies labor to a line without labor, with the exact amount', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const belt = db.cart.lines[2];
    const name = catalog().find((c) => c.product.product_id === belt.product_id)!.product.name;
    await user.click(within(line(name)).getByRole('button', { name: `Add Labor for ${name}` }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Labor Rate'), '2');
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '50');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    expect(within(dialog).getByText('$238.75')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Labor' }));
    expect(await within(line(name)).findByText(/= \$238\.75/)).toBeInTheDocument();
  });
});

describe('pos-cart: quantity, remove, codes', () => {
  it('sends a settled quantity once, and shows a refusal with the quantity the store kept', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const edits = spy('/checkout/cart/edit');
    await user.selectOptions(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`), '5');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await eventually(() => expect(db.cart.lines[0].quantity).toBe(5));
    expect(edits).toHaveLength(1);
    // The store keeps the cart as it was and says why (spec 5: the whole cart plus error).
    server.use(http.put('*/checkout/cart/edit', () => HttpResponse.json({ ...renderCart(db.cart, db.ymm), error: 'Only 6 in stock.' } as never)));
    await user.selectOptions(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`), '7');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('Only 6 in stock.')).toBeInTheDocument();
    await eventually(() => expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('5'));
  });

  it('refuses a quantity above 10000 (99999): says so, sends nothing and keeps the old quantity', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const edits = spy('/checkout/cart/edit');
    const before = db.cart.lines[0].quantity;
    await user.selectOptions(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`), '10+');
    const box = within(line(PADS)).getByRole('spinbutton', { name: `Quantity of ${PADS}` });
    await user.clear(box);
    await user.type(box, '99999');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const message = `Maximum quantity is 10000: 99999 was not saved, the quantity stays ${before}.`;
    expect(within(line(PADS)).getByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(edits).toHaveLength(0);
    expect(db.cart.lines[0].quantity).toBe(before);
    // Left, the box shows the quantity that stays; the line's total is unchanged.
    await user.tab();
    expect(box).toHaveValue(before);
    expect(within(line(PADS)).getByText(message)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(edits).toHaveLength(0);
  });

  it('removes a line once per double click', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const removes = spy('/checkout/cart/remove');
    slowStore();
    await user.dblClick(within(line(PADS)).getByRole('button', { name: `Remove ${PADS}` }));
    await eventually(() => expect(screen.queryByRole('listitem', { name: PADS })).not.toBeInTheDocument());
    expect(removes).toHaveLength(1);
  });

  it('goes to /checkout/cart when the last line is removed (spec 3 §2, §4), and stays while lines remain', async () => {
    pos();
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    db.cart.vouchers = [];
    await mountPosCart();
    const names = renderCart(db.cart, db.ymm).products.map((p) => p.name);
    expect(names.length).toBeGreaterThan(1);
    for (const [i, name] of names.entries()) {
      await user.click(within(line(name)).getByRole('button', { name: `Remove ${name}` }));
      await eventually(() => expect(screen.queryByRole('listitem', { name })).not.toBeInTheDocument());
      if (i < names.length - 1) expect(go).not.toHaveBeenCalled();
    }
    await eventually(() => expect(go).toHaveBeenCalledWith('/checkout/cart'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("applies a code, with the store's success or error text", async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const field = screen.getByLabelText('Coupon or gift code');
    await user.type(field, 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(await screen.findByText('Warning: Coupon is either invalid, expired or reached its usage limit!')).toBeInTheDocument();
    expect(field).toHaveValue('EXPIRED5');
    await user.clear(field);
    await user.type(field, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    // The store's sentence once, under the toast's own "Success!" (not "Success! Success: …").
    const applied = (await screen.findByText('Your coupon discount has been applied!')).closest('[role="alert"]') as HTMLElement;
    expect(applied).toHaveTextContent(/^Success!Your coupon discount has been applied!$/);
    expect(screen.getByText('Coupon (SAVE10)')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});

describe('pos-cart: custom product and custom labor', () => {
  it('adds a custom product once per double click; the dialog closes, the toast says it once, the focus is back in the scan field; the form resets but keeps the tax class', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Add a Custom Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Custom Product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shop towels');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tax Class' }), '9');
    await user.type(within(dialog).getByLabelText('Price'), '4.25');
    const calls = spy('/checkout/cart/addCustomProduct');
    slowStore();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add' }));
    // The line shows at once, and is the same line once the store has it ("Not yet sent" gone):
    // updated in place, not drawn again.
    const shownFirst = await screen.findByRole('listitem', { name: 'Shop towels' });
    await eventually(() => expect(screen.getByRole('listitem', { name: 'Shop towels' })).not.toHaveTextContent(T_NOT_SENT));
    expect(screen.getByRole('listitem', { name: 'Shop towels' })).toBe(shownFirst);
    expect(calls).toHaveLength(1);
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The store's "Success: You have added …" under the toast's own "Success!" heading, once, the
    // name linking to the new line on this cart (a custom product has no page of its own).
    const toLine = await screen.findByRole('link', { name: 'Shop towels' });
    expect(toLine.parentElement).toHaveTextContent(/^You have added Shop towels to your shopping cart!$/);
    const row = screen.getByRole('listitem', { name: 'Shop towels' });
    expect(toLine).toHaveAttribute('href', `#${row.id}`);
    expect(screen.queryByText(/Success: /)).not.toBeInTheDocument();
    await eventually(() => expect(screen.getByLabelText('Scan or enter part number')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add a Custom Product' }));
    const again = screen.getByRole('dialog', { name: 'Add a Custom Product' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: 'Tax Class' })).toHaveValue('9');
  });

  it("shows the store's error_message as an error toast and keeps the form", async () => {
    pos();
    server.use(http.post('*/checkout/cart/addCustomProduct', () => HttpResponse.json({ error_message: 'Custom products are turned off.' })));
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Add a Custom Product' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Core charge');
    await user.type(within(dialog).getByLabelText('Price'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Custom products are turned off.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Core charge');
  });

  it('adds custom labor as its own line', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Add Custom Labor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Labor' });
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '30');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Diagnostics');
    await user.click(within(dialog).getByRole('button', { name: 'Add Labor' }));
    const labor = await screen.findByRole('listitem', { name: 'Diagnostics' });
    expect(within(labor).getByText(/= \$60\.00/)).toBeInTheDocument();
    // The added-to-cart toast names the labor, linking to its line.
    const toLine = await screen.findByRole('link', { name: 'Diagnostics' });
    expect(toLine.parentElement).toHaveTextContent(/^You have added Diagnostics to your shopping cart!$/);
    expect(toLine).toHaveAttribute('href', `#${labor.id}`);
  });

  it('offers no custom labor without labor rates', async () => {
    pos({ laborRates: [] });
    await mountPosCart();
    expect(screen.queryByRole('button', { name: 'Add Custom Labor' })).not.toBeInTheDocument();
  });
});

describe('pos-cart: PO numbers', () => {
  it('are shown only when enabled', async () => {
    pos({ poNumbers: { enabled: false, required: false } });
    await mountPosCart();
    expect(screen.queryByLabelText(/PO Number/)).not.toBeInTheDocument();
  });

  it('two lines applied one right after the other each send their own PO number', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const [, wiresLine] = db.cart.lines;
    const wires = catalog().find((c) => c.product.product_id === wiresLine.product_id)!.product.name;
    await user.type(within(line(PADS)).getByLabelText(`PO Number for ${PADS}`), 'A-1');
    await user.type(within(line(wires)).getByLabelText(`PO Number for ${wires}`), 'B-2');
    const calls = spy('/api/cart/applyPoNumber');
    slowStore();
    await user.click(within(line(PADS)).getByRole('button', { name: `Apply the PO number to ${PADS}` }));
    await user.click(within(line(wires)).getByRole('button', { name: `Apply the PO number to ${wires}` }));
    await eventually(() => expect(db.cart.lines.map((l) => l.po_number ?? '')).toEqual(['A-1', 'B-2', '']));
    expect(calls).toHaveLength(2);
  });

  it('applies one line, then all lines; the toggle resets after 250 ms; errors carry the store text', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const pads = line(PADS);
    await user.type(within(pads).getByLabelText(`PO Number for ${PADS}`), 'PO-77');
    await user.click(within(pads).getByRole('button', { name: `Apply the PO number to ${PADS}` }));
    expect(await screen.findByText('PO Number added successfully.')).toBeInTheDocument();
    expect(db.cart.lines.map((l) => l.po_number ?? '')).toEqual(['PO-77', '', '']);

    const toAll = within(line(PADS)).getByRole('checkbox', { name: 'Apply to all' });
    await user.click(toAll);
    await user.click(within(line(PADS)).getByRole('button', { name: 'Apply the PO number to every line' }));
    await eventually(() => expect(db.cart.lines.map((l) => l.po_number)).toEqual(['PO-77', 'PO-77', 'PO-77']));
    expect(toAll).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(PO_TOGGLE_RESET_MS));
    expect(toAll).not.toBeChecked();

    server.use(http.post('*/api/cart/applyPoNumber', () => HttpResponse.json({ error: 'PO Number must be 30 characters or fewer.' })));
    await user.click(within(line(PADS)).getByRole('button', { name: `Apply the PO number to ${PADS}` }));
    expect(await screen.findByText('Error adding PO Number.')).toBeInTheDocument();
    expect(screen.getByText('PO Number must be 30 characters or fewer.')).toBeInTheDocument();
  });
  it('a PO number applied to all shows on every line: each field not being edited takes the store\'s value', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const [, wiresLine] = db.cart.lines;
    const wires = catalog().find((c) => c.product.product_id === wiresLine.product_id)!.product.name;
    await user.type(within(line(PADS)).getByLabelText(`PO Number for ${PADS}`), 'PO-7781');
    await user.click(within(line(PADS)).getByRole('checkbox', { name: 'Apply to all' }));
    await user.click(within(line(PADS)).getByRole('button', { name: 'Apply the PO number to every line' }));
    expect(await screen.findByText('PO Number added successfully.')).toBeInTheDocument();
    expect(db.cart.lines.map((l) => l.po_number)).toEqual(['PO-7781', 'PO-7781', 'PO-7781']);
    await eventually(() => expect(within(line(wires)).getByLabelText(`PO Number for ${wires}`)).toHaveValue('PO-7781'));
    expect(within(line(PADS)).getByLabelText(`PO Number for ${PADS}`)).toHaveValue('PO-7781');
  });
});

describe('pos-cart: customer and vehicle', () => {
  it('sets the customer through the customer search; the customer brings their vehicles', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Set Customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Search for a Customer' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search customers' }), 'Jordan Miller');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await user.click(await within(dialog).findByRole('option', { name: /Jordan Miller/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Select Customer' }));
    expect(await screen.findByText('Customer assigned to cart!')).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Jordan Miller')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Customer vehicles' })).toHaveTextContent('Honda Civic');
    expect(db.cart.customer_id).toBe(501);
  });

  it('adding a vehicle without a customer says a customer must be selected', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A customer must be selected!');
  });

  it("removes the customer; choosing one of the customer's vehicles saves it and checks every line in one call", async () => {
    pos();
    db.cart.customer_id = 501;
    const user = userEvent.setup();
    await mountPosCart();
    expect(screen.getByText('Jordan Miller')).toBeInTheDocument();
    const saves = spy('/ymm/json/saveVehicle');
    const checks = spy('/ymm/json/validateFitment');
    await user.click(screen.getByRole('button', { name: /2012 Honda Civic/ }));
    const pads = line(PADS);
    expect(await within(pads).findByText(/Doesn't Fit Your Vehicle/)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect([...saves[0].url.searchParams.keys()]).toEqual(expect.arrayContaining(['add1', 'add2', 'add3']));
    expect(saves[0].url.searchParams.get('add2')).toBe('MakeID||52||Make||Honda');
    await eventually(() => expect(checks).toHaveLength(1));
    expect(checks[0].url.searchParams.get('Parts')!.split(',')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /2012 Honda Civic/ })).toHaveAttribute('aria-pressed', 'true');

    // Check Out waits for the acknowledgement, which stays on the line.
    // It explains (how many, where) and puts the focus on the box to tick.
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`${NEEDS_ACK} ${needsAckDetail(2)}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const first = screen.getAllByRole('checkbox', { name: /does not fit/ })[0];
    expect(first).toHaveFocus();
    expect(first).not.toBeChecked();
    const ack = within(line(PADS)).getByRole('checkbox', { name: `The customer knows ${PADS} does not fit` });
    await user.click(ack);
    expect(ack).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove Customer' }));
    expect(await screen.findByText('No customer is set on this cart.')).toBeInTheDocument();
    expect(within(line(PADS)).getByRole('checkbox', { name: `The customer knows ${PADS} does not fit` })).toBeChecked();
  });
});

describe('pos-cart: adding a vehicle for the customer', () => {
  it("saves it on the customer and makes it the cart's vehicle", async () => {
    pos();
    db.cart.customer_id = 503;
    const user = userEvent.setup();
    await mountPosCart();
    expect(screen.queryByRole('list', { name: 'Customer vehicles' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vehicle for Luis Ortega' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0);
    await eventually(() => expect(within(dialog).getByLabelText('Year')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Year'), '2015');
    await eventually(() => expect(within(dialog).getByLabelText('Make')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Make'), 'Ford');
    await eventually(() => expect(within(dialog).getByLabelText('Model')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Model'), 'F-150');
    const saves = spy('/ymm/json/saveVehicle');
    slowStore();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    // The store's own success text, as it answered customer_vehicle/add.
    expect(await screen.findByText('Vehicle added!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2015 Ford F-150' })).toHaveAttribute('aria-pressed', 'true');
    expect(saves).toHaveLength(1);
    expect(await within(line(PADS)).findByText('Fits Your Vehicle')).toBeInTheDocument();
  });
});

describe('pos-cart: scanning', () => {
  const product = () => catalog()[20].product;

  it('a scanner burst in a quantity field adds the product once and leaves the quantity alone', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 5 });
    await mountPosCart();
    const adds = spy('/checkout/cart/add');
    const edits = spy('/checkout/cart/edit');
    const qty = within(line(PADS)).getByLabelText(`Quantity of ${PADS}`);
    await user.click(qty);
    await user.keyboard(`${product().upc}{Enter}`);
    expect(await screen.findByRole('listitem', { name: product().name })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(adds).toHaveLength(1);
    expect(edits).toHaveLength(0);
    expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('2');
  });

  it('a scan while a unit price is being typed keeps the price as typed and sends no price change', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 120 });
    const scanner = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 5 });
    await mountPosCart();
    await person.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const price = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await person.clear(price);
    await person.type(price, '12');
    const prices = spy('/checkout/cart/updatePrice');
    await scanner.keyboard(`${product().upc}{Enter}`);
    expect(await screen.findByRole('listitem', { name: product().name })).toBeInTheDocument();
    expect(within(line(PADS)).getByLabelText(`New unit price of ${PADS}`)).toHaveValue('12');
    expect(prices).toHaveLength(0);
  });

  it('a double click on Add looks the code up and adds it once', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const lookups = spy('/api/products/lookup');
    const adds = spy('/checkout/cart/add');
    await user.type(screen.getByLabelText('Scan or enter part number'), product().sku!);
    slowStore();
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('listitem', { name: product().name })).toBeInTheDocument();
    expect(lookups).toHaveLength(1);
    expect(adds).toHaveLength(1);
  });

  it('the part number field adds by part number; an unknown code says so', async () => {
    pos();
    const user = userEvent.setup({ delay: 100 });
    await mountPosCart();
    const field = screen.getByLabelText('Scan or enter part number');
    await user.type(field, `${product().mpn}{Enter}`);
    expect(await screen.findByRole('listitem', { name: product().name })).toBeInTheDocument();
    expect(field).toHaveValue('');
    await user.type(field, 'NOPE-1{Enter}');
    expect(await screen.findByText('No product matches "NOPE-1".')).toBeInTheDocument();
    expect(field).toHaveValue('NOPE-1');
  });
});

describe('pos-cart: save, quote, abandon, cancel, check out', () => {
  it('Save says Order Saved! with View Order and All Orders links, once per double click', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const saves = spy('/checkout/cart/saveOrder');
    const orderId = db.orders.nextOrderId;
    slowStore();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order Saved!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/pos/order/view?order_id=${orderId}`);
    expect(screen.getByRole('link', { name: 'All Orders' })).toHaveAttribute('href', '/pos/order');
    expect(saves).toHaveLength(1);
  });

  it("Save shows the store's error as an error toast", async () => {
    pos();
    server.use(http.get('*/checkout/cart/saveOrder', () => HttpResponse.json({ error: 'The till is closed.' })));
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The till is closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Quote saves and goes to the receipt', async () => {
    pos();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await mountPosCart();
    const orderId = db.orders.nextOrderId;
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await eventually(() => expect(go).toHaveBeenCalledWith(`/pos/order/receipt?order_id=${orderId}`));
  });

  it('Abandon asks first, naming the order and its customer; one tap, Keep Order, Escape and Enter send nothing; confirming sends once and empties the cart', async () => {
    pos();
    db.cart.customer_id = 501;
    db.cart.order_id = 1010;
    const user = userEvent.setup();
    await mountPosCart();
    const abandons = spy('/checkout/cart/abandonOrder');
    const ask = () => user.click(screen.getByRole('button', { name: 'Abandon' }));
    await ask();
    const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!.text;
    const question = screen.getByRole('dialog', { name: `Abandon order #1010 (${total}) for Jordan Miller?` });
    expect(question).toHaveTextContent('The cart will be emptied and its order abandoned.');
    expect(within(question).getByRole('button', { name: 'Keep Order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await ask();
    await user.keyboard('{Escape}');
    await ask();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(abandons).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Products in the cart' })).toBeInTheDocument();
    await ask();
    slowStore();
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abandon Order' }));
    expect(await screen.findByText('The shopping cart is empty.')).toBeInTheDocument();
    expect(abandons).toHaveLength(1);
    expect(db.cart.lines).toEqual([]);
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel asks first; keeping the order, Escape and Enter send nothing; confirming sends once', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const cancels = spy('/checkout/cart/cancelOrder');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // A cart never saved, without a customer: the question says so, with the amount at stake.
    const total = renderCart(db.cart, db.ymm).totals.find((t) => t.code === 'total')!.text;
    await user.click(within(screen.getByRole('dialog', { name: `Cancel this unsaved order (${total}), no customer set?` })).getByRole('button', { name: 'Keep Order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    slowStore();
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('The shopping cart is empty.')).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
  });

  it('Check Out asks first, then saves for checkout and goes to /pos/checkout', async () => {
    pos();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await mountPosCart();
    const calls = spy('/checkout/cart/saveOrderAndCheckout');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out this order?' });
    slowStore();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Check Out' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/pos/checkout'));
    expect(calls).toHaveLength(1);
  });

  it('Check Out without an order id is a failure that leaves the cart usable', async () => {
    pos();
    server.use(http.get('*/checkout/cart/saveOrderAndCheckout', () => HttpResponse.json({ error: 'Add a customer first.' })));
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Add a customer first.')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled();
  });
});
