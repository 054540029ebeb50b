import type { OrderStatus, PosOrder } from '../api/order';
import { formatDateTime } from '../texts';
import { orderTexts } from './texts';

/**
 * Order texts and formats shared by the order list and the order view (spec 2 §4, §8; spec 3 §9).
 * The texts' English; what is shown comes from the catalog (`text(orderTexts, 'selectOne')`).
 */
export const TEXT_INVALID_SELECTION = orderTexts.en.invalidSelection;
export const TEXT_SELECT_ONE = orderTexts.en.selectOne;
export const TEXT_NO_HISTORY = orderTexts.en.noHistory;
export const TEXT_HISTORY_FAILED = orderTexts.en.historyFailed;
/** The store's status names (its data, compared with, never shown from here). */
export const STATUS_VOIDED = 'Voided';
export const STATUS_INCOMPLETE = 'Incomplete Transaction';

const MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * Spec 3 §9 default date format M/d/yy h:mm a: `2026-11-20 14:05:00` → `11/20/26 2:05 PM` in
 * English; another language's own short date and time (shared/texts formatDateTime).
 */
export function formatOrderDate(value: string): string {
  const m = MONTH_DAY.exec(value ?? '');
  if (!m) return value ?? '';
  const [, y, mo, d, h, mi] = m;
  return formatDateTime(Number(y), Number(mo), Number(d), Number(h), Number(mi));
}

export const isVoidedOrder = (order: Pick<PosOrder, 'status' | 'order_status'>): boolean =>
  order.status === STATUS_VOIDED || order.order_status?.name === STATUS_VOIDED;

export const isCompleteOrder = (order: Pick<PosOrder, 'pos_status'>): boolean => order.pos_status === 'complete';

/** The store's names for a cancelled order (the mock store's status 7; OpenCart spells it Canceled). */
const CANCELLED = ['Canceled', 'Cancelled'];
const isCancelledOrder = (order: Pick<PosOrder, 'status' | 'order_status'>): boolean => CANCELLED.includes(order.status) || CANCELLED.includes(order.order_status?.name ?? '');

/**
 * Continue Order (spec 2 §2: "when the order is not complete") for an order that can still be
 * paid: not complete, and not voided or cancelled, whatever POS status the store left on it.
 */
export const canContinueOrder = (order: Pick<PosOrder, 'pos_status' | 'status' | 'order_status'>): boolean =>
  !isCompleteOrder(order) && !isVoidedOrder(order) && !isCancelledOrder(order);

export const isIncomplete = (order: Pick<PosOrder, 'status'>): boolean => order.status === STATUS_INCOMPLETE;

/** The same style object for the same colours: a list re-sorted in place sets no style it already has. */
const statusStyles = new Map<string, { backgroundColor: string; color: string | undefined }>();

/**
 * The status's colours from the store, for a badge. A colour, not the `background` shorthand:
 * setting that one resets eight properties, on every badge of every sort.
 */
export function statusStyle(status: Pick<OrderStatus, 'status_color' | 'status_text_color'> | null | undefined) {
  if (!status?.status_color) return undefined;
  const key = `${status.status_color}\n${status.status_text_color ?? ''}`;
  let style = statusStyles.get(key);
  if (!style) statusStyles.set(key, (style = { backgroundColor: status.status_color, color: status.status_text_color || undefined }));
  return style;
}

/** "Jordan Miller" or a dash for an order without a customer. */
export const customerText = (order: Pick<PosOrder, 'customer'>): string => order.customer?.trim() || '—';
