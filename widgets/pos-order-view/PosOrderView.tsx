import { useId, useRef, useState } from 'react';
import { pageUrl } from '../../shared/api/endpoints/pos-pages';
import { sendOrder, type PosOrder } from '../../shared/api/order';
import { isPositive } from '../../shared/money';
import { CustomerSearchDialog, useAssignCustomer } from '../../shared/customer';
import { invalidateQueries, useMutation } from '../../shared/data';
import { OrderHistoryModal, PaymentLinkModal, canContinueOrder, isCompleteOrder, isVoidedOrder, orderStatusKey } from '../../shared/order';
import { PaymentSummary, TransactionList, paymentKey, paymentSummary, usePayment, type PaymentState } from '../../shared/payment';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { PosOrderViewProps } from './props';
import { Button, buttonClass, refocusIfLost } from '../../shared/ui';
import { History, historyKey } from './components/History';
import { Items } from './components/Items';
import { OrderInfo } from './components/OrderInfo';
import { PurchaseOrders } from './components/PurchaseOrders';
import { VoidOrder } from './components/VoidOrder';
import styles from './pos-order-view.module.css';
import { useStatusAfterPayment } from './useStatusAfterPayment';
import { text, useTexts } from '../../shared/texts';
import { posOrderViewTexts } from './texts';


/** Spec 2 §6: the admin token is in the page address; `data-user-token` wins when given. */
const pageToken = () => new URLSearchParams(window.location.search).get('user_token') ?? undefined;

/** An order's figures after a payment change: the payment state's, kept on the order. */
function withPayment(order: PosOrder, p: PaymentState): PosOrder {
  const paid = p.amountPaid;
  const settled = paymentSummary(p).paidInFull;
  // The store's POS status follows the payments: paid in full is complete, partly paid outstanding.
  const pos_status = isVoidedOrder(order) ? order.pos_status : settled && isPositive(paid) ? 'complete' : isPositive(paid) ? 'outstanding_balance' : order.pos_status === 'kiosk' ? 'kiosk' : 'saved';
  return { ...order, pos_status, transactions: p.transactions, amount_paid: paid, paid_amount: paid, balance_due: p.balanceDue, order_total: p.orderTotal, paid_in_full: settled };
}

/**
 * One order (/pos/order/view, spec 2 §2 §4, spec 3 §4): order info, payment info and
 * transactions, distributor purchase orders, items with options and PO numbers, totals and the
 * order history; Void Order, Continue Order, View Receipt or Invoice, View in Admin, Add Customer.
 */
