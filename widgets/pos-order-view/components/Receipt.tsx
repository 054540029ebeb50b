import { useEffect, useId, useRef, useState } from 'react';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { pageUrl as posPageUrl } from '../../../shared/api/endpoints/pos-pages';
import type { PosOrder } from '../../../shared/api/order';
import { formatMoney } from '../../../shared/money';
import { customerText, formatOrderDate } from '../../../shared/order';
import { isVoided, paymentSummary, paymentTexts, transactionText } from '../../../shared/payment';
import { Button, buttonClass, printOnly } from '../../../shared/ui';
import { InfoList, type InfoRow } from './InfoList';
import { AmountCells, AmountHeads, totalText } from './lineCells';
import { text, useTexts } from '../../../shared/texts';
import { posOrderViewTexts } from '../texts';
import styles from './Receipt.module.css';

/** What the page prints: a quote or receipt (/pos/order/receipt, /pos/order/done) or an invoice (/pos/order/invoice). */
export type ReceiptView = 'receipt' | 'invoice';
export type Paper = '80mm' | 'a4';

export const PAPERS: ReadonlyArray<{ value: Paper; label: 'paperRoll' | 'paperA4' }> = [
  { value: '80mm', label: 'paperRoll' },
  { value: 'a4', label: 'paperA4' },
];

/**
 * The document's title. Spec 3 §2: /pos/order/receipt is the quote receipt (a quote is an order
 * saved with nothing paid); once money is taken it is the sale's receipt; /pos/order/invoice the invoice.
 */
export function receiptTitle(view: ReceiptView, order: Pick<PosOrder, 'amount_paid' | 'transactions'>): string {
  if (view === 'invoice') return text(posOrderViewTexts, 'invoice');
  const paid = order.transactions.some((t) => !isVoided(t));
  return text(posOrderViewTexts, paid ? 'receipt' : 'quote');
}

/**
 * A printable receipt or invoice of one order (spec 2 §2 "View Receipt or Invoice", spec 3 §1
 * "send or print invoices and receipts"): the order's info, lines, totals and payments with the
 * payment state's words (spec 3 §4). Printing puts only the document on the paper (printOnly:
 * nothing of the theme's page, its toolbar or toasts), on an 80 mm receipt roll or A4 (named
 * `@page`s, chosen here; the receipt page starts on 80 mm, the invoice on A4).
 */
export function Receipt({ order, view }: { order: PosOrder; view: ReceiptView }) {
  const t = useTexts(posOrderViewTexts);
  // The payment words (no transactions, voided, balance or change) are read as the receipt is shown.
  const pt = useTexts(paymentTexts);
  const uid = useId();
  const [paper, setPaper] = useState<Paper>(view === 'invoice' ? 'a4' : '80mm');
  const doc = useRef<HTMLElement>(null);
  useEffect(() => (doc.current ? printOnly(doc.current) : undefined), []);

  const id = String(order.order_id);
  const title = receiptTitle(view, order);
  const summary = paymentSummary({ orderTotal: order.order_total ?? order.total, amountPaid: order.amount_paid, balanceDue: order.balance_due });
  const rows: InfoRow[] = [
    [t('order'), `#${id}`],
    [t('date'), formatOrderDate(order.date_added)],
    [t('customer'), customerText(order)],
    [t('cashier'), order.cashier || '—'],
  ];
  if (order.order_ymm) rows.push([t('vehicle'), order.order_ymm]);
  if (order.po_number_list.length) rows.push([t('poNumbers'), order.po_number_list.join(', ')]);
  if (order.tax_exempt) rows.push([t('taxExempt'), order.tax_exempt_number || t('yes')]);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('receiptActions')}>
        <Button onClick={() => window.print()}>{t('print', { title })}</Button>
        <fieldset className={styles.paper}>
          <legend>{t('paper')}</legend>
          {PAPERS.map((p) => (
            <label key={p.value}>
              <input type="radio" name={`${uid}-paper`} value={p.value} checked={paper === p.value} onChange={() => setPaper(p.value)} /> {t(p.label)}
            </label>
          ))}
        </fieldset>
        <a className={buttonClass('secondary')} href={posPageUrl('pagePosOrderView', { order_id: id })}>
          {t('viewOrder')}
        </a>
        <a className={buttonClass('secondary')} href={pageUrl('pageCart')}>
          {t('newSale')}
        </a>
      </div>

      <article ref={doc} className={[styles.receipt, paper === 'a4' ? styles.a4 : styles.roll].join(' ')} aria-labelledby={`${uid}-title`} data-paper={paper}>
        <h2 id={`${uid}-title`} className={styles.title}>
          {t('docTitle', { title, id })}
        </h2>
        <InfoList rows={rows} className={styles.info} />

        <table className={styles.lines}>
          <caption className="pf-visually-hidden">{t('items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <AmountHeads quantity={t('qty')} numClass={styles.num} />
            </tr>
          </thead>
          <tbody>
            {order.products.map((p) => (
              <tr key={String(p.order_product_id)}>
                <td>
                  {p.name}
                  {p.model ? <span className={styles.muted}> {p.model}</span> : null}
                  {p.option.map((o, i) => (
                    <span key={`${o.name}-${i}`} className={styles.option}>
                      {o.name}: {o.value}
                    </span>
                  ))}
                </td>
                <AmountCells line={p} numClass={styles.num} />
              </tr>
            ))}
            {order.vouchers.map((v, i) => (
              <tr key={`voucher-${i}`}>
                <td>{v.description}</td>
                <AmountCells line={v} numClass={styles.num} />
              </tr>
            ))}
          </tbody>
        </table>

        <dl className={styles.sums} aria-label={t('totals')}>
          {order.totals.map((row, i) => (
            <div key={`${row.code}-${i}`} className={row.code === 'total' ? styles.total : undefined}>
              <dt>{row.title}</dt>
              <dd>{totalText(row)}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby={`${uid}-payments`}>
          <h3 id={`${uid}-payments`} className={styles.subhead}>
            {t('payments')}
          </h3>
          {order.transactions.length === 0 ? (
            <p className={styles.muted}>{pt('noTransactions')}</p>
          ) : (
            <dl className={styles.sums}>
              {order.transactions.map((tx) => (
                <div key={String(tx.transaction_id)} className={isVoided(tx) ? styles.voided : undefined}>
                  <dt>{transactionText(tx)}</dt>
                  <dd>{formatMoney(tx.amount)}</dd>
                </div>
              ))}
            </dl>
          )}
          <dl className={styles.sums}>
            <div>
              <dt>{t('amountPaid')}</dt>
              <dd>{formatMoney(order.amount_paid)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{summary.balanceLabel}</dt>
              <dd>{formatMoney(summary.balanceAmount)}</dd>
            </div>
          </dl>
          <p className={styles.state}>{summary.heading}</p>
        </section>
      </article>
    </div>
  );
}
