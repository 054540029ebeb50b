import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import posCart from '../../widgets/pos-cart/index';
import posCheckout from '../../widgets/pos-checkout/index';
import posOrderView from '../../widgets/pos-order-view/index';
import posCustomerEdit from '../../widgets/pos-customer-edit/index';
import { mountWidget, releaseAllWidgets, setConfig } from '../../tests/utils/widget';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { setCartCustomer } from '../../shared/api/pos-cart';
import { creditBalance, fullName } from '../../mocks/db/customers';
import { formatMoney, subtract } from '../../shared/money';
import { navigation } from '../../shared/runtime/navigation';
import { previewHref } from '../../preview/links';
import { checkoutPage, orderViewPage } from '../../preview/store-pages';

/**
 * One counter sale walked the way a clerk does, each screen mounted as the page
 * the previous one went to (the preview's route table and pages), against the one mock store:
 * the POS cart → Check Out → checkout of THAT order, split between store credit and cash →
 * Confirm Order → the order view and its receipt → the customer's Credits tab → back at the
 * register, a fresh cart. The store credit and the money read the same on every screen.
 */
const PREVIEW = 'http://127.0.0.1:5173/preview/widget.html?w=pos-cart';
const at = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => at('/'));

/** The value of a figure (`dt` → `dd`) inside `scope`. */
const figure = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const region = (name: string) => screen.getByRole('region', { name });

/** Leaves the page: the widgets unmount, as the browser does on navigation; answers where it went. */
async function leave(go: ReturnType<typeof vi.spyOn>): Promise<string> {
  await waitFor(() => expect(go).toHaveBeenCalled());
  const to = String(go.mock.calls.at(-1)![0]);
  go.mockClear();
  await releaseAllWidgets();
  document.body.innerHTML = '';
  return to;
}

/** Opens the preview page of a store address, as the route table maps it. */
function openStorePage(address: string): void {
  const page = previewHref(address, PREVIEW, 'pos');
  expect(page).not.toBeNull();
  at(page!);
}

describe('a counter sale across the staff screens, against one mock store', () => {
  it('rings up, pays split with store credit and cash, and shows the same money on every screen', async () => {
    setConfig({ mode: 'pos', pos: { paymentTypes: ['cash', 'storeCredit'], poNumbers: { enabled: false, required: false }, vehiclesEnabled: true } });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();

    // 1. The POS cart with a customer who has store credit (not one of the three fixtures, whose
    //    balances a second copy once held): the credit as the cart shows it.
    const shopper = db.customers.records.find((r) => r.customer.customer_id > 503 && Number(creditBalance(r)) > 40)!;
    const id = shopper.customer.customer_id;
    const name = fullName(shopper.customer);
    const before = creditBalance(shopper);
    const after = subtract(before, '25.39');
    await setCartCustomer(id);
    mountWidget(posCart);
    await screen.findByRole('list', { name: 'Products in the cart' });
    expect((await screen.findByText(name, { selector: 'strong' })).parentElement).toHaveTextContent(`Store credit ${formatMoney(before)}`);
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Check out this order?' })).getByRole('button', { name: 'Check Out' }));
    expect(await leave(go)).toBe('/pos/checkout');

    // 2. /pos/checkout: the order Check Out just made (#1010), not a fixed one.
    openStorePage('/pos/checkout');
    expect(checkoutPage()).toContain('{&quot;orderId&quot;:1010}');
    mountWidget(posCheckout, { orderId: 1010 });
    await waitFor(() => expect(figure(region('Payment'), 'Store Credit')).toBe(formatMoney(before)));
    expect(getOrder(db.orders, 1010)!.customer_id).toBe(id);

    await user.click(screen.getByRole('radio', { name: 'In-Store Credit' }));
    await user.click(await screen.findByRole('radio', { name: 'Custom' }));
    const credit = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(credit);
    await user.type(credit, '25.39');
    await user.click(screen.getByRole('button', { name: 'Use Store Credit' }));
    await waitFor(() => expect(figure(region('Payment'), 'Store Credit')).toBe(formatMoney(after)));

    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    const tendered = screen.getByRole('textbox', { name: 'Amount Tendered' });
    const due = (tendered as HTMLInputElement).value;
    await user.clear(tendered);
    await user.type(tendered, (Number(due) + 20).toFixed(2));
    await user.click(screen.getByRole('button', { name: 'Take Cash' }));
    await waitFor(() => expect(within(region('Payment')).getByText('Paid In Full')).toBeInTheDocument());
    expect(figure(region('Payment'), 'Change Due')).toBe('$20.00');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await leave(go)).toBe('/pos/order/done?order_id=1010');

    // 3. The receipt (/pos/order/done → the receipt page of #1010): the same payments.
    openStorePage('/pos/order/done?order_id=1010');
    expect(orderViewPage()).toContain('data-view="receipt"');
    mountWidget(posOrderView, { order: renderOrder(getOrder(db.orders, 1010)!), view: 'receipt' });
    const receipt = screen.getByRole('article', { name: 'Receipt #1010' });
    expect(figure(receipt, 'Store Credit')).toBe('$25.39');
    expect(figure(receipt, 'Change Due')).toBe('$20.00');
    expect(within(receipt).getByText('Paid In Full')).toBeInTheDocument();
    await releaseAllWidgets();
    document.body.innerHTML = '';

    // 4. The order view of #1010: Complete, paid, the customer's credit after the sale.
    openStorePage('/pos/order/view?order_id=1010');
    mountWidget(posOrderView, { order: renderOrder(getOrder(db.orders, 1010)!) });
    const info = region('Order Info');
    expect(figure(info, 'Status')).toBe('Complete');
    expect(figure(info, 'Customer')).toBe(name);
    await waitFor(() => expect(figure(region('Payment Info'), 'Store Credit')).toBe(formatMoney(after)));
    expect(within(region('Payment Info')).getByText('Paid In Full')).toBeInTheDocument();
    await releaseAllWidgets();
    document.body.innerHTML = '';

    // 5. The customer's Credits tab: the same balance, and the sale as a debit of his credit.
    openStorePage(`/pos/customer/edit?customer_id=${id}`);
    mountWidget(posCustomerEdit, { customerId: String(id) });
    await user.click(await screen.findByRole('tab', { name: 'Credits' }));
    expect(await screen.findByText(formatMoney(after), { selector: 'strong' })).toBeInTheDocument();
    const row = (await screen.findByText('Credit applied to order #1010')).closest('tr')!;
    expect(row).toHaveTextContent('-$25.39');
    await releaseAllWidgets();
    document.body.innerHTML = '';

    // 6. Back at the register: a fresh cart, no customer.
    openStorePage('/checkout/cart');
    mountWidget(posCart);
    expect(await screen.findByText('The shopping cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText(name, { exact: false })).not.toBeInTheDocument();
  });
});
