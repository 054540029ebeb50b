import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { cartSummary } from '../../shared/cart/state';
import { navigation } from '../../shared/runtime/navigation';
import { on } from '../../shared/runtime/events';
import type { Product, ProductOption } from '../../mocks/db/records';
import { db } from '../../mocks/db';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { value } from '../../mocks/db/catalog-data';
import { renderCart } from '../../mocks/db/cart';
import { formatMoney, subtract } from '../../shared/money';

/** A plain orderable part; each test changes what it is about. */
function part(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 101,
    name: 'PowerStop Front Brake Pad Set',
    model: 'ABC123',
    manufacturer: 'PowerStop',
    part_number: 'ABC123',
    mpn: 'ABC123',
    aaia: 'BKDK',
    price: '84.99',
    price_text: '$84.99',
    is_special: false,
    special: null,
    is_instant_rebate: false,
    discounts: [],
    disable_pricing: false,
    is_orderable: true,
    requires_options: false,
    minimum: 1,
    quantity: 12,
    options: [],
    labor: null,
    rating: 4,
    reviews: 10,
    is_new: false,
    links: { view: '/product/101-powerstop-front-brake-pad-set' },
    thumbnails: { primary: '/img/pad.png' },
    ...overrides,
  };
}

const mount = (product: Product) => mountWidget(widget, { product });
const price = () => screen.getByTestId('pf-price');

