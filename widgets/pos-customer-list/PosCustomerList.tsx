import { createContext, memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { listCustomers, type CustomerRow, customerKeys } from '../../shared/api/customer';
import { pageUrl } from '../../shared/api/endpoints/pos-pages';
import { pageUrlById } from '../../shared/api/endpoints/core';
import { formatMoney, warmCurrencyFormat } from '../../shared/money';
import { useSettings } from '../../shared/config';
import { useAssignCustomer } from '../../shared/customer';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useAddressState } from '../../shared/runtime/useAddressState';
import { Button, buttonClass, FilterForm } from '../../shared/ui';
import { DataTable, type Column, type SortState, type TableLoader } from '../../shared/ui/DataTable';
import type { CustomerFilters } from '../../shared/api/customer';
import { FILTER_KEYS, readAddress, writeAddress, type ListAddress } from './address';
import type { PosCustomerListProps } from './props';
import styles from './pos-customer-list.module.css';
import { useTexts } from '../../shared/texts';
import { posCustomerListTexts } from './texts';

type Key = keyof typeof posCustomerListTexts.en;
type T = (key: Key) => string;


const FILTER_LABELS = {
  filter_name: 'filterName',
  filter_phone: 'filterPhone',
  filter_email: 'filterEmail',
  filter_address: 'filterAddress',
  filter_date_added_from: 'filterDateFrom',
  filter_date_added_to: 'filterDateTo',
} as const satisfies Record<(typeof FILTER_KEYS)[number], Key>;

/**
 * Each filter's text box. Email is a plain text box (with the email keyboard): the store matches
 * part of an address, as it does names and addresses, and a validating `type="email"` box would
 * refuse "priya.raman" and send nothing.
 */
const filterInput = (key: (typeof FILTER_KEYS)[number]) =>
  key.startsWith('filter_date') ? { type: 'date' } : key === 'filter_email' ? { type: 'text', inputMode: 'email' as const, autoComplete: 'off' } : key === 'filter_phone' ? { type: 'tel' } : { type: 'text' };

const addressText = (r: CustomerRow) => [r.address_1, r.address_2, r.city, [r.zone, r.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The POS customer list (/pos/customer, spec 2 §2): filters by name, phone, email, address and
 * date added; sortable, paged columns, all kept in the page address; per row Assign to Cart
 * ("Customer assigned to cart!") and Edit (/pos/customer/edit?customer_id=); Add Customer.
 */
export function PosCustomerList(_: PosCustomerListProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(posCustomerListTexts);
  const [state, go] = useAddressState<ListAddress>(readAddress, writeAddress);
  // The latest state for the handlers below, which stay the same function across renders (so the
  // filters and the pager do not render again on a sort or a page).
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const change = useCallback((next: Partial<ListAddress>) => go((latest.current = { ...latest.current, ...next })), [go]);
  const applyFilters = useCallback((f: CustomerFilters) => change({ filters: f, page: 1 }), [change]);
  const changePage = useCallback((p: number) => change({ page: p }), [change]);
  const changeSort = useCallback((s: SortState) => change({ sort: s, page: 1 }), [change]);

  const { filters, sort, page, limit } = state;
  const load = useCallback<TableLoader<CustomerRow>>(
    // A long page shows its first rows while the rest are read.
    (query, signal, firstRows) => listCustomers({ ...filters, sort: query.sort, order: query.order, page: query.page, limit: query.limit }, signal, firstRows),
    [filters],
  );

  // Assign to Cart: one customer at a time (a double click, or a second row meanwhile, sends
  // nothing more), its pending state kept here by customer, not in the row's place.
  const { assign } = useAssignCustomer();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const assigningNow = useRef<number | null>(null);
  const assignOne = useCallback(
    (id: number) => {
      if (assigningNow.current !== null) return;
      assigningNow.current = id;
      setPendingId(id);
      void assign(id).finally(() => {
        assigningNow.current = null;
        setPendingId(null);
      });
    },
    [assign],
  );
  const assigning = useMemo(() => ({ pendingId, assign: assignOne }), [pendingId, assignOne]);

  // The amounts' formatter is made while the first answer is on the way.
  useEffect(warmCurrencyFormat, []);

  // New settings (currency, page addresses) make new columns.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsFor(t), [settings, t]);
  const filterLabels = useMemo(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, t(FILTER_LABELS[k])])) as Record<(typeof FILTER_KEYS)[number], string>, [t]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const addUrl = useMemo(() => pageUrl('pageCustomerAdd'), [settings]);


  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{t('customers')}</h2>
        <a className={buttonClass('primary')} href={addUrl}>
          {t('addCustomer')}
        </a>
      </div>
      <FilterForm
        label={t('filterCustomers')}
        className={styles.filters}
        actionsClassName={styles.filterActions}
        keys={FILTER_KEYS}
        labels={filterLabels}
        value={filters}
        onApply={applyFilters}
        input={filterInput}
      />
      <AssignContext.Provider value={assigning}>
        <DataTable<CustomerRow>
          label={t('customers')}
          columns={columns}
          load={load}
          queryKey={customerKeys.list(filters)}
          limit={limit}
          page={page}
          onPageChange={changePage}
          sort={sort}
          onSortChange={changeSort}
          rowsByPlace
          rowKey={rowKey}
          paginationLabel={t('customerPages')}
        />
      </AssignContext.Provider>
    </div>
  );
}

const rowKey = (r: CustomerRow) => r.customer_id;

function columnsFor(t: T): Column<CustomerRow>[] {
  const editUrl = pageUrlById('pageCustomerEdit', 'customer_id');
  return [
    { key: 'custname', label: t('customerName'), sortable: true, render: (r) => <a href={editUrl(r.customer_id)}>{r.custname}</a> },
    { key: 'email', label: t('email'), sortable: true },
    { key: 'telephone', label: t('phone'), sortable: true },
    { key: 'city', label: t('address'), sortable: true, render: addressText },
    { key: 'vehicle', label: t('vehicle') },
    { key: 'date_added', label: t('dateAdded'), sortable: true },
    { key: 'total_orders', label: t('orders'), sortable: true, align: 'end' },
    { key: 'outstanding', label: t('outstanding'), sortable: true, align: 'end', render: (r) => formatMoney(r.outstanding.balance) },
    {
      key: 'actions',
      label: t('actions'),
      // By place like the rows (`rowsByPlace`): a sort updates the buttons on screen. A pending
      // Assign to Cart is the list's (`AssignContext`), so it stays with its customer.
      render: (r) => <RowActions id={r.customer_id} name={r.custname} editUrl={editUrl(r.customer_id)} />,
    },
  ];
}

/** The list's Assign to Cart: which customer is being assigned, and how to ask. */
const AssignContext = createContext<{ pendingId: number | null; assign: (id: number) => void }>({ pendingId: null, assign: () => undefined });

/** A row's Assign to Cart (one request per click, "Customer assigned to cart!") and Edit. */
const RowActions = memo(function RowActions({ id, name, editUrl }: { id: number; name: string; editUrl: string }) {
  const { pendingId, assign } = useContext(AssignContext);
  const pending = pendingId === id;
  const t = useTexts(posCustomerListTexts);
  return (
    <span className={styles.rowActions}>
      <Button size="sm" busy={pending} aria-label={t('assignNamed', { name })} onClick={() => assign(id)}>
        {t('assignToCart')}
      </Button>
      <a className={buttonClass('secondary', 'sm')} href={editUrl} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </a>
    </span>
  );
});
