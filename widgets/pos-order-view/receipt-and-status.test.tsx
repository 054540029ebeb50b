import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { db } from '../../mocks/db';
import { getOrder, renderOrder } from '../../mocks/db/orders';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

const orderOf = (id: number) => renderOrder(getOrder(db.orders, id)!);
const term = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('pos-order-view: the status follows the balance', () => {
  it('after a check is voided on a Complete order, reads the status again: Pending beside the Outstanding Balance', async () => {
    setConfig({ mode: 'pos' });
    const user = userEvent.setup();
    mountWidget(widget, { order: orderOf(1005) });
    const info = screen.getByRole('region', { name: 'Order Info' });
    expect(term(info, 'Status')).toHaveTextContent('Complete');
    const payment = screen.getByRole('region', { name: 'Payment Info' });
    await user.click(await within(payment).findByRole('button', { name: 'Void Check #2210' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void Payment' }));
    await waitFor(() => expect(term(info, 'Status')).toHaveTextContent('Pending'));
    expect(within(payment).getByText('Outstanding Balance')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Order History' })).findByText('A payment was voided: $45.00 is outstanding.')).toBeInTheDocument();
  });
});

describe('pos-order-view: the receipt and invoice pages', () => {
  it('shows the receipt and the invoice while the POS is locked, and neither outside POS mode', () => {
    setConfig({ mode: 'pos', posLocked: true });
    mountWidget(widget, { order: orderOf(1005), view: 'receipt' });
    expect(screen.getByRole('article', { name: 'Receipt #1005' })).toBeInTheDocument();
    document.body.innerHTML = '';
    mountWidget(widget, { order: orderOf(1005), view: 'invoice' });
    expect(screen.getByRole('article', { name: /#1005$/ })).toBeInTheDocument();
    expect(screen.queryByText('The POS is locked.')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    mountWidget(widget, { order: orderOf(1005) });
    expect(screen.getByText('The POS is locked.')).toBeInTheDocument();
    document.body.innerHTML = '';
    setConfig({ mode: 'storefront' });
    mountWidget(widget, { order: orderOf(1005), view: 'receipt' });
    expect(screen.getByText('The order view is available in POS mode only.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('prints a labor line at its amount on the receipt and in the order view, with the total unchanged', async () => {
    setConfig({ mode: 'pos' });
    const { applyLabor, saveOrder } = await import('../../shared/api/pos-cart');
    db.cart.lines = [];
    // Standard Shop Rate, $120.00 an hour: 45 minutes is $90.00.
    await applyLabor({ laborId: 1, laborTime: 45, quantity: 1, name: 'Wiper install + fluid top-up' });
    const order = orderOf(Number((await saveOrder()).order_id));
    const lineOf = (scope: HTMLElement) => within(within(scope).getByRole('table', { name: 'Items' })).getByRole('row', { name: /Wiper install \+ fluid top-up/ });
    const view = mountWidget(widget, { order });
    const row = lineOf(document.body);
    expect(within(row).getAllByText('$90.00')).toHaveLength(2);
    expect(within(row).queryByText('$0.00')).toBeNull();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('row', { name: /^Labor/ })).toHaveTextContent('$90.00');
    expect(within(items).getByRole('row', { name: /^Total/ })).toHaveTextContent(order.totals.at(-1)!.text);
    view.unmount();

    mountWidget(widget, { order, view: 'receipt' });
    const receipt = screen.getByRole('article', { name: new RegExp(`#${order.order_id}$`) });
    expect(within(lineOf(receipt)).getAllByText('$90.00')).toHaveLength(2);
  });

  it('shows a printable receipt of the order: lines, totals, payments with (Voided), paid and the payment state', async () => {
    setConfig({ mode: 'pos' });
    const user = userEvent.setup();
    const order = orderOf(1005);
    mountWidget(widget, { order, view: 'receipt' });
    const receipt = screen.getByRole('article', { name: 'Receipt #1005' });
    expect(term(receipt, 'Customer')).toHaveTextContent('Jordan Miller');
    expect(term(receipt, 'Cashier')).toHaveTextContent('Dana Whitfield');
    const items = within(receipt).getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('row')).toHaveLength(order.products.length + 1);
    expect(term(receipt, 'Total')).toHaveTextContent(order.totals.at(-1)!.text);
    expect(within(receipt).getByText('Cash (Voided)')).toBeInTheDocument();
    expect(term(receipt, 'Amount Paid')).toHaveTextContent('$');
    expect(within(receipt).getByText('Paid In Full')).toBeInTheDocument();
    expect(term(receipt, 'Balance Due')).toHaveTextContent('$0.00');
    // No order view controls on the receipt: only print, the paper, and the way back.
    expect(screen.queryByRole('button', { name: 'Void Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/pos/order/view?order_id=1005');
    expect(screen.getByRole('link', { name: 'New Sale' })).toHaveAttribute('href', '/checkout/cart');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('starts a receipt on 80 mm paper and an invoice on A4; the paper can be changed', async () => {
    setConfig({ mode: 'pos' });
    const user = userEvent.setup();
    mountWidget(widget, { order: orderOf(1004), view: 'invoice' });
    expect(screen.getByRole('article', { name: 'Invoice #1004' })).toHaveAttribute('data-paper', 'a4');
    // Paid in cash with more than the total: the change.
    const o = orderOf(1004);
    expect(term(screen.getByRole('article'), 'Change Due')).toHaveTextContent(`$${o.change_due}`);
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(screen.getByRole('article', { name: 'Invoice #1004' })).toHaveAttribute('data-paper', '80mm');
    document.body.innerHTML = '';
    mountWidget(widget, { order: orderOf(1004), view: 'receipt' });
    expect(screen.getByRole('article', { name: 'Receipt #1004' })).toHaveAttribute('data-paper', '80mm');
  });

  it('calls an order with nothing paid a quote, with its balance due', () => {
    setConfig({ mode: 'pos' });
    mountWidget(widget, { order: orderOf(1001), view: 'receipt' });
    const quote = screen.getByRole('article', { name: 'Quote #1001' });
    expect(within(quote).getByText('No transactions have been made yet.')).toBeInTheDocument();
    expect(term(quote, 'Balance Due')).toHaveTextContent(orderOf(1001).totals.at(-1)!.text);
    expect(within(quote).getByText('Outstanding Balance')).toBeInTheDocument();
  });

  // The sheets as printed (sizes, one page, nothing of the theme) are read from a PDF in
  // tests/browser/receipt-print.test.ts; here the rules themselves. `80mm auto` is no valid size.
  it('prints on named 80 mm and A4 pages, without its toolbar', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'components/Receipt.module.css'), 'utf8');
    expect(css).toMatch(/@page pf-receipt-80mm\s*{\s*size: 80mm 297mm;/);
    expect(css).not.toMatch(/size:[^;]*\bauto\b/);
    expect(css).toMatch(/@page pf-receipt-a4\s*{\s*size: A4;/);
    expect(css).toMatch(/@media print\s*{\s*\.toolbar\s*{\s*display: none;/);
  });

  it('refuses an unknown view', () => {
    setConfig({ mode: 'pos' });
    expect(() => mountWidget(widget, { order: orderOf(1004), view: 'label' })).toThrow(/invalid props/);
  });
});
