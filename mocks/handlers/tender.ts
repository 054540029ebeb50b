/**
 * Taking payments at POS checkout (spec 3 §2, §5; answers per spec 5 "POS checkout and payments"):
 * addPayment for cash, check, voucher, store credit and card, the voucher lookup, the checkout's
 * customer and the payment item. Like the PHP store:
 * - addPayment is applied once per `request_id`: a repeated id answers the first result again
 *   (refusals included) and takes no money; a missing id is refused;
 * - a refusal answers `{"error": text}` with HTTP 200 and changes nothing;
 * - a declined card is an `error` (the mock terminal declines amounts ending in .13);
 * - vouchers lose what is paid from them, and a void gives it back; store credit comes from the order's customer.
 */
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { applyOnce, balanceDue, creditBalance, getOrder, recordTransaction, setVoucherRefund, STATUS, type TransactionInput } from '../db/orders';
import { customerById } from '../db/customers-lite';
import { CARD_DECLINED_TEXT, cardDeclined, voucherByCode } from '../db/tenders';
import { paymentOf } from './payment';
import { EmptyAnswerShape, PaymentAnswerShape, SetCustomerAnswerShape, VoucherLookupShape } from '../../shared/api/shapes/payment';
import { compare, formatMoney, isMoneyText, isPositive, minAmount, parseAmount, subtract, sum } from '../../shared/money';

// A voided voucher payment goes back on the voucher it was paid from.
setVoucherRefund((code, amount) => {
  const card = voucherByCode(db.tenders, code);
  if (card) card.amount = sum(card.amount, amount);
});

const TYPES = ['cash', 'check', 'voucher', 'store_credit', 'card'] as const;
type Type = (typeof TYPES)[number];

/** Cards the mock terminal reads, in turn. */
const CARDS = ['Visa ending 4242', 'MasterCard ending 4444', 'Amex ending 0005', 'Discover ending 1117'];

type Answer = { error: string } | { success: string; payment: ReturnType<typeof paymentOf> };

function takePayment(form: URLSearchParams): Answer {
  const order = getOrder(db.orders, form.get('orderId'));
  if (!order) return { error: 'Order not found!' };
  if (order.order_status_id === STATUS.voided) return { error: 'This order has been voided.' };
  const type = form.get('type') as Type | null;
  if (!type || !TYPES.includes(type)) return { error: 'Please choose a payment type.' };
  const raw = form.get('amount') ?? '';
  if (!isMoneyText(raw) || !isPositive(raw)) return { error: 'Please enter an amount greater than zero.' };
  const amount = parseAmount(raw);
  const due = balanceDue(order);
  if (!isPositive(due)) return { error: 'This order is already paid in full.' };
  const overDue = compare(amount, due) > 0;

  const input: TransactionInput = { type, amount };
  switch (type) {
    case 'cash':
      // Cash may be more than the balance: the difference is change due.
      break;
    case 'check': {
      const number = (form.get('check_number') ?? '').trim();
      if (!/^\d+$/.test(number) || Number(number) < 1) return { error: 'Please enter the check number (a whole number, 1 or more).' };
      if (overDue) return { error: `A check cannot be more than the balance due (${formatMoney(due)}).` };
      input.check_number = number;
      break;
    }
    case 'voucher': {
      const card = voucherByCode(db.tenders, form.get('voucher_code') ?? '');
      if (!card) return { error: 'Invalid code' };
      if (compare(amount, card.amount) > 0) return { error: `Max amount allowed: ${formatMoney(card.amount)}` };
      if (overDue) return { error: `Max amount allowed: ${formatMoney(minAmount(card.amount, due))}` };
      card.amount = subtract(card.amount, amount);
      input.voucher_code = card.code;
      input.label = `${card.kind === 'reward' ? 'Reward' : 'Gift'} Voucher (${card.code})`;
      break;
    }
    case 'store_credit': {
      if (order.customer_id === null) return { error: 'A customer must be selected!' };
      const max = minAmount(creditBalance(db.orders, order.customer_id), due);
      if (compare(amount, max) > 0) return { error: `Max amount allowed: ${formatMoney(max)}` };
      break;
    }
    case 'card': {
      if (overDue) return { error: `A card payment cannot be more than the balance due (${formatMoney(due)}).` };
      if (cardDeclined(amount)) return { error: CARD_DECLINED_TEXT };
      input.processor = 'payjunction';
      input.card = CARDS[db.orders.nextTransactionId % CARDS.length];
      break;
    }
  }
  const tx = recordTransaction(db.orders, order, input);
  return { success: `Success: ${tx.transaction_label} payment of ${formatMoney(tx.amount)} added.`, payment: paymentOf(order) };
}

function addPayment({ form }: MockRequest) {
  const requestId = (form.get('request_id') ?? '').trim();
  if (!requestId) return refuse('The payment has no request id; it was not taken.');
  return json(applyOnce(db.orders, `addPayment:${requestId}`, () => takePayment(form)));
}

function getVoucher({ query }: MockRequest) {
  const card = voucherByCode(db.tenders, query.get('code') ?? '');
  if (!card) return refuse('Invalid code');
  if (!isPositive(card.amount)) return refuse(`The balance of voucher ${card.code} has been used up.`);
  return json({ original_amount: card.original_amount, amount: card.amount });
}

function setCustomer({ form, query }: MockRequest) {
  const customer = customerById(form.get('customerId'));
  if (!customer) return refuse('Customer not found!');
  const orderId = query.get('orderId');
  if (orderId) {
    const order = getOrder(db.orders, orderId);
    if (!order) return refuse('Order not found!');
    order.customer_id = Number(customer.customer_id);
  } else {
    db.cart.customer_id = Number(customer.customer_id);
  }
  return json({
    success: `${customer.firstname} ${customer.lastname} is now the customer of this ${orderId ? 'order' : 'cart'}.`,
    // Spec 2 §3's Customer fields the checkout uses (the cart view's vehicles and credit are not part of it).
    customer: { customer_id: customer.customer_id, firstname: customer.firstname, lastname: customer.lastname, email: customer.email ?? '', telephone: customer.telephone ?? '', tax_exempt: customer.tax_exempt ? 1 : 0 },
    storeCredit: creditBalance(db.orders, customer.customer_id),
  });
}

/** The payment items the store knows (the settings' payment type codes). */
const PAYMENT_ITEMS = ['card', 'ecommerce', 'cash', 'voucher', 'check', 'storeCredit'];

function setPaymentData({ form }: MockRequest) {
  const item = (form.get('itemId') ?? '').trim();
  if (!item) return refuse('Please choose a payment method.');
  if (!PAYMENT_ITEMS.includes(item)) return refuse(`The payment method "${item}" is not available.`);
  db.tenders.paymentItem = item;
  return json({});
}

export const tenderRoutes: Route[] = [
  { method: 'POST', path: 'pos/checkout/addPayment', handle: addPayment, shape: PaymentAnswerShape },
  { method: 'GET', path: 'pos/checkout/getVoucher', handle: getVoucher, shape: VoucherLookupShape },
  { method: 'POST', path: 'pos/checkout/setCustomer', handle: setCustomer, shape: SetCustomerAnswerShape },
  { method: 'POST', path: 'checkout/cart/setPaymentData', handle: setPaymentData, shape: EmptyAnswerShape },
];
