/**
 * Payment state and voids (spec 3 §4, spec 2 §7; answers per spec 5 "POS checkout and payments"),
 * over `db.orders`. Every call that changes money honours `request_id`: a repeated id is applied
 * once and answers the first result again. A refusal changes nothing.
 */
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { PaymentAnswerShape, ProcessorAnswerShape } from '../../shared/api/shapes/payment';
import { applyOnce, getOrder, isStuck, isVoid, paymentState, renderTransaction, voidOne, STATUS, type OrderRecord, type Transaction } from '../db/orders';
import { appointmentsForOrder } from '../db/appointments';
import { renderAppointment } from './appointment';

/** The order's booked appointments, in spec 3 §3's "Appointment" shape. */
const booked = (order: OrderRecord) => (db.appointments ? appointmentsForOrder(db.appointments, order.order_id).map(renderAppointment) : []);

export const paymentOf = (order: OrderRecord) => paymentState(db.orders, order, booked(order));

export function findTransaction(id: string | null): { order: OrderRecord; tx: Transaction } | null {
  if (!id || !id.trim()) return null;
  for (const order of db.orders.list) {
    const tx = order.transactions.find((t) => String(t.transaction_id) === id.trim());
    if (tx) return { order, tx };
  }
  return null;
}

const isProcessor = (t: Transaction) => Boolean(t.datacap_dc_direct?.void_or_return_url || t.payjunction?.transaction.action_url);

function getTransactions({ query }: MockRequest) {
  const order = getOrder(db.orders, query.get('orderId'));
  if (!order) return refuse('Order not found.');
  return json({ payment: paymentOf(order) });
}

function voidTransaction({ form }: MockRequest) {
  return json(
    applyOnce(db.orders, form.get('request_id'), () => {
      const found = findTransaction(form.get('transaction'));
      if (!found) return { error: 'Transaction not found.' };
      const { order, tx } = found;
      if (order.order_status_id === STATUS.voided) return { error: 'This order has been voided.' };
      if (isProcessor(tx) && !isVoid(tx)) return { error: `${tx.transaction_label} is voided through the card processor.` };
      const problem = voidOne(db.orders, order, tx);
      if (problem) return { error: problem };
      return { success: `${tx.transaction_label} has been voided.`, payment: paymentOf(order) };
    }),
  );
}

function voidTransactions({ query }: MockRequest) {
  return json(
    applyOnce(db.orders, query.get('request_id'), () => {
      const order = getOrder(db.orders, query.get('orderId'));
      if (!order) return { error: 'Order not found.' };
      const open = order.transactions.filter((t) => !isVoid(t));
      if (!open.length) return { error: 'There are no transactions to void.' };
      const stuck = open.filter(isStuck);
      if (stuck.length) return { error: `${stuck.map((t) => t.transaction_label).join(', ')} cannot be voided: settled before capture. Nothing was voided.` };
      for (const tx of open) voidOne(db.orders, order, tx);
      return { success: 'All transactions have been voided.', payment: paymentOf(order) };
    }),
  );
}

function processorCheck(query: URLSearchParams): { error: string } | { order: OrderRecord; tx: Transaction } {
  if (query.get('from_pos') !== '1') return { error: 'This action is only available from the POS.' };
  const found = findTransaction(query.get('transaction_id'));
  if (!found) return { error: 'Transaction not found.' };
  if (isVoid(found.tx)) return { error: `Transaction #${found.tx.transaction_id} has already been voided.` };
  return found;
}

/** PayJunction: a HOLD is captured, a CAPTURE is voided; a hold settled before capture has no action. */
function payjunction({ query }: MockRequest) {
  return json(
    applyOnce(db.orders, query.get('request_id'), () => {
      const found = processorCheck(query);
      if ('error' in found) return found;
      const { order, tx } = found;
      const pj = tx.payjunction?.transaction;
      if (!pj) return { error: 'This is not a PayJunction transaction.' };
      if (isStuck(tx)) return { error: 'PayJunction: the transaction was settled before it was captured; no action is possible.' };
      if (pj.status === 'HOLD') {
        Object.assign(pj, { status: 'CAPTURE', action_text: 'Void' });
        return { success: 'PayJunction: the transaction has been captured.', transaction: renderTransaction(tx) };
      }
      const problem = voidOne(db.orders, order, tx);
      if (problem) return { error: problem };
      return { success: 'PayJunction: the transaction has been voided.', transaction: renderTransaction(tx) };
    }),
  );
}

/** Datacap dcDirect: Void before the batch settles, Return after. */
function datacap({ query }: MockRequest) {
  return json(
    applyOnce(db.orders, query.get('request_id'), () => {
      const found = processorCheck(query);
      if ('error' in found) return found;
      const { order, tx } = found;
      const dc = tx.datacap_dc_direct;
      if (!dc) return { error: 'This is not a Datacap transaction.' };
      const action = dc.void_or_return_action;
      const problem = voidOne(db.orders, order, tx);
      if (problem) return { error: problem };
      return { success: `Datacap: ${action === 'Return' ? 'the payment has been returned' : 'the payment has been voided'}.`, transaction: renderTransaction(tx) };
    }),
  );
}

export const paymentRoutes: Route[] = [
  { method: 'GET', path: 'pos/checkout/getTransactions', handle: getTransactions, shape: PaymentAnswerShape },
  { method: 'POST', path: 'pos/checkout/voidTransaction', handle: voidTransaction, shape: PaymentAnswerShape },
  { method: 'GET', path: 'pos/checkout/voidTransactions', handle: voidTransactions, shape: PaymentAnswerShape },
  { method: 'GET', path: 'extension/payment/payjunction/action', handle: payjunction, shape: ProcessorAnswerShape },
  { method: 'GET', path: 'extension/payment/datacap_dc_direct/voidOrReturn', handle: datacap, shape: ProcessorAnswerShape },
];
