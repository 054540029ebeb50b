/**
 * Order creation from the cart (spec 3 §4 "Kiosk checkout", §7; spec 5 "POS checkout and
 * payments"): `POST checkout/confirm/createOrder` turns the session's cart into an order in the
 * orders collection (so a kiosk order shows under the POS Kiosk tab) and empties the cart.
 * At POS checkout (`payment_method=pos`, or an `order_id`) it confirms the saved order being
 * checked out instead (the one named, else the one the POS cart was saved as): complete when paid
 * in full, else pending with an outstanding balance; no second order is made.
 */
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { orderExtras, renderCart } from '../db/cart';
import { addOrder, getOrder, isPaidInFull, STATUS, tick } from '../db/orders';
import { CreateOrderAnswerShape } from '../../shared/api/shapes/payment';
import { laborLine } from './cart';

/** The store's shipping and payment method codes. */
export const SHIPPING_METHODS = ['local_pickup', 'flat', 'free'] as const;
export const PAYMENT_METHODS = ['cod', 'pos', 'cheque'] as const;
export const ORDER_STATUS_CODES = ['kiosk', 'saved'] as const;

/** OpenCart's checkout texts. */
export const EMPTY_CART = 'Warning: Your shopping cart is empty!';
export const NO_SHIPPING = 'Warning: Shipping method required!';
export const NO_PAYMENT = 'Warning: Payment method required!';
export const KIOSK_RULE = 'Kiosk orders are picked up in store and paid at the counter.';
export const NO_SAVED_ORDER = 'There is no saved order to check out. Save the cart first.';

/** POS checkout: finalises the saved order (the one named, else the session's) and answers its id. */
function confirmPosOrder(form: URLSearchParams) {
  const named = (form.get('order_id') ?? '').trim();
  // The order this register checks out (saveOrderAndCheckout, Continue Order), else the cart's own.
  const session = db.cart.checkout_order_id ?? db.cart.order_id;
  const id = named || (session === null || session === undefined ? '' : String(session));
  if (!id) return refuse(NO_SAVED_ORDER);
  const order = getOrder(db.orders, id);
  if (!order) return refuse('Order not found!');
  if (order.order_status_id === STATUS.voided) return refuse('This order has been voided.');
  if (order.order_status_id === STATUS.canceled) return refuse('This order has been cancelled.');
  const paid = isPaidInFull(order);
  order.pos_status = paid ? 'complete' : 'outstanding_balance';
  order.order_status_id = paid ? STATUS.complete : STATUS.pending;
  order.histories.push({ date_added: tick(db.orders), order_status_id: order.order_status_id, comment: form.get('comment') ?? 'Checked out at the POS.', notify: false });
  // The counter starts a new cart once the cart's own order is checked out.
  if (String(db.cart.order_id) === String(order.order_id)) Object.assign(db.cart, { lines: [], vouchers: [], codes: {}, customer_id: null, order_id: null });
  if (String(db.cart.checkout_order_id) === String(order.order_id)) db.cart.checkout_order_id = null;
  return json({ order_id: order.order_id });
}

function createOrder({ form }: MockRequest) {
  const status = form.get('order_status') ?? 'saved';
  const shipping = form.get('shipping_method') ?? '';
  const payment = form.get('payment_method') ?? '';
  if (!(ORDER_STATUS_CODES as readonly string[]).includes(status)) return refuse(`Unknown order status: ${status}.`);
  if (shipping && !(SHIPPING_METHODS as readonly string[]).includes(shipping)) return refuse(NO_SHIPPING);
  if (payment && !(PAYMENT_METHODS as readonly string[]).includes(payment)) return refuse(NO_PAYMENT);
  if (status !== 'kiosk' && (payment === 'pos' || (form.get('order_id') ?? '').trim() !== '')) return confirmPosOrder(form);
  const cart = renderCart(db.cart, db.ymm);
  if (!cart.products.length && !cart.vouchers.length) return refuse(EMPTY_CART);
  if (status === 'kiosk' && (shipping !== 'local_pickup' || payment !== 'cod')) return refuse(KIOSK_RULE);

  const labor = cart.totals.find((t) => t.code === 'labor');
  const order = addOrder(db.orders, {
    pos_status: status === 'kiosk' ? 'kiosk' : 'saved',
    order_status_id: status === 'kiosk' ? STATUS.kiosk : STATUS.saved,
    customer_id: db.cart.customer_id,
    labor: labor ? String(labor.value) : undefined,
    comment: form.get('comment') ?? (status === 'kiosk' ? 'Kiosk order: pick up and pay at the counter.' : ''),
    products: cart.products.map((p) => ({
      product_id: Number(p.product_id) || undefined,
      name: p.name,
      model: orderExtras(db.cart, p.key).model,
      quantity: Number(p.quantity),
      price: String(p.unit_price),
      po_number: p.po_number || undefined,
      option: orderExtras(db.cart, p.key).option,
      ...laborLine(orderExtras(db.cart, p.key).labor),
    })),
    vouchers: cart.vouchers.map((v) => ({ description: v.description, amount: String(v.amount) })),
  });
  db.cart.lines = [];
  db.cart.vouchers = [];
  db.cart.codes = {};
  return json({ order_id: order.order_id });
}

export const checkoutRoutes: Route[] = [{ method: 'POST', path: 'checkout/confirm/createOrder', handle: createOrder, shape: CreateOrderAnswerShape }];
