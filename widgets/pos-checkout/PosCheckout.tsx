import { useEffect, useId, useRef, useState } from 'react';
import type { PaymentState } from '../../shared/api/payment';
import { errorText } from '../../shared/api/errors';
import { useSettings } from '../../shared/config';
import { PaymentLinkForm, PaymentSummary, Tenders, TransactionList, setPayment, usePayment, usePaymentOutbox } from '../../shared/payment';
import { OfflineBanner } from '../../shared/offline';
import { isPositive } from '../../shared/money';
import { Button, Loading, focusableIn, refocusIfLost } from '../../shared/ui';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { NoOrder } from './components/NoOrder';
import { BookedAppointments } from './components/BookedAppointments';
import { CompleteCheckout } from './components/CompleteCheckout';
import { CheckoutCustomer, useCheckoutCustomerName } from './components/CheckoutCustomer';
import styles from './pos-checkout.module.css';
import type { PosCheckoutProps } from './props';
import { posCheckoutTexts } from './texts';
import { useTexts } from '../../shared/texts';
import { paymentTexts } from '../../shared/payment';

export type { PosCheckoutProps };

/** Spec 3 §1, §9: payment widgets are read again 1000 ms after a trigger (a card payment, a payment link, a customer set). */
export const REFRESH_AFTER_MS = 1000;

function useRefreshSoon(refetch: () => unknown) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), REFRESH_AFTER_MS);
  };
}

/**
 * POS checkout (spec 3 §2, §4, §5): the order's payment state, its transactions (void one or
 * all), the tenders until the balance is zero, booked appointments, and Confirm Order.
 */
export function PosCheckout({ orderId, payment }: PosCheckoutProps & WidgetBaseProps) {
  if (!orderId) return <NoOrder />;
  return <Checkout orderId={orderId} initial={payment ?? null} />;
}

function Checkout({ orderId, initial }: { orderId: number; initial: PaymentState | null }) {
  const settings = useSettings();
  const t = useTexts(posCheckoutTexts);
  const tp = useTexts(paymentTexts);
  const uid = useId();
  const query = usePayment(orderId, initial);
  // Cash and checks taken offline are kept and sent, once, when the store answers.
  usePaymentOutbox(orderId);
  const refreshSoon = useRefreshSoon(query.refetch);
  const payment = query.data;
  // The customer assigned on this page (setCustomer's answer), else the payment state's when a store sends its id.
  const [assignedId, setAssignedId] = useState('');
  const [assignedName, setAssignedName] = useState('');
  const customerName = useCheckoutCustomerName(orderId, payment?.customer ?? null, assignedName);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const tenders = useRef<HTMLElement>(null);

  if (!payment) {
    if (query.error) {
      return (
        <div className={styles.notice} role="alert">
          {errorText(query.error, t('loadFailed'))}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      );
    }
    return <Loading label={t('loading')} />;
  }

  const onPaid = (next: PaymentState) => {
    setPayment(orderId, next);
    if (next.transactions.at(-1)?.transaction_type === 'card') refreshSoon();
    // The tender's form is new after a payment (and gone once paid in full): the focus goes to the
    // next payment's first field, else to the Payment heading, where "Paid In Full" is read.
    refocusIfLost(() => (tenders.current ? focusableIn(tenders.current).find((el) => el.closest('form')) : paymentHeading.current));
  };
  const ids = { payment: `${uid}-payment`, transactions: `${uid}-tx`, tenders: `${uid}-tenders`, appointments: `${uid}-appts`, complete: `${uid}-complete` };

  return (
    <>
    {/* Outside the grid: empty, it takes no room. */}
    <OfflineBanner works={tp('worksOffline')} />
    <div className={styles.checkout}>
      <section aria-labelledby={ids.payment} className={styles.section}>
        <h2 id={ids.payment} ref={paymentHeading} tabIndex={-1}>
          {t('payment')}
        </h2>
        <CheckoutCustomer
          orderId={orderId}
          customer={payment.customer}
          name={customerName}
          onChanged={(customerId, name) => {
            setAssignedId(customerId);
            setAssignedName(name);
            refreshSoon();
          }}
        />
        <PaymentSummary payment={payment} breakdown keepPaid storeCredit={payment.customer ? payment.storeCredit : null} />
      </section>
      <section aria-labelledby={ids.transactions} className={styles.section}>
        <h2 id={ids.transactions}>{t('transactions')}</h2>
        <TransactionList orderId={orderId} transactions={payment.transactions} customerName={customerName} />
      </section>
      {isPositive(payment.balanceDue) && (
        <section aria-labelledby={ids.tenders} className={styles.section} ref={tenders}>
          <h2 id={ids.tenders}>{t('takePayment')}</h2>
          <Tenders orderId={orderId} payment={payment} enabled={settings.pos.paymentTypes} onPaid={onPaid} paymentLink={<PaymentLinkForm orderId={orderId} customerId={assignedId || payment.customer?.customer_id} onSent={refreshSoon} />} />
        </section>
      )}
      <section aria-labelledby={ids.appointments} className={styles.section}>
        <h2 id={ids.appointments}>{t('appointments')}</h2>
        <BookedAppointments orderId={orderId} appointments={payment.bookedAppointments ?? []} hasCustomer={payment.customer !== null} headingId={ids.appointments} />
      </section>
      <section aria-labelledby={ids.complete} className={styles.section}>
        <h2 id={ids.complete}>{t('completeCheckOut')}</h2>
        <CompleteCheckout orderId={orderId} payment={payment} poNumbers={settings.pos.poNumbers} reload={query.refetch} />
      </section>
    </div>
    </>
  );
}