/** Bodies of the store calls the page sent, by path (base handlers still answer them). */
function recordCalls() {
  const calls: Array<{ path: string; body: URLSearchParams }> = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    calls.push({ path: url.searchParams.get('route') ?? url.pathname.replace(/^\//, ''), body: new URLSearchParams(await request.clone().text()) });
  };
  server.events.on('request:start', listener);
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('product: price block', () => {
  it('shows the price', () => {
    mount(part());
    expect(price()).toHaveTextContent('$84.99');
    expect(screen.queryByText(/Regular price/)).not.toBeInTheDocument();
  });

  it('shows a special with the regular price struck through and its special_text', () => {
    mount(part({ is_special: true, special: '72.24', special_text: 'Sale ends Sunday' }));
    expect(price()).toHaveTextContent('Special price: $72.24');
    const regular = screen.getByText('$84.99');
    expect(regular.closest('s')).not.toBeNull();
    expect(screen.getByText('Sale ends Sunday')).toBeInTheDocument();
  });

  it('shows the instant rebate with its name and the price before discounts', () => {
    mount(part({ is_instant_rebate: true, instant_rebate: '5.00', instant_rebate_name: 'PowerStop Instant Rebate', price_before_discounts: '89.99' }));
    expect(screen.getByText('PowerStop Instant Rebate: -$5.00')).toBeInTheDocument();
    expect(screen.getByText('$89.99').closest('s')).not.toBeNull();
    expect(screen.getByText(/Price before discounts/)).toBeInTheDocument();
  });

  it('shows a slow add as pending: "Adding…" with a spinner, then "Added!"', async () => {
    setFaults({ latencyMs: 400 });
    mount(part());
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const pending = await screen.findByRole('button', { name: 'Adding…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adding…' })).not.toBeInTheDocument();
  });

  it('takes the instant rebate off the price shown, as the cart does (regular price struck through)', async () => {
    mount(part({ is_instant_rebate: true, instant_rebate: '5.00', instant_rebate_name: 'PowerStop Instant Rebate' }));
    // The store sends no text for the rebated price: the money engine computes it.
    await waitFor(() => expect(screen.getByTestId('pf-price')).toHaveTextContent('$79.99'));
    expect(screen.getByText('$84.99').closest('s')).not.toBeNull();
  });

  it('shows the same unit price the cart charges for a product with an instant rebate', async () => {
    const item = catalog().find((it) => it.product.is_instant_rebate && !it.product.is_special && it.product.options.length === 0 && it.product.discounts.length === 0 && it.product.is_orderable)!;
    const product = renderProduct(item);
    mount(product);
    await waitFor(() => expect(screen.getByTestId('pf-price')).not.toHaveAttribute('aria-busy'));
    const shown = screen.getByTestId('pf-price').textContent!.replace('Price: ', '');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText(/You have added/);
    const line = renderCart(db.cart, db.ymm).products.find((p) => String(p.product_id) === String(product.product_id))!;
    expect(formatMoney(line.unit_price)).toBe(shown);
    expect(shown).toBe(formatMoney(subtract(product.price, product.instant_rebate)));
  });

  it('refreshes the pay-later widgets 1000 ms after the price changes (data-amount in cents, pf:payment-refresh)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const promo = document.createElement('p');
    promo.setAttribute('data-pf-payment-amount', '');
    promo.setAttribute('data-amount', '8499');
    document.body.append(promo);
    const refreshed = vi.fn();
    const stop = on('pf:payment-refresh', refreshed);
    try {
      mount(part());
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(refreshed.mock.calls).toEqual([]);
      // A change event straight away: user-event's own pauses would let the clock run.
      act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '3' } }));
      await act(() => vi.advanceTimersByTimeAsync(900));
      expect(refreshed).not.toHaveBeenCalled();
      expect(promo).toHaveAttribute('data-amount', '8499');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(refreshed).toHaveBeenCalledTimes(1);
      expect(refreshed).toHaveBeenCalledWith({ amount: '254.97', cents: 25497, source: 'product' });
      expect(promo).toHaveAttribute('data-amount', '25497');
    } finally {
      stop();
      promo.remove();
      vi.useRealTimers();
    }
  });

  it('lists quantity discounts as quantity → price_text', () => {
    mount(
      part({
        discounts: [
          { product_discount_id: 1, quantity: 2, price: '80.74', price_text: '$80.74' },
          { product_discount_id: 2, quantity: 4, price: '76.49', price_text: '$76.49' },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Quantity discounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['2 or more$80.74', '4 or more$76.49']);
  });

  it('shows "Login Required To View Price" when the store requires login and gives no price', () => {
    setConfig({ pricing: { loginRequired: true } });
    mount(part({ price: '', price_text: '' }));
    expect(screen.getByText('Login Required To View Price')).toBeInTheDocument();
    expect(screen.queryByTestId('pf-price')).not.toBeInTheDocument();
  });

  it('still shows a given price when login is required', () => {
    setConfig({ pricing: { loginRequired: true } });
    mount(part());
    expect(price()).toHaveTextContent('$84.99');
  });

  it('shows disable_pricing_notice instead of the price', async () => {
    mount(part({ disable_pricing: true, disable_pricing_notice: 'Call the store for pricing: this item ships by freight.' }));
    expect(await screen.findByText('Call the store for pricing: this item ships by freight.')).toBeInTheDocument();
    expect(screen.queryByTestId('pf-price')).not.toBeInTheDocument();
  });

  it('shows a disable_pricing_notice written in HTML sanitised: its markup kept, its script dropped', async () => {
    mount(part({ disable_pricing: true, disable_pricing_notice: 'Call <b>the store</b> &amp; ask<script>window.pfTracked = true</script>' }));
    expect((await screen.findByText('the store', { selector: 'b' })).tagName).toBe('B');
    expect(document.body.innerHTML).not.toMatch(/pfTracked/);
    expect(screen.queryByTestId('pf-price')).not.toBeInTheDocument();
  });
});

const OPTIONS: ProductOption[] = [
  { product_option_id: 1, name: 'Position', type: 'select', required: true, values: [value(11, 'Front', '0.00', '+', '/img/front.png'), value(12, 'Rear', '5.00', '+', '/img/rear.png')] },
  { product_option_id: 2, name: 'Add-ons', type: 'checkbox', required: false, values: [value(21, 'Hardware Kit', '4.99'), value(22, 'Brake Grease', '2.49')] },
  { product_option_id: 3, name: 'Finish', type: 'radio', required: false, values: [value(31, 'Black', '0.00', '+', '/img/black.png'), value(32, 'Silver', '3.00', '-', '/img/silver.png')] },
  { product_option_id: 4, name: 'Color', type: 'image', required: false, values: [value(41, 'Red', '0.00', '+', '/img/red.png'), value(42, 'Tan', '7.50')] },
  { product_option_id: 5, name: 'Custom Text', type: 'text', required: false, values: [] },
  { product_option_id: 6, name: 'Installation Notes', type: 'textarea', required: false, values: [] },
  { product_option_id: 7, name: 'Preferred Install Date', type: 'date', required: true, values: [] },
  { product_option_id: 8, name: 'Preferred Install Time', type: 'time', required: false, values: [] },
  { product_option_id: 9, name: 'Pickup Date and Time', type: 'datetime', required: false, values: [] },
];

describe('product: options', () => {
  it('renders every option type with its price adjustments and + / − prefix', () => {
    mount(part({ options: OPTIONS, requires_options: true }));
    expect(screen.getByRole('combobox', { name: /Position/ })).toHaveDisplayValue('--- Please Select ---');
    expect(screen.getByRole('option', { name: 'Rear (+$5.00)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hardware Kit (+$4.99)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Silver (-$3.00)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tan (+$7.50)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Custom Text')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Installation Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/Preferred Install Date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Preferred Install Time')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Pickup Date and Time')).toHaveAttribute('type', 'datetime-local');
    // Required options are marked (and required for assistive technology).
    expect(screen.getByRole('combobox', { name: /Position/ })).toBeRequired();
    expect(screen.getByLabelText(/Preferred Install Date/)).toBeRequired();
    expect(screen.getByLabelText('Custom Text')).not.toBeRequired();
  });

  it('updates the total exactly as options and quantity change', async () => {
    const user = userEvent.setup();
    mount(part({ price: '19.99', options: OPTIONS }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Position/ }), 'Rear (+$5.00)');
    // The first price that needs computing waits for the money engine to arrive.
    await waitFor(() => expect(price()).toHaveTextContent('$24.99'));
    await user.click(screen.getByRole('checkbox', { name: 'Hardware Kit (+$4.99)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brake Grease (+$2.49)' }));
    expect(price()).toHaveTextContent('$32.47');
    await user.click(screen.getByRole('radio', { name: 'Silver (-$3.00)' }));
    expect(price()).toHaveTextContent('$29.47');
    await user.click(screen.getByRole('checkbox', { name: 'Hardware Kit (+$4.99)' }));
    expect(price()).toHaveTextContent('$24.48');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '3');
    expect(price()).toHaveTextContent('$73.44');
  });

  it('swaps the product image for a select or radio value with an image', async () => {
    const user = userEvent.setup();
    mount(part({ options: OPTIONS }));
    const image = screen.getByRole('img', { name: 'PowerStop Front Brake Pad Set' });
    expect(image).toHaveAttribute('src', '/img/pad.png');
    await user.selectOptions(screen.getByRole('combobox', { name: /Position/ }), 'Rear (+$5.00)');
    expect(image).toHaveAttribute('src', '/img/rear.png');
    await user.click(screen.getByRole('radio', { name: 'Silver (-$3.00)' }));
    expect(image).toHaveAttribute('src', '/img/silver.png');
    // A value without an image leaves the current one.
    await user.click(screen.getByRole('radio', { name: 'Tan (+$7.50)' }));
    expect(image).toHaveAttribute('src', '/img/silver.png');
  });

  it("keeps the theme's server-rendered image on screen (the same element), swaps it with an option, and gives it back on unmount", async () => {
    const user = userEvent.setup();
    const { el, unmount } = mountWidget(widget, { product: part({ options: OPTIONS }) }, '<figure class="theme-photo"><img src="/img/pad.png" alt="Pads" width="200" height="200"></figure><p>$84.99</p>');
    const served = el.querySelector('img')!;
    const image = screen.getByRole('img', { name: 'PowerStop Front Brake Pad Set' });
    expect(image).toBe(served);
    expect(el.querySelectorAll('img[src="/img/pad.png"]')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: /Position/ }), 'Rear (+$5.00)');
    expect(image).toHaveAttribute('src', '/img/rear.png');
    unmount();
    await waitFor(() => expect(el.querySelector('figure.theme-photo > img')).toBe(served));
    expect(el).toHaveTextContent('$84.99');
  });

  it('checks required options before adding, with an error per option, and sends every option field', async () => {
    const user = userEvent.setup();
    const record = recordCalls();
    mount(part({ options: OPTIONS, requires_options: true }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Position required!')).toBeInTheDocument();
    expect(screen.getByText('Preferred Install Date required!')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Position/ })).toHaveAttribute('aria-invalid', 'true');
    expect(record.of('checkout/cart/add')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Position/ }), 'Front');
    expect(screen.queryByText('Position required!')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Preferred Install Date/), '2026-12-01');
    await user.click(screen.getByRole('checkbox', { name: 'Hardware Kit (+$4.99)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brake Grease (+$2.49)' }));
    await user.type(screen.getByLabelText('Custom Text'), 'Left side');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    const [add] = record.of('checkout/cart/add');
    expect(add.body.get('product_id')).toBe('101');
    expect(add.body.get('quantity')).toBe('1');
    expect(add.body.get('option[1]')).toBe('11');
    expect(add.body.getAll('option[2][]')).toEqual(['21', '22']);
    expect(add.body.get('option[5]')).toBe('Left side');
    expect(add.body.get('option[7]')).toBe('2026-12-01');
    expect(add.body.has('apply_labor')).toBe(false);
  });
});

