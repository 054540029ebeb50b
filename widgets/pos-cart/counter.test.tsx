import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { SEARCH_FAULT_NAME } from '../../mocks/handlers/search';
import { line, mountPosCart, PADS, posCartTests } from '../../tests/utils/posCart';
import { NAME_SEARCH_DEBOUNCE_MS } from './nameSearch';
import { MSG_PRICE_NEGATIVE, msgPriceNotNumber } from './rules';
import { NAME_SEARCH_FAILED, NAME_SEARCH_HINT, SCAN_HINT } from './components/ScanField';
import { eventually } from '../../tests/utils/wait';

/**
 * The counter's ergonomics: name search in the scan field, the focus back in the scan
 * field after each cart action, a part scanned again raising its line's quantity, the old price
 * struck through beside an override, and a labor-only line showing its labor.
 */
const LABOR_RATES = [{ labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' }];
const pos = () =>
  setConfig({
    mode: 'pos',
    search: MOCK_SEARCH,
    pos: { laborRates: LABOR_RATES, taxClasses: [{ tax_class_id: 9, title: 'Taxable Goods' }], poNumbers: { enabled: true, required: false }, vehiclesEnabled: true },
  });
const WIPER = 'ACDelco Force Hybrid Wiper Blade';
const scanField = () => screen.getByRole('combobox', { name: 'Scan or enter part number' });
const backInScanField = () => eventually(() => expect(scanField()).toHaveFocus());

/** The store's search queries sent (Algolia's multi-index endpoint), by text. */
function searches(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!/algolia/.test(request.url)) return;
    void request
      .clone()
      .json()
      .then((body: { requests: Array<{ query: string }> }) => seen.push(body.requests[0].query));
  });
  return seen;
}


posCartTests();

