import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getOrderStatus, getOrders, orderKeys, type OrderCounts, type OrderSort, type OrderFilters, type OrderStatus, type PosOrderRow as PosOrder, type PosStatus } from '../../shared/api/order';
import { pageUrl } from '../../shared/api/endpoints/pos-pages';
import { pageUrlById } from '../../shared/api/endpoints/core';
import { useSettings } from '../../shared/config';
import { useQuery } from '../../shared/data';
import { formatMoney, isPositive, warmCurrencyFormat } from '../../shared/money';
import { StatusBadge, customerText, incompleteRowClass, formatOrderDate, sortOrdersLikeStore, TEXT_INVALID_SELECTION, TEXT_SELECT_ONE } from '../../shared/order';
import { navigation } from '../../shared/runtime/navigation';
import { useAddressState } from '../../shared/runtime/useAddressState';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { PosOrderListProps } from './props';
import { Button, notifyError } from '../../shared/ui';
import { DataTable, type Column, type RowKey, type SortState, type TableLoader } from '../../shared/ui/DataTable';
import { readAddress, tabAddresses, writeAddress, type ListAddress } from './address';
import { Filters } from './components/Filters';
import { StatusTabs, TABS } from './components/StatusTabs';
import styles from './pos-order-list.module.css';
import { useTexts, type TextLookup } from '../../shared/texts';
import { posOrderListTexts } from './texts';


/**
 * A text per value, worked out once (a page of rows repeats few amounts; a new order shows them
 * again). For the Balance's "Paid" or amount; a plain amount's text is kept by `formatMoney` itself.
 */
function cached(text: (value: string) => string): (value: string) => string {
  const texts = new Map<string, string>();
  return (value) => {
    let t = texts.get(value);
    if (t === undefined) {
      if (texts.size > 5000) texts.clear();
      texts.set(value, (t = text(value)));
    }
    return t;
  };
}
const rowKey = (o: PosOrder) => o.order_id;
const POS_TABS_COUNTED = ['all', 'saved', 'kiosk', 'outstanding_balance', 'complete'] as const;
const TAB_STATUSES = TABS.map((tab) => tab.status);

type T = TextLookup<typeof posOrderListTexts>;

function columnsFor(poNumbers: boolean, t: T): Column<PosOrder>[] {
  // Spec 2 §4: a balance above zero is owed; zero or less reads Paid.
  const balance = cached((value) => (isPositive(value) ? formatMoney(value) : t('paid')));
  // The view page's address is the same for every order but its id: built once.
  const viewUrl = pageUrlById('pagePosOrderView', 'order_id');
  const cols: Column<PosOrder>[] = [
    {
      key: 'order_id',
      label: t('orderId'),
      sortable: true,
      // One text run, not two ("#" and the id).
      render: (o) => <a href={viewUrl(String(o.order_id))}>{`#${o.order_id}`}</a>,
    },
    { key: 'customer', label: t('customer'), sortable: true, render: customerText },
    { key: 'status', label: t('status'), sortable: true, render: (o) => <StatusBadge order={o} /> },
    { key: 'date_added', label: t('dateAdded'), sortable: true, render: (o) => formatOrderDate(o.date_added) },
    { key: 'cashier', label: t('cashier'), sortable: true },
    { key: 'total', label: t('total'), sortable: true, align: 'end', render: (o) => formatMoney(o.total) },
    { key: 'balance_due', label: t('balance'), sortable: true, align: 'end', render: (o) => balance(o.balance_due) },
  ];
  if (poNumbers) cols.splice(4, 0, { key: 'po_number_list', label: t('poNumbers'), render: (o) => o.po_number_list.join(', ') || '—' });
  return cols;
}

const NO_STATUSES: OrderStatus[] = [];

/** Statuses for the filter: from the props, else from the store's status data of a listed order. */
function useStatuses(given: OrderStatus[] | undefined, anyOrderId: PosOrder['order_id'] | null): OrderStatus[] {
  const asked = useQuery(given || anyOrderId === null ? null : orderKeys.statuses, (signal) => getOrderStatus(anyOrderId!, signal), { staleMs: Infinity });
  return given ?? asked.data?.orderStatuses ?? NO_STATUSES;
}

/**
 * The POS order list (/pos/order, spec 2 §2 §4): tabs by `status` with counts, filters, sortable
 * and paged columns, all kept in the page address; row selection and Continue Order for exactly
 * one selected order.
 */
