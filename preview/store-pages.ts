import { db } from '../mocks/db';
import { recordById, fullName } from '../mocks/db/customers';
import { getOrder, renderOrder } from '../mocks/db/orders';
import { esc, propsAttr } from './html';

/**
 * The staff pages a widget navigates to, written as the PHP store writes them for that address
 * (`preview/links.ts` maps `/pos/order/view?order_id=1010` to `widget.html?w=pos-order-view&order_id=1010`):
 * one placeholder with the id from the query and the mock store's data, restored for this tab
 * (`persist-db.ts`) before the page is built. Each answers null when the page is the gallery's
 * own sample page (no id in the query).
 */
const query = () => new URLSearchParams(window.location.search);

/** Why the page shows no widget: the address names an order or customer the mock store lacks. */
const missing = (what: string) => `<p class="pv-alert" role="alert">${esc(what)} is not in the mock store. <a href="preview/widget.html?w=pos-order-list">All orders</a></p>`;

/** The order id the page is for: a number, or the register's own for `current` (null: none). */
function orderIdFrom(raw: string): number | null {
  if (raw === 'current') return db.cart.checkout_order_id ?? null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /pos/checkout (the register's order: the one Check Out just saved) and
 * /pos/order/continue?order_id= (that order, which becomes the register's). Without an order: the
 * placeholder without orderId, whose widget says so and redirects to the catalog (spec 3 §2).
 */
export function checkoutPage(): string | null {
  const q = query();
  const raw = q.get('order_id');
  if (!raw) return null;
  const id = orderIdFrom(raw);
  const order = id === null ? undefined : getOrder(db.orders, id);
  if (!order) return '<div id="pf-pos-checkout" style="min-height: 10rem"><p>There is no order to show.</p></div>';
  // Continue Order: the store's session now checks this order out (Confirm Order completes it).
  if (q.get('continue') === '1') db.cart.checkout_order_id = order.order_id;
  return `<h2>Check out order #${order.order_id}</h2>
<div id="pf-pos-checkout" ${propsAttr({ orderId: order.order_id })} style="min-height: 40rem"><p>Loading checkout…</p></div>`;
}

/** The order view, receipt (/pos/order/receipt, /pos/order/done) and invoice (/pos/order/invoice) of `order_id`. */
export function orderViewPage(): string | null {
  const q = query();
  const raw = q.get('order_id');
  if (!raw) return null;
  const order = getOrder(db.orders, orderIdFrom(raw));
  if (!order) return missing(`Order #${raw}`);
  const view = q.get('view');
  const mode = view === 'receipt' || view === 'invoice' ? ` data-view="${view}"` : '';
  return `<div id="pf-pos-order-view" ${propsAttr({ order: renderOrder(order) })} data-user-token="preview-token"${mode} style="min-height: 40rem"><p>Order #${order.order_id}</p></div>`;
}

/**
 * The store's admin order page (/admin/index.php?route=sale/order/info&order_id=&user_token=,
 * where the order view's View in Admin goes): the admin itself is not part of the preview, so the
 * page is what Partsfront puts there, the Add Order History of that order, with the token carried.
 */
export function adminOrderPage(): string | null {
  const q = query();
  const raw = q.get('order_id');
  if (!raw) return null;
  const order = getOrder(db.orders, orderIdFrom(raw));
  if (!order) return missing(`Order #${raw}`);
  const token = q.get('user_token') ?? 'preview-token';
  const customer = order.customer_id ? ` data-customer-id="${esc(order.customer_id)}"` : '';
  return `<p class="pv-note" role="note">The store's admin order page for order #${order.order_id}: the admin itself is not part of the preview, only what Partsfront adds to it. <a href="preview/widget.html?w=pos-order-view&amp;order_id=${order.order_id}">Back to the order</a></p>
<div id="pf-order-history" data-order-id="${order.order_id}"${customer} data-user-token="${esc(token)}"><p>Order #${order.order_id}</p></div>`;
}

/** /pos/customer/edit?customer_id= (that customer) and /pos/customer/add (`customer_id=new`: the add form). */
export function customerEditPage(): string | null {
  const raw = query().get('customer_id');
  if (!raw) return null;
  if (raw === 'new') return '<div id="pf-pos-customer-edit" style="min-height: 30rem"><p>Add Customer</p></div>';
  const record = recordById(db.customers, raw);
  if (!record) return missing(`Customer ${raw}`);
  return `<div id="pf-pos-customer-edit" data-customer-id="${esc(record.customer.customer_id)}" style="min-height: 40rem"><p>${esc(fullName(record.customer))}</p></div>`;
}