describe('pos-cart: name search in the scan field', () => {
  it('waits 500 ms after the last key, then offers the parts by name; the arrow keys and Enter add one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pos();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const sent = searches();
    await user.type(scanField(), 'wiper bla');
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS - 100));
    expect(sent).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    const list = await screen.findByRole('listbox', { name: 'Products found' });
    expect(sent).toEqual(['wiper bla']);
    expect(scanField()).toHaveAccessibleDescription(NAME_SEARCH_HINT);
    expect(scanField()).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    const wiper = options.findIndex((o) => o.textContent?.includes(WIPER));
    expect(wiper).toBeGreaterThanOrEqual(0);

    for (let i = 0; i <= wiper; i++) await user.keyboard('{ArrowDown}');
    expect(scanField()).toHaveAttribute('aria-activedescendant', options[wiper].id);
    expect(options[wiper]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
    expect(db.cart.lines.filter((l) => l.product_id === 108)).toHaveLength(1);
    await eventually(() => expect(scanField()).toHaveValue(''));
    expect(scanField()).toHaveAttribute('aria-expanded', 'false');
    expect(scanField()).toHaveFocus();
  });

  it('a click on a suggestion adds it; Escape closes the list and keeps the text', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.type(scanField(), 'wiper');
    const list = await screen.findByRole('listbox', { name: 'Products found' });
    await user.keyboard('{Escape}');
    expect(scanField()).toHaveAttribute('aria-expanded', 'false');
    expect(scanField()).toHaveValue('wiper');
    await user.keyboard('{ArrowDown}');
    expect(scanField()).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(list).getByRole('option', { name: new RegExp(WIPER) }));
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
    await backInScanField();
  });

  it('Enter with no suggestion chosen still looks the text up as a part number', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    // Pasted: no burst of keys for the scanner listener to take as a scan.
    await user.click(scanField());
    await user.paste('10D5520');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
  });

  it('"oil filter" and Enter with the suggestions open adds the first one (no "No product matches")', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pos();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    await user.type(scanField(), 'oil filter');
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS + 50));
    const list = await screen.findByRole('listbox', { name: 'Products found' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const first = options[0].querySelector('span')!.textContent!;
    expect(first).toMatch(/oil filter/i);
    expect(scanField()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: first })).toBeInTheDocument();
    expect(screen.queryByText(/No product matches/)).not.toBeInTheDocument();
    await eventually(() => expect(scanField()).toHaveValue(''));
    expect(scanField()).toHaveFocus();
  });

  it('Enter with the list open still adds the part whose number was typed, when there is one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pos();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    await user.click(scanField());
    await user.paste('10D5520');
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS + 50));
    await screen.findByRole('listbox', { name: 'Products found' });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: WIPER })).toBeInTheDocument();
  });

  it('without hosted search: no name search is offered or hinted, the hint says "Scan or type a part number" and nothing is searched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig({ mode: 'pos', pos: { laborRates: LABOR_RATES, taxClasses: [], poNumbers: { enabled: false, required: false }, vehiclesEnabled: true } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    const sent = searches();
    const field = screen.getByRole('textbox', { name: 'Scan or enter part number' });
    expect(field).toHaveAccessibleDescription(SCAN_HINT);
    expect(screen.queryByText(NAME_SEARCH_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Scan or enter part number' })).not.toBeInTheDocument();
    await user.type(field, 'wiper blade');
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS + 100));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a failed search says so and leaves the part number lookup working', async () => {
    pos();
    setFaults({ failing: { [SEARCH_FAULT_NAME]: 'http500' } });
    const user = userEvent.setup();
    await mountPosCart();
    await user.type(scanField(), 'wiper');
    expect(await screen.findByText(NAME_SEARCH_FAILED)).toBeInTheDocument();
    expect(scanField()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('pos-cart: a unit price that cannot be sent', () => {
  it('"abc" and -5 say what is wrong under the field; Save sends nothing', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('updatePrice')) sent.push(request.url);
    });
    await user.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const price = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await user.clear(price);
    await user.type(price, 'abc');
    expect(price).toHaveAccessibleDescription(msgPriceNotNumber('abc'));
    expect(within(line(PADS)).getByRole('alert')).toHaveTextContent(msgPriceNotNumber('abc'));
    expect(within(line(PADS)).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '-5');
    expect(price).toHaveAccessibleDescription(MSG_PRICE_NEGATIVE);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(line(PADS)).getByRole('button', { name: 'Save' }));
    await user.clear(price);
    await user.type(price, '44.50');
    expect(within(line(PADS)).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('pos-cart: a part scanned again', () => {
  it('raises the quantity of its line (the store merges it) instead of adding a second line', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('2');
    await user.type(scanField(), '070007998190{Enter}');
    await eventually(() => expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('3'));
    expect(screen.getAllByRole('listitem', { name: PADS })).toHaveLength(1);
  });
});

describe('pos-cart: the focus goes back to the scan field', () => {
  it('after a price override (the old price struck through), a PO number, labor and a removal', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();

    await user.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const price = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await user.clear(price);
    // Typed, then Save (userEvent types as fast as a scanner: its Enter would count as a scan).
    await user.type(price, '39.99');
    await user.click(within(line(PADS)).getByRole('button', { name: 'Save' }));
    await screen.findByText('The unit price has been updated.');
    await backInScanField();
    const was = within(line(PADS)).getByText('Original price:', { exact: false }).closest('s');
    expect(was).toHaveTextContent('Original price: $50.49');
    expect(within(line(PADS)).getByText('$39.99')).toBeInTheDocument();

    await user.type(within(line(PADS)).getByLabelText(`PO Number for ${PADS}`), 'FLEET-7');
    await user.click(within(line(PADS)).getByRole('button', { name: `Apply the PO number to ${PADS}` }));
    await screen.findByText('PO Number added successfully.');
    await backInScanField();

    await user.click(within(line(PADS)).getByRole('button', { name: `Update Labor for ${PADS}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Labor' }));
    await screen.findByText('The labor has been updated.');
    await backInScanField();

    await user.click(within(line(PADS)).getByRole('button', { name: `Remove ${PADS}` }));
    await eventually(() => expect(screen.queryByRole('listitem', { name: PADS })).not.toBeInTheDocument());
    await backInScanField();
  });

  it('after custom labor, whose line shows its amount (not $0.00)', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Add Custom Labor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Labor' });
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '45');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Brake inspection');
    await user.click(within(dialog).getByRole('button', { name: 'Add Labor' }));
    const labor = await screen.findByRole('listitem', { name: 'Brake inspection' });
    expect(labor).toHaveTextContent('Total of Brake inspection: $90.00');
    await backInScanField();
  });

  it('after the customer is set through the search', async () => {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Set Customer' }));
    const search = screen.getByRole('dialog', { name: 'Search for a Customer' });
    await user.type(within(search).getByRole('combobox', { name: 'Search customers' }), 'Jordan Miller');
    await user.click((await within(search).findAllByRole('option', { name: /Jordan Miller/ }))[0]);
    await user.click(within(search).getByRole('button', { name: 'Select Customer' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await backInScanField();
  });

  it('not after a refused change: the field being worked on keeps the focus', async () => {
    pos();
    server.use(http.post('*/checkout/cart/updatePrice', () => HttpResponse.json({ error: 'Prices below cost need a manager.' })));
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const price = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await user.type(price, '{Enter}');
    await screen.findByText('Prices below cost need a manager.');
    expect(price).toHaveFocus();
  });
});
