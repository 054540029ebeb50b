import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { ADD_ANSWER, FULL_CART, LOOKUP_ANSWER, MINIMAL_CART, PHP_CART } from '../../tests/utils/cartAnswers';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';
import { assertStrict } from '../../shared/api/strict';
import { CartShape, ProductLookupAnswerShape } from '../../shared/api/shapes/cart';
import { LOAD_FAILED } from './PosCart';
import { TAX_EXEMPT } from './components/CustomerPanel';
import { posCartTexts } from './texts';
import { T_NOT_SEEN, T_NOT_SENT } from '../../shared/offline';

/** No answer at all is the network dropping, which the register rides out (tests below). */
const answeredFaults = faultCases.filter(([name]) => !name.includes('network'));

/** The POS cart against literal answers of a store that sends exactly the documented fields (spec 5 "POS cart"). */
const mounted = cartWidgetTests();

const pos = () =>
  setConfig({
    mode: 'pos',
    pos: { laborRates: [{ labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' }], taxClasses: [], poNumbers: { enabled: true, required: false }, vehiclesEnabled: true },
  });
const serve = (answer: Record<string, unknown>) => server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(answer)));
const PADS = 'PowerStop Front Brake Pad Set';
const line = (name: string) => screen.getByRole('listitem', { name });
/** What the line's Total column reads. */
const lineTotal = (name: string) => within(line(name)).getByText(`Total of ${name}:`, { exact: false }).parentElement!;
const customer = () => screen.getByRole('region', { name: 'Customer' });
const strayZero = () => screen.queryAllByText((_, el) => !!el && el.childElementCount === 0 && el.textContent?.trim() === '0');

async function mountPosCart() {
  pos();
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in the cart' });
}

describe('pos-cart: the documented answers', () => {
  it('the literal lookup answer is the documented shape', () => {
    assertStrict(CartShape, FULL_CART);
    assertStrict(ProductLookupAnswerShape, LOOKUP_ANSWER);
  });

  it('minimal: the unit price and the line total computed through shared/money', async () => {
    serve(MINIMAL_CART);
    await mountPosCart();
    const ball = line('Moog Ball Joint');
    expect(within(ball).getByText('$40.50')).toBeInTheDocument();
    expect(lineTotal('Moog Ball Joint')).toHaveTextContent('$81.00');
    expect(within(customer()).getByText('No customer is set on this cart.')).toBeInTheDocument();
    expect(within(customer()).getByText('No vehicle is set on this cart.')).toBeInTheDocument();
    expect(strayZero()).toEqual([]);
  });

  it('full: unit_price_value × quantity, labor amount_text, customer with tax-exempt note and store credit, vehicle title', async () => {
    serve(FULL_CART);
    await mountPosCart();
    const pads = line(PADS);
    expect(within(pads).getByText('$84.99')).toBeInTheDocument();
    expect(lineTotal(PADS)).toHaveTextContent('$169.98');
    expect(within(pads).getByText(/Brake Pad Installation: .* × 2 = \$360\.00/)).toBeInTheDocument();
    expect(within(pads).getByText('BKDK ABC123')).toBeInTheDocument();
    expect(customer()).toHaveTextContent('Jordan Miller · jordan@example.com · 217-555-0101 · Store credit $12.50');
    expect(customer()).toHaveTextContent(TAX_EXEMPT);
    expect(within(customer()).getByText('2018 Ford F-150 XLT', { selector: 'p' })).toBeInTheDocument();
    expect(within(customer()).getByRole('button', { name: '2018 Ford F-150 XLT' })).toHaveAttribute('aria-pressed', 'true');
    const totals = screen.getByText('Installation Labor').closest('dl')!;
    expect(totals).toHaveTextContent('$554.98');
  });

  it('PHP-flavoured: string prices and quantities, "0" flags (not tax exempt, not custom), vehicle names from facets and ymm', async () => {
    serve(PHP_CART);
    await mountPosCart();
    expect(within(line(PADS)).getByText('$84.99')).toBeInTheDocument();
    expect(lineTotal(PADS)).toHaveTextContent('$169.98');
    expect(within(line(PADS)).getByText('BKDK ABC123')).toBeInTheDocument();
    expect(customer()).not.toHaveTextContent(TAX_EXEMPT);
    expect(customer()).not.toHaveTextContent('Store credit');
    expect(within(customer()).getByText('2018 Ford F-150', { selector: 'p' })).toBeInTheDocument();
    expect(within(customer()).getByRole('button', { name: '2018 Ford F-150' })).toHaveAttribute('aria-pressed', 'false');
    expect(strayZero()).toEqual([]);
  });

  it('a change answered with `error` beside the cart changes nothing: the refusal is shown, the line keeps its price', async () => {
    serve(FULL_CART);
    await mountPosCart();
    const refused = { ...FULL_CART, products: [{ ...FULL_CART.products[0], unit_price: 1, unit_price_value: 1 }], error: 'Prices below cost need a manager.' };
    server.use(http.post('*/checkout/cart/updatePrice', () => HttpResponse.json(refused)));
    const user = userEvent.setup();
    await user.click(within(line(PADS)).getByRole('button', { name: `Change the unit price of ${PADS}` }));
    const field = within(line(PADS)).getByLabelText(`New unit price of ${PADS}`);
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(line(PADS)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(posCartTexts.en.priceFailed)).toBeInTheDocument();
    expect(screen.getByText('Prices below cost need a manager.')).toBeInTheDocument();
    expect(lineTotal(PADS)).toHaveTextContent('$169.98');
    expect(within(line(PADS)).getByLabelText(`New unit price of ${PADS}`)).toHaveValue('1');
  });

  it('after an override to $44.50 of a $49.99 part the old price is struck through: original_unit_price, not unit_price_before_discounts', async () => {
    // What a store answers after the override: before_discounts already holds the new price.
    const overridden = { key: '42', name: 'Moog Ball Joint', quantity: 1, unit_price: '$44.50', unit_price_before_discounts: '$44.50', original_unit_price: '$49.99' };
    serve({ ...MINIMAL_CART, products: [overridden] });
    await mountPosCart();
    const ball = line('Moog Ball Joint');
    const was = within(ball).getByText('Original price:', { exact: false }).closest('s');
    expect(was).toHaveTextContent(/^Original price: \$49\.99$/);
    expect(within(ball).getByText('$44.50')).toBeInTheDocument();
  });

  it('no struck price when the unit price is the original one, even beside a different unit_price_before_discounts', async () => {
    const plain = { key: '42', name: 'Moog Ball Joint', quantity: 1, unit_price: 49.99, unit_price_value: 49.99, unit_price_before_discounts: 59.99, original_unit_price: '49.99' };
    serve({ ...MINIMAL_CART, products: [plain] });
    await mountPosCart();
    expect(within(line('Moog Ball Joint')).queryByText('Original price:', { exact: false })).not.toBeInTheDocument();
  });

  it('a scanned code is looked up and added; the cart is read again', async () => {
    serve(FULL_CART);
    await mountPosCart();
    server.use(
      http.get('*/api/products/lookup', () => HttpResponse.json(LOOKUP_ANSWER)),
      http.post('*/checkout/cart/add', () => HttpResponse.json(ADD_ANSWER)),
    );
    serve({ ...FULL_CART, products: [...FULL_CART.products, { key: '102', name: 'Moog Ball Joint', quantity: 1, unit_price: 40.5, unit_price_value: 40.5 }] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Scan or enter part number'), 'K80012');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('You have added Moog Ball Joint to the cart.')).toBeInTheDocument();
    await eventually(() => expect(lineTotal('Moog Ball Joint')).toHaveTextContent('$40.50'));
  });
});

describe('pos-cart: the five faults', () => {
  it.each(faultCases)('getData: %s → a visible failure with Try again', async (_name, fault) => {
    pos();
    server.use(http.get('*/checkout/cart/getData', fault));
    mounted.push(mountWidget(widget).unmount);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(answeredFaults)('code lookup: %s → a visible failure, the code kept, nothing added', async (_name, fault) => {
    serve(FULL_CART);
    await mountPosCart();
    const adds: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('checkout/cart/add')) adds.push(request.url);
    });
    server.use(http.get('*/api/products/lookup', fault));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Scan or enter part number'), 'K80012');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Scan or enter part number')).toHaveValue('K80012');
    expect(adds).toEqual([]);
    expect(screen.queryByText(/You have added/)).not.toBeInTheDocument();
  });

  it.each(answeredFaults)('code add: %s → a visible failure, the code kept, the cart unchanged', async (_name, fault) => {
    serve(FULL_CART);
    await mountPosCart();
    server.use(http.get('*/api/products/lookup', () => HttpResponse.json(LOOKUP_ANSWER)), http.post('*/checkout/cart/add', fault));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Scan or enter part number'), 'K80012');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Something went wrong. Please try again.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Scan or enter part number')).toHaveValue('K80012');
    expect(screen.queryByText(/You have added/)).not.toBeInTheDocument();
    expect(lineTotal(PADS)).toHaveTextContent('$169.98');
    expect(screen.queryByRole('listitem', { name: 'Moog Ball Joint' })).not.toBeInTheDocument();
  });

  it('code lookup: no answer (network), a code never looked up → says so, the code kept, nothing added', async () => {
    serve(FULL_CART);
    await mountPosCart();
    server.use(http.get('*/api/products/lookup', () => HttpResponse.error()));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Scan or enter part number'), 'K80012');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(T_NOT_SEEN('K80012'), {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Scan or enter part number')).toHaveValue('K80012');
    expect(screen.queryByRole('listitem', { name: 'Moog Ball Joint' })).not.toBeInTheDocument();
  });

  it('code add: no answer (network) → the part is kept on screen, marked not yet sent', async () => {
    serve(FULL_CART);
    await mountPosCart();
    server.use(http.get('*/api/products/lookup', () => HttpResponse.json(LOOKUP_ANSWER)), http.post('*/checkout/cart/add', () => HttpResponse.error()));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Scan or enter part number'), 'K80012');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const kept = await screen.findByRole('listitem', { name: 'Moog Ball Joint' }, { timeout: 4000 });
    expect(within(kept).getByText(T_NOT_SENT)).toBeInTheDocument();
    expect(lineTotal(PADS)).toHaveTextContent('$169.98');
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  });
});