describe('product: quantity', () => {
  it('starts at the product minimum and sends it', async () => {
    const user = userEvent.setup();
    const record = recordCalls();
    mount(part({ minimum: 3 }));
    const qty = screen.getByRole('combobox', { name: 'Quantity' });
    expect(qty).toHaveDisplayValue('3');
    expect(within(qty).queryByRole('option', { name: '2' })).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('$254.97');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(record.of('checkout/cart/add')[0].body.get('quantity')).toBe('3');
  });

  it('disables adding while the quantity is empty and shows the spec message', async () => {
    const user = userEvent.setup();
    mount(part());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '10+');
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('A number must be input');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    await user.type(input, '12');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(price()).toHaveTextContent('$1,019.88');
  });

  it('clamps below the minimum with "Minimum quantity is {min}"', async () => {
    const user = userEvent.setup();
    mount(part({ minimum: 12 }));
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '5');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum quantity is 12');
  });
});

describe('product: add to cart', () => {
  const useTimers = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };

  it('reads "Added!" for 3 s, toasts with a View Cart link and announces the cart', async () => {
    const user = useTimers();
    const heard = vi.fn();
    document.addEventListener('pf:cart-changed', (e) => heard((e as CustomEvent).detail));
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeInTheDocument();
    const toast = await screen.findByText((_, el) => el?.textContent === 'You have added PowerStop Front Brake Pad Set to the cart.');
    expect(toast).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/checkout/cart');
    expect(cartSummary.getState().totalItems).toBeGreaterThan(0);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ total_items: cartSummary.getState().totalItems }));

    // The timer started just before "Added!" showed: still there well inside 3 s, gone at 3 s.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    // A slow store: the second click lands while the first request is still in flight.
    setFaults({ latencyMs: 300 });
    const record = recordCalls();
    mount(part());
    await user.dblClick(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(record.of('checkout/cart/add')).toHaveLength(1);
  });

  it("shows the store's error_message as an error toast and stays usable", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/checkout/cart/add', () => HttpResponse.json({ error_message: 'Only 2 left in stock.' })));
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 left in stock.')).toBeInTheDocument();
    expect(screen.getByText('Uh oh!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(cartSummary.getState().revision).toBe(0);
  });

  it('shows a generic error toast when the store is down', async () => {
    const user = userEvent.setup();
    setFaults({ failing: { 'checkout/cart/add': 'http500' } });
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('instant checkout reads "Added!" and goes to checkout/checkout after 3 s', async () => {
    const user = useTimers();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('button', { name: 'Added!' });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(go).toHaveBeenCalledWith('/checkout/checkout');
  });

  it('instant checkout inside a frame opens the site checkout in a new tab right after the add', async () => {
    const user = useTimers();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(open).toHaveBeenCalledWith('/checkout/checkout', '_blank', 'noopener');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(open).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });

  it('instant checkout in kiosk mode places the kiosk order after 3 s instead of the site checkout', async () => {
    setConfig({ mode: 'kiosk' });
    const user = useTimers();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const orders: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).searchParams.get('route') === 'checkout/confirm/createOrder') orders.push(request.url);
    });
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('button', { name: 'Added!' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(go).not.toHaveBeenCalledWith('/checkout/checkout');
    expect(orders).toHaveLength(1);
  });

  it('adds with labor (apply_labor=1) and shows the labor text, time and cost', async () => {
    const user = userEvent.setup();
    const record = recordCalls();
    mount(
      part({
        labor: {
          time: 90,
          title: 'Brake Pad Installation',
          data: { amount: '95.50', labor_id: 2, title: 'Express Service Rate' },
          display_text: 'Add {TITLE} for {AMOUNT}',
        },
      }),
    );
    // 95.50 × 90 ÷ 60 = 143.25
    expect(screen.getByText('Add Brake Pad Installation for $143.25')).toBeInTheDocument();
    expect(screen.getByText(/Labor time: 1 hr 30 min; labor cost: \$143\.25/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
    expect(screen.getByText(/\$286\.50 for 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add with Labor' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(record.of('checkout/cart/add')[0].body.get('apply_labor')).toBe('1');
  });

  it('becomes a link to /account/login with guest checkout off and nobody logged in', () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: false } });
    mount(part());
    expect(screen.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/account/login');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('keeps the buttons for a logged-in customer when guest checkout is off', () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: true, customerId: 5 } });
    mount(part());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('goes through "Heads up!" when fitment confirmation is required', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    const record = recordCalls();
    mount(part({ aaia: 'ZZZZ', mpn: 'NOPE1' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Heads up!' })).not.toBeInTheDocument());
    expect(record.of('checkout/cart/add')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Heads up!' })).getByRole('button', { name: 'I Understand' }));
    await screen.findByRole('button', { name: 'Added!' });
    expect(record.of('checkout/cart/add')).toHaveLength(1);
  });

  it('offers Contact Us instead of adding for a product that is not orderable', () => {
    mount(part({ is_orderable: false }));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('hides the shopper add-to-cart and compare buttons in POS mode and with the no-price template', () => {
    setConfig({ pricing: { noPriceTemplate: true } });
    mount(part());
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare this Product' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wish List' })).toBeInTheDocument();
  });
});

describe('product: wishlist and compare', () => {
  it('toasts "Success!" with the store text', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/account/wishlist/add', () => HttpResponse.json({ success: 'Saved to your wish list!' })));
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByText('Saved to your wish list!')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
  });

  it('adds to compare through the mock store', async () => {
    const user = userEvent.setup();
    const record = recordCalls();
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Compare this Product' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(record.of('product/compare/add')[0].body.get('product_id')).toBe('101');
  });

  it('toasts "Uh oh!" with the error', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/product/compare/add', () => HttpResponse.json({ error: 'You can compare at most 4 products.' })));
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Compare this Product' }));
    expect(await screen.findByText('You can compare at most 4 products.')).toBeInTheDocument();
    expect(screen.getByText('Uh oh!')).toBeInTheDocument();
  });

  it('toasts "Uh oh!" when the wishlist call fails', async () => {
    const user = userEvent.setup();
    setFaults({ failing: { 'account/wishlist/add': 'network' } });
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByText('Uh oh!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wish List' })).toBeEnabled();
  });

  it('disables both for a product that is not orderable', () => {
    mount(part({ is_orderable: false }));
    expect(screen.getByRole('button', { name: 'Add to Wish List' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compare this Product' })).toBeDisabled();
  });

  it('keeps both enabled when the store leaves is_orderable out (only false means not orderable)', () => {
    const product = part();
    delete (product as Partial<typeof product>).is_orderable;
    mount(product);
    expect(screen.getByRole('button', { name: 'Add to Wish List' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Compare this Product' })).toBeEnabled();
  });
});

describe('product: packages', () => {
  const ref = (n: number) => ({ product_id: 430 + n, name: `Brake Kit ${n}`, links: { view: `/product/${430 + n}` } });

  it('lists a kit’s components with their quantity in the kit', () => {
    mount(
      part({
        is_package: true,
        package_components: [
          { product_id: 101, name: 'Pad Set', model: 'ABC123', quantity_in_kit: 1, links: { view: '/product/101' } },
          { product_id: 140, name: 'Rotor', model: 'R-1', quantity_in_kit: 2, links: { view: '/product/140' } },
        ],
      }),
    );
    const kit = screen.getByRole('region', { name: 'This kit includes' });
    expect(within(kit).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 × Pad Set (ABC123)', '2 × Rotor (R-1)']);
  });

  it('lists 3 packages a component is in, then "show more"', async () => {
    const user = userEvent.setup();
    mount(part({ is_package_component: true, included_in: [1, 2, 3, 4, 5].map(ref) }));
    const region = screen.getByRole('region', { name: 'Included in these packages' });
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    await user.click(within(region).getByRole('button', { name: 'show more' }));
    expect(within(region).getAllByRole('link')).toHaveLength(5);
  });

  it('has no "show more" for 3 packages or fewer', () => {
    mount(part({ is_package_component: true, included_in: [1, 2, 3].map(ref) }));
    expect(screen.queryByRole('button', { name: 'show more' })).not.toBeInTheDocument();
  });
});

describe('product: share and QR', () => {
  it('uses the Web Share API when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      mount(part());
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'PowerStop Front Brake Pad Set', url: new URL('/product/101-powerstop-front-brake-pad-set', window.location.href).toString() });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('copies the link to the clipboard without the Web Share API', async () => {
    const user = userEvent.setup();
    mount(part());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The link to this product was copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(new URL('/product/101-powerstop-front-brake-pad-set', window.location.href).toString());
  });

  it('shows a QR code of the product URL in a dialog', async () => {
    const user = userEvent.setup();
    mount(part());
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan to open this product' }, { timeout: 8000 });
    const img = await within(dialog).findByRole('img', { name: 'QR code for PowerStop Front Brake Pad Set' }, { timeout: 8000 });
    const url = new URL('/product/101-powerstop-front-brake-pad-set', window.location.href).toString();
    const expected = await QRCode.toString(url, { type: 'svg', margin: 1, width: 220 });
    expect(decodeURIComponent(img.getAttribute('src')!.split(',')[1])).toBe(expected);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('product: props', () => {
  it('rejects props without a product', () => {
    expect(() => mountWidget(widget, {})).toThrow(/product/);
  });
});

describe('product: fitment notice', () => {
  it('shows the fitment notice of a part that fits, unless data-fitment-notice="0"', async () => {
    // CRCI 05089 (brake parts cleaner) is universal in the mock store's fitment rules.
    mountWidget(widget, { product: part({ aaia: 'CRCI', mpn: '05089' }) });
    expect(await screen.findByText('Fits Your Vehicle')).toBeInTheDocument();
  });

  it('leaves the notice to the theme with data-fitment-notice="0"', async () => {
    mountWidget(widget, { product: part({ aaia: 'CRCI', mpn: '05089' }), fitmentNotice: '0' });
    await screen.findByRole('button', { name: 'Add to Cart' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Fits Your Vehicle')).not.toBeInTheDocument();
  });
});
