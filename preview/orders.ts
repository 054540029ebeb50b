import { db } from '../mocks/db';
import { getOrder, renderOrder } from '../mocks/db/orders';
import type { CatalogueEntry } from './catalogue';
import { esc, propsAttr } from './html';
import { adminOrderPage, orderViewPage } from './store-pages';

/**
 * The staff order screens in the gallery (POS mode). The page and the service worker run the same
 * seed, so the order put into data-pf-props is the one the endpoints know: 1005 is complete with
 * every kind of transaction, 1003 has a balance due, 1002 is a kiosk order without a customer.
 */
const orderView = (id: number, heading: string) => {
  const order = getOrder(db.orders, id);
  if (!order) return '';
  return `<h3>${esc(heading)}</h3>
<div data-pf-widget="pos-order-view" ${propsAttr({ order: renderOrder(order) })} data-user-token="preview-token" style="min-height: 40rem"><p>Order #${id}</p></div>`;
};

export const ORDER_ENTRIES: Record<string, CatalogueEntry> = {
  'pos-order-list': {
    title: 'POS order list',
    group: 'Site',
    summary: 'All, Saved, Kiosk, Outstanding Balance and Paid Orders with counts; filters, sort and page in the address; Continue Order for one selected order.',
    placeholders: () => `<div id="pf-pos-order-list" style="min-height: 40rem"><p>Orders</p></div>`,
    config: { mode: 'pos', pos: { poNumbers: { enabled: true, required: false } } },
  },
  'pos-order-view': {
    title: 'POS order view',
    group: 'Site',
    summary: 'Order info, payment state and voids, purchase orders, items and history; Void Order, Order History, Send Payment Link, Add Customer.',
    placeholders: () =>
      orderViewPage() ??
      [
        orderView(1005, 'Complete, every kind of transaction (#1005)'),
        orderView(1003, 'Outstanding balance (#1003)'),
        orderView(1002, 'Kiosk order without a customer (#1002)'),
      ].join('\n'),
    config: { mode: 'pos' },
  },
  'order-history': {
    title: 'Order history (admin)',
    group: 'Site',
    summary: "The Add Order History modal on the store's admin order page (not POS): statuses and the post go through the admin index with the page's user_token; Notify Customer shows the email (on) and text (off) options in the same form.",
    placeholders: () =>
      adminOrderPage() ??
      `<div id="pf-order-history" data-order-id="1003" data-customer-id="502" data-user-token="preview-token"><p>Order #1003</p></div>
<p><button type="button" data-pf-open="order-history" data-order-id="1005" data-customer-id="501" data-user-token="preview-token">Add order history to #1005</button></p>`,
    config: { mode: 'storefront' },
  },
};