export function PosOrderView({ order: initial, userToken }: PosOrderViewProps & WidgetBaseProps) {
  const t = useTexts(posOrderViewTexts);
  const [order, setOrder] = useState(initial);
  const payment = usePayment(order.order_id);
  const uid = useId();
  const infoHeading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<'history' | 'link' | 'customer' | null>(null);
  const assign = useAssignCustomer(Number(order.order_id));
  const readStatus = useStatusAfterPayment(order.order_id, setOrder);
  const emailOrder = useMutation(() => sendOrder(order.order_id), { successToast: (a) => a.success || text(posOrderViewTexts, 'orderSent') });

  const id = String(order.order_id);
  const voided = isVoidedOrder(order);
  const complete = isCompleteOrder(order);
  const figures = payment.data ?? { orderTotal: order.total, amountPaid: order.amount_paid, balanceDue: order.balance_due };
  const transactions = payment.data?.transactions ?? order.transactions;
  const hasCustomer = Boolean(order.customer_id && String(order.customer_id) !== '0');
  const owed = !paymentSummary(figures).paidInFull;

  return (
    <div className={styles.view}>
      <div className={styles.actions} role="toolbar" aria-label={t('orderActions')}>
        {!voided && (
          <VoidOrder
            order={order}
            onVoided={(answer) => {
              setOrder(answer.order);
              invalidateQueries(paymentKey(order.order_id));
              invalidateQueries(historyKey(order.order_id));
              // Void Order is gone with the voided order: the focus goes to Order Info, which says Voided.
              refocusIfLost(() => infoHeading.current);
            }}
          />
        )}
        {canContinueOrder(order) && (
          <a className={buttonClass('primary')} href={pageUrl('pagePosOrderContinue', { order_id: id })}>
            {t('continueOrder')}
          </a>
        )}
        <a className={buttonClass('secondary')} href={complete ? pageUrl('pagePosInvoice', { order_id: id }) : pageUrl('pagePosReceipt', { order_id: id })}>
          {complete ? t('viewInvoice') : t('viewReceipt')}
        </a>
        <Button variant="secondary" onClick={() => setDialog('history')}>
          {t('orderHistory')}
        </Button>
        {owed && !voided && (
          <Button variant="secondary" onClick={() => setDialog('link')}>
            {t('sendPaymentLink')}
          </Button>
        )}
        {/* GET /pos/order/send needs only the order id: the store knows the customer's address. */}
        <Button variant="secondary" busy={emailOrder.pending} onClick={() => void emailOrder.mutate()}>
          {t('emailOrder')}
        </Button>
        <a className={buttonClass('secondary')} href={pageUrl('pageAdminOrder', { order_id: id, user_token: userToken || pageToken() })}>
          {t('viewInAdmin')}
        </a>
        {!hasCustomer && !voided && (
          <Button variant="secondary" onClick={() => setDialog('customer')}>
            {t('addCustomer')}
          </Button>
        )}
      </div>

      <OrderHistoryModal
        orderId={order.order_id}
        customerId={hasCustomer ? order.customer_id : null}
        open={dialog === 'history'}
        onClose={() => setDialog(null)}
        onAdded={(status) => setOrder((o) => ({ ...o, status: status.name, order_status_id: status.order_status_id, order_status: status }))}
      />
      <PaymentLinkModal orderId={order.order_id} customerId={hasCustomer ? order.customer_id : null} open={dialog === 'link'} onClose={() => setDialog(null)} />
      <CustomerSearchDialog
        open={dialog === 'customer'}
        onClose={() => setDialog(null)}
        fullScreen
        busy={assign.pending}
        confirmLabel={t('addCustomer')}
        onConfirm={async (c) => {
          if (!(await assign.assign(c.customer_id))) return;
          setOrder((o) => ({ ...o, customer_id: String(c.customer_id), customer: c.name }));
          invalidateQueries(paymentKey(order.order_id));
          // The payment link's defaults (email, phone, texting consent) are the new customer's.
          invalidateQueries(orderStatusKey(order.order_id));
          setDialog(null);
        }}
      />

      <section aria-labelledby={`${uid}-info`} className={styles.section}>
        <h2 id={`${uid}-info`} ref={infoHeading} tabIndex={-1}>
          {t('orderInfo')}
        </h2>
        <OrderInfo order={order} />
      </section>

      <section aria-labelledby={`${uid}-payment`} className={styles.section}>
        <h2 id={`${uid}-payment`}>{t('paymentInfo')}</h2>
        <PaymentSummary payment={figures} breakdown={Boolean(payment.data)} storeCredit={payment.data?.customer ? payment.data.storeCredit : null} />
        {payment.error !== null && !payment.data && (
          <p className={styles.muted} role="alert">
            {t('paymentFailed')}{' '}
            <Button size="sm" variant="secondary" onClick={() => void payment.refetch()}>
              {t('retry')}
            </Button>
          </p>
        )}
        <h3>{t('transactions')}</h3>
        <TransactionList
          orderId={order.order_id}
          transactions={transactions}
          customerName={order.customer}
          readOnly={voided}
          onPayment={(p) => {
            setOrder((o) => withPayment(o, p));
            void readStatus();
          }}
        />
      </section>

      <section aria-labelledby={`${uid}-pos`} className={styles.section}>
        <h2 id={`${uid}-pos`}>{t('purchaseOrders')}</h2>
        <PurchaseOrders orders={order.purchase_orders} />
      </section>

      <section aria-labelledby={`${uid}-items`} className={styles.section}>
        <h2 id={`${uid}-items`}>{t('items')}</h2>
        <Items products={order.products} totals={order.totals} vouchers={order.vouchers} />
      </section>

      <section aria-labelledby={`${uid}-history`} className={styles.section}>
        <h2 id={`${uid}-history`}>{t('orderHistory')}</h2>
        <History orderId={order.order_id} />
      </section>
    </div>
  );
}
