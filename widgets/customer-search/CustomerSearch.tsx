import { useState } from 'react';
import type { CustomerSearchResult } from '../../shared/api/customer';
import { pageUrl } from '../../shared/api/endpoints/pos-pages';
import { useSettings } from '../../shared/config';
import { CustomerSearchDialog, CustomerSearchPanel, useAssignCustomer } from '../../shared/customer';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { StaffNoticeProps } from '../../shared/runtime/StaffGate';
import { Button, Modal } from '../../shared/ui';
import type { CustomerSearchProps } from './props';
import { useTexts } from '../../shared/texts';
import { customerSearchTexts } from './texts';
import styles from './customer-search.module.css';

export const NOT_POS = customerSearchTexts.en.staffOnly;

/**
 * Search for a Customer (spec 2 §2 §4): as a modal (full screen in POS mode) or inline on
 * /pos/customer/search. Confirming assigns the customer to the cart ("Customer assigned to
 * cart!") or, with `orderId`, to that order ("Customer added to order!"); with `onSelect` it hands
 * the customer to theme code instead.
 */
export function CustomerSearch({ orderId, onSelect, close }: CustomerSearchProps & WidgetBaseProps) {
  const t = useTexts(customerSearchTexts);
  const settings = useSettings();
  const { assign, pending } = useAssignCustomer(orderId);
  const [selected, setSelected] = useState<CustomerSearchResult | null>(null);

  const confirm = async (customer: CustomerSearchResult) => {
    if (onSelect) {
      onSelect(customer);
      close?.();
      return;
    }
    if ((await assign(customer.customer_id)) && close) close();
  };
  const label = t(onSelect ? 'select' : orderId ? 'addToOrder' : 'assignToCart');

  if (close) {
    return <CustomerSearchDialog open onClose={close} onConfirm={confirm} fullScreen={settings.mode === 'pos'} confirmLabel={label} busy={pending} />;
  }

  return (
    <section className={styles.page} aria-labelledby="pf-customer-search-title">
      <h2 id="pf-customer-search-title" className={styles.title}>
        {t('title')}
      </h2>
      <CustomerSearchPanel selected={selected} onSelect={setSelected} onConfirm={(c) => void confirm(c)} />
      <div className={styles.actions}>
        <a className={styles.link} href={pageUrl('pageCustomerAdd')}>
          {t('newCustomer')}
        </a>
        {selected && (
          <a className={styles.link} href={pageUrl('pageCustomerEdit', { customer_id: selected.customer_id })}>
            {t('edit', { name: selected.name })}
          </a>
        )}
        <Button disabled={!selected} busy={pending} onClick={() => selected && void confirm(selected)}>
          {label}
        </Button>
      </div>
    </section>
  );
}

/** The staff notice (defineWidget's `staff` option): in a dialog when the search was opened as one. */
export function CustomerSearchNotice({ close, text }: StaffNoticeProps) {
  const t = useTexts(customerSearchTexts);
  if (!close) return <p className={styles.notice}>{text}</p>;
  return (
    <Modal open onClose={close} title={t('title')} size="sm">
      <p className={styles.notice}>{text}</p>
    </Modal>
  );
}
