/**
 * POS orders (spec 2 §7; answers per spec 5 "Orders" and "Lists"), over `db.orders`: the order
 * list with tabs, filters, counts, sort and paging; delete; void (`errors` as a list); histories,
 * the history modal's status data and post; the payment link; sending the order (assigning a
 * customer is the customer area's `pos/order/setCustomer`). Like the PHP store, a refusal answers HTTP 200 with `error` (or `errors`).
 */
import { successAnswer } from '../../shared/api/shape';
import { OrderHistoriesShape, OrderHistoryAddAnswerShape, OrderListAnswerShape, OrderStatusAnswerShape, VoidOrderAnswerShape } from '../../shared/api/shapes/order';
import { json, refuse, type MockRequest, type Route } from '../router';
import { poNumberProblem, poRows } from './cart';
import { db } from '../db';
import { POS_STATUSES, type OrderSort, type PosStatus } from '../../shared/api/order';
import { compare, toCents } from '../../shared/money';
import {
  ORDER_STATUSES,
  STATUS,
  applyOnce,
  balanceDue,
  countOrders,
  customerOf,
  getOrder,
  isStuck,
  isVoid,
  orderTotal,
  renderOrder,
  setCustomerDirectory,
  statusById,
  tick,
  voidOne,
  type OrderRecord,
} from '../db/orders';

export const MAX_LIMIT = 10000;

interface DirectoryRecord {
  customer: { customer_id: number | string; firstname: string; lastname: string; email?: string; telephone?: string; texting_alerts?: number | boolean };
}

// Orders name their customers from the customer area's records when the store has them
// (db.customers, any customer a cashier assigned), else from the three cart customers.
setCustomerDirectory((id) => {
  const records = (db as { customers?: { records?: DirectoryRecord[] } }).customers?.records;
  const c = records?.find((r) => String(r.customer.customer_id) === String(id))?.customer;
  return c ? { customer_id: c.customer_id, firstname: c.firstname, lastname: c.lastname, email: c.email ?? '', telephone: c.telephone ?? '', texting_alerts: Boolean(Number(c.texting_alerts)) } : undefined;
});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 2 §5: optional plus, 10 digits plus up to 6 extra (formatting characters ignored). */
export const validPhone = (raw: string) => /^\+?\d{10,16}$/.test(raw.replace(/[\s().-]/g, ''));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SUCCESS = 'Success: You have modified orders!';

const flag = (form: URLSearchParams, key: string) => ['1', 'true', 'on'].includes((form.get(key) ?? '').toLowerCase());
const has = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.trim().toLowerCase());
const digits = (s: string) => s.replace(/\D/g, '');

type Filter = (o: OrderRecord) => boolean;

function filtersOf(query: URLSearchParams): Filter[] | string {
  const out: Filter[] = [];
  const get = (key: string) => (query.get(key) ?? '').trim();
  const id = get('filter_order_id');
  if (id) {
    if (!/^\d+$/.test(id)) return 'Order ID must be a number.';
    out.push((o) => String(o.order_id) === id);
  }
  const statusId = get('filter_order_status_id');
  if (statusId) out.push((o) => String(o.order_status_id) === statusId);
  const product = get('filter_product');
  if (product) out.push((o) => o.products.some((p) => has(p.name, product) || has(p.model, product)));
  const customer = get('filter_customer');
  if (customer) out.push((o) => has(renderName(o), customer));
  const phone = digits(get('filter_phone'));
  if (phone) out.push((o) => digits(customerOf(o)?.telephone ?? '').includes(phone));
  const cashier = get('filter_cashier');
  if (cashier) out.push((o) => has(o.cashier, cashier));
  const from = get('filter_date_from');
  const to = get('filter_date_to');
  if ((from && !DATE.test(from)) || (to && !DATE.test(to))) return 'Dates must be written YYYY-MM-DD.';
  if (from) out.push((o) => o.date_added.slice(0, 10) >= from);
  if (to) out.push((o) => o.date_added.slice(0, 10) <= to);
  const po = get('filter_po_number');
  if (po) out.push((o) => o.products.some((p) => p.po_number && has(p.po_number, po)));
  return out;
}