export function PosOrderList({ orderStatuses }: PosOrderListProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(posOrderListTexts);
  const poNumbers = settings.pos.poNumbers.enabled;
  const [state, show] = useAddressState<ListAddress>(readAddress, writeAddress);
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const shownCounts = useRef<OrderCounts | null>(null);
  const [firstOrder, setFirstOrder] = useState<PosOrder['order_id'] | null>(null);
  const firstOrderAsked = useRef<PosOrder['order_id'] | null>(null);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const statuses = useStatuses(orderStatuses, firstOrder);

  // The latest state for the handlers below, which stay the same function across renders (so
  // the tabs, filters and pagination do not render again on a sort).
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const go = useCallback(
    (change: Partial<ListAddress>) => {
      const current = latest.current;
      if ((Object.keys(change) as Array<keyof ListAddress>).every((k) => current[k] === change[k])) return;
      // Kept at once: a sort from page 2 reports the sort, then page 1, before the next render.
      latest.current = { ...current, ...change };
      show(latest.current);
      setSelected((s) => (s.length ? [] : s));
    },
    [show],
  );
  const selectTab = useCallback((s: PosStatus | '') => go({ status: s, page: 1 }), [go]);
  const applyFilters = useCallback((f: OrderFilters) => go({ filters: f, page: 1 }), [go]);
  const changePage = useCallback((p: number) => go({ page: p }), [go]);
  const changeSort = useCallback((s: SortState) => go({ sort: s, page: 1 }), [go]);

  const { status, filters, sort, page, limit } = state;
  const load = useCallback<TableLoader<PosOrder>>(
    async (query, signal, firstRows) => {
      // A long page shows its first rows while the rest are read.
      const answer = await getOrders({ ...filters, status, sort: query.sort as OrderSort | undefined, order: query.order, page: query.page, limit: query.limit }, signal, firstRows);
      // Counts depend on the filters only, and the first order is asked for once: a sort that
      // changes neither sets no state here (a state update, even to the same value, would render
      // the whole list again, tabs and filters included, beside the table's own render).
      const next = answer.counts ?? null;
      const prev = shownCounts.current;
      if (next !== prev && !(prev && next && POS_TABS_COUNTED.every((k) => prev[k] === next[k]))) setCounts((shownCounts.current = next));
      if (answer.results[0] && firstOrderAsked.current === null) setFirstOrder((firstOrderAsked.current = answer.results[0].order_id));
      return answer;
    },
    [filters, status],
  );
  // The amounts' formatter is made while the first answer is on the way.
  useEffect(warmCurrencyFormat, []);

  // New settings (currency, page addresses) start new cached cell texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsFor(poNumbers, t), [poNumbers, settings, t]);
  const rowLabel = useCallback((o: PosOrder) => t('rowLabel', { id: String(o.order_id) }), [t]);


  const continueOrder = () => {
    if (selected.length !== 1) {
      notifyError(TEXT_SELECT_ONE, { heading: TEXT_INVALID_SELECTION });
      return;
    }
    navigation.go(pageUrl('pagePosOrderContinue', { order_id: String(selected[0]) }));
  };

  return (
    <div className={styles.list}>
      <StatusTabs
        current={status}
        counts={counts}
        hrefs={tabAddresses(state, window.location.href, TAB_STATUSES)}
        onSelect={selectTab}
      />
      <Filters value={filters} statuses={statuses} poNumbers={poNumbers} onApply={applyFilters} />
      <div className={styles.toolbar}>
        <Button onClick={continueOrder}>{t('continueOrder')}</Button>
        <span className={styles.selectedCount} aria-live="polite">
          {selected.length ? t('selected', { count: selected.length }) : ''}
        </span>
      </div>
      <DataTable<PosOrder>
        label={t('orders')}
        columns={columns}
        load={load}
        queryKey={orderKeys.list(status, filters)}
        limit={limit}
        page={page}
        onPageChange={changePage}
        sort={sort}
        onSortChange={changeSort}
        sortLoaded={sortOrdersLikeStore}
        rowsByPlace
        rowKey={rowKey}
        rowLabel={rowLabel}
        rowClassName={incompleteRowClass}
        selectable
        selected={selected}
        onSelectionChange={setSelected}
        paginationLabel={t('orderPages')}
      />
    </div>
  );
}