function renderName(o: OrderRecord): string {
  const c = customerOf(o);
  return c ? `${c.firstname} ${c.lastname}` : '';
}

/** Each sort's key of an order, worked out once per order per request (cents for money). */
const SORT_KEYS: Record<OrderSort, (o: OrderRecord) => string | number> = {
  order_id: (o) => o.order_id,
  date_added: (o) => o.date_added,
  customer: (o) => renderName(o).toLowerCase(),
  status: (o) => (statusById(o.order_status_id)?.name ?? '').toLowerCase(),
  total: (o) => toCents(orderTotal(o)),
  cashier: (o) => o.cashier.toLowerCase(),
  balance_due: (o) => toCents(balanceDue(o)),
};

function sortOrders(rows: OrderRecord[], sort: OrderSort, direction: 1 | -1): OrderRecord[] {
  const keyOf = SORT_KEYS[sort];
  const keyed = rows.map((o) => ({ o, k: keyOf(o) }));
  keyed.sort((a, b) => direction * ((a.k < b.k ? -1 : a.k > b.k ? 1 : 0) || a.o.order_id - b.o.order_id));
  return keyed.map((x) => x.o);
}

function list({ query }: MockRequest) {
  const status = (query.get('status') ?? '').trim();
  if (status && !POS_STATUSES.includes(status as PosStatus)) return refuse(`Unknown order status "${status}".`);
  const filters = filtersOf(query);
  if (typeof filters === 'string') return refuse(filters);
  const matching = db.orders.list.filter((o) => filters.every((f) => f(o)));
  const counts = countOrders(matching);
  const rows = status ? matching.filter((o) => o.pos_status === status) : matching;
  const asked = (query.get('sort') ?? '') as OrderSort;
  const direction = (query.get('order') ?? 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
  const sorted = sortOrders(rows, asked in SORT_KEYS ? asked : 'date_added', direction);
  const limitRaw = Number(query.get('limit') ?? 20);
  const limit = Number.isInteger(limitRaw) && limitRaw >= 1 ? Math.min(limitRaw, MAX_LIMIT) : 20;
  const pageRaw = Number(query.get('page') ?? 1);
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const total = sorted.length;
  const start = (page - 1) * limit;
  const results = sorted.slice(start, start + limit).map(renderOrder);
  return json({
    results,
    total_items: total,
    total_pages: Math.max(1, Math.ceil(total / limit)),
    page,
    limit,
    position: results.length ? `${start + 1} to ${start + results.length} of ${total}` : `0 to 0 of ${total}`,
    counts,
  });
}

function remove({ query }: MockRequest) {
  const order = getOrder(db.orders, query.get('order_id'));
  if (!order) return refuse('Order not found.');
  if (order.transactions.some((t) => !isVoid(t))) return refuse('Orders with payments cannot be deleted. Void the order instead.');
  db.orders.list = db.orders.list.filter((o) => o !== order);
  return json({ success: SUCCESS });
}

function addHistory(order: OrderRecord, order_status_id: number, comment: string, notify: boolean) {
  order.order_status_id = order_status_id;
  order.histories.push({ date_added: tick(db.orders), order_status_id, comment, notify });
}

function voidOrder({ query }: MockRequest) {
  return json(
    applyOnce(db.orders, query.get('request_id'), () => {
      const order = getOrder(db.orders, query.get('order_id'));
      if (!order) return { errors: ['Order not found.'] };
      if (order.order_status_id === STATUS.voided) return { errors: [`Order #${order.order_id} has already been voided.`] };
      const stuck = order.transactions.filter((t) => !isVoid(t) && isStuck(t));
      if (stuck.length) return { errors: stuck.map((t) => `${t.transaction_label} (#${t.transaction_id}) was settled before it was captured and cannot be voided.`) };
      for (const tx of order.transactions.filter((t) => !isVoid(t))) voidOne(db.orders, order, tx);
      addHistory(order, STATUS.voided, 'Order voided from the POS.', false);
      order.pos_status = 'complete';
      return { success: `Order #${order.order_id} has been voided.`, order: renderOrder(order) };
    }),
  );
}

function histories({ form }: MockRequest) {
  const order = getOrder(db.orders, form.get('order_id'));
  if (!order) return refuse('Order not found.');
  return json({
    histories: order.histories.map((h) => ({ date_added: h.date_added, status: statusById(h.order_status_id)?.name ?? '', comment: h.comment })),
  });
}

const recentNote = (order: OrderRecord) => [...order.histories].reverse().find((h) => h.comment.trim())?.comment ?? '';

/**
 * The admin index (`/admin/index.php?route=…`, spec 2 §6 §7) answers only with the admin's
 * `user_token`, as OpenCart's admin does; the same routes reached without the admin index are the
 * POS's (the session cookie).
 */
const ADMIN_TOKEN_REFUSED = 'Invalid token session. Please login again.';
const viaAdmin = (url: URL) => /\/admin\/index\.php$/.test(url.pathname);
const adminRefusal = ({ url, query }: MockRequest) => (viaAdmin(url) && !(query.get('user_token') ?? '').trim() ? refuse(ADMIN_TOKEN_REFUSED) : null);

function orderStatus(req: MockRequest) {
  const refused = adminRefusal(req);
  if (refused) return refused;
  const { query } = req;
  const order = getOrder(db.orders, query.get('orderId'));
  if (!order) return refuse('Order not found.');
  const c = customerOf(order);
  return json({
    orderId: order.order_id,
    orderStatuses: ORDER_STATUSES.map((s) => ({ ...s })),
    orderStatusId: order.order_status_id,
    email: c?.email ?? '',
    phone: c?.telephone ?? '',
    textingAlerts: c?.texting_alerts ?? false,
    recentHistoryNote: recentNote(order),
  });
}

/** The notification rules of spec 2 §5; the store trusts its own consent record over the form's. */
function notificationProblem(order: OrderRecord, form: URLSearchParams): string | null {
  const byEmail = flag(form, 'notifyByEmail');
  const byText = flag(form, 'notifyByText');
  const email = (form.get('email') ?? '').trim();
  const phone = (form.get('phone') ?? '').trim();
  if (byEmail && !email) return 'Email: Required';
  if (byEmail && !EMAIL.test(email)) return 'Invalid email';
  if (byText && !phone) return 'Phone: Required';
  if (byText && !validPhone(phone)) return 'Invalid phone number format';
  const c = customerOf(order);
  const consent = c ? c.texting_alerts : flag(form, 'textingAlerts');
  if (byText && !consent && !flag(form, 'overrideTextPermission')) return "Customer doesn't constent to text messages";
  return null;
}

/**
 * The history post outside POS: the admin's `sale/order/api` with `api=api/order/history` and
 * `order_id` (spec 2 §7), through the admin index with the admin's token; the same rules as in POS.
 */
function adminApi(req: MockRequest) {
  if (!viaAdmin(req.url)) return refuse(ADMIN_TOKEN_REFUSED);
  const refused = adminRefusal(req);
  if (refused) return refused;
  if (req.query.get('api') !== 'api/order/history') return refuse('Warning: You do not have permission to access the API!');
  return postHistory(req);
}

function postHistory({ query, form }: MockRequest) {
  const order = getOrder(db.orders, query.get('order_id'));
  if (!order) return refuse('Order not found.');
  const status = statusById(form.get('orderStatusId') ?? '');
  if (!status) return refuse('Please choose an order status.');
  const notify = flag(form, 'notifyCustomer');
  if (notify) {
    if (!flag(form, 'notifyByEmail') && !flag(form, 'notifyByText')) return refuse('Choose how to notify the customer: email or text message.');
    const problem = notificationProblem(order, form);
    if (problem) return refuse(problem);
    db.orders.outbox.push({ order_id: order.order_id, kind: 'history', email: flag(form, 'notifyByEmail') ? (form.get('email') ?? '') : '', phone: flag(form, 'notifyByText') ? (form.get('phone') ?? '') : '' });
  }
  addHistory(order, Number(status.order_status_id), (form.get('comment') ?? '').trim(), notify);
  return json({ success: SUCCESS });
}

function sendPaymentUrl({ query, form }: MockRequest) {
  const order = getOrder(db.orders, query.get('order_id'));
  if (!order) return refuse('Order not found.');
  if (order.order_status_id === STATUS.voided) return refuse('This order has been voided.');
  if (compare(balanceDue(order), '0') <= 0) return refuse('This order has no balance due.');
  const byEmail = flag(form, 'notifyByEmail');
  const byText = flag(form, 'notifyByText');
  if (!byEmail && !byText) return refuse('Choose email or text message to send the payment link.');
  const problem = notificationProblem(order, form);
  if (problem) return refuse(problem);
  const email = byEmail ? (form.get('email') ?? '').trim() : '';
  const phone = byText ? (form.get('phone') ?? '').trim() : '';
  db.orders.outbox.push({ order_id: order.order_id, kind: 'payment_link', email, phone });
  return json({ success: `The payment link has been sent to ${[email, phone].filter(Boolean).join(' and ')}.` });
}

function send({ query }: MockRequest) {
  const order = getOrder(db.orders, query.get('order_id'));
  if (!order) return refuse('Order not found.');
  const email = customerOf(order)?.email ?? '';
  if (!email) return refuse('This order has no customer email to send it to.');
  db.orders.outbox.push({ order_id: order.order_id, kind: 'order', email, phone: '' });
  return json({ success: `Order #${order.order_id} has been sent to ${email}.` });
}

/**
 * POST /pos/order/applyPoNumber?order_id= (spec 3 §7): the cart's applyPoNumber for a saved order,
 * `products[i][order_product_id|name|po_number]` and `apply_to_all`. The same rules as the cart's;
 * a line the session's cart still holds for this order takes the number too.
 */
function applyPoNumber({ query, form }: MockRequest) {
  const order = getOrder(db.orders, query.get('order_id'));
  if (!order) return refuse('Order not found.');
  if (order.order_status_id === STATUS.voided) return refuse('This order has been voided.');
  const products = poRows(form);
  if (!products.length) return refuse('Please choose a product.');
  const toAll = form.get('apply_to_all') === '1' || products.some((p) => p.apply_to_all === '1');
  const changes: Array<[OrderRecord['products'][number], string]> = [];
  for (const p of products) {
    const line = order.products.find((l) => String(l.order_product_id) === (p.order_product_id ?? '').trim());
    if (!line) return refuse('This product is not on the order.');
    const po = (p.po_number ?? '').trim();
    const problem = poNumberProblem(po);
    if (problem) return refuse(problem);
    changes.push([line, po]);
  }
  if (toAll) for (const line of order.products) line.po_number = changes[0][1];
  else for (const [line, po] of changes) line.po_number = po;
  if (db.cart.order_id === order.order_id) {
    for (const line of db.cart.lines) {
      const same = order.products.find((l) => Number(l.order_product_id) === line.order_product_id);
      if (same) line.po_number = same.po_number;
    }
  }
  return json({ success: 'Success: The PO Number has been added.' });
}

export const orderRoutes: Route[] = [
  { method: 'POST', path: 'pos/order/applyPoNumber', handle: applyPoNumber, shape: successAnswer },
  { method: 'GET', path: 'api/order', handle: list, shape: OrderListAnswerShape },
  { method: 'GET', path: 'api/order/delete', handle: remove, shape: successAnswer },
  { method: 'GET', path: 'pos/order/void', handle: voidOrder, shape: VoidOrderAnswerShape },
  { method: 'POST', path: 'pos/order/histories', handle: histories, shape: OrderHistoriesShape },
  { method: 'GET', path: 'sale/order/getOrderStatus', handle: orderStatus, shape: OrderStatusAnswerShape },
  { method: 'POST', path: 'pos/order/history', handle: postHistory, shape: OrderHistoryAddAnswerShape },
  { method: 'POST', path: 'sale/order/api', handle: adminApi, shape: OrderHistoryAddAnswerShape },
  { method: 'POST', path: 'pos/order/sendPaymentURL', handle: sendPaymentUrl, shape: successAnswer },
  { method: 'GET', path: 'pos/order/send', handle: send, shape: successAnswer },
];
