/**
 * The order domain: order texts and formats, the status badge, a line's PO number field, and
 * (with the customer domain's notification fields) the order history modal and the payment link.
 */
export {
  formatOrderDate,
  isVoidedOrder,
  isCompleteOrder,
  canContinueOrder,
  isIncomplete,
  statusStyle,
  customerText,
  TEXT_INVALID_SELECTION,
  TEXT_SELECT_ONE,
  TEXT_NO_HISTORY,
  TEXT_HISTORY_FAILED,
  STATUS_VOIDED,
  STATUS_INCOMPLETE,
} from './format';
export { sortOrdersLikeStore, isLocalOrderSort } from './listSort';
export { StatusBadge, incompleteRowClass } from './StatusBadge';
export { PoNumberField, PO_TOGGLE_RESET_MS, type PoNumberFieldProps, type PoNumberFieldClasses } from './PoNumberField';
export { OrderHistoryModal, type OrderHistoryModalProps } from './OrderHistoryModal';
export { PaymentLinkModal, orderStatusKey, type PaymentLinkModalProps } from './PaymentLinkModal';
export type { PosOrder, PosStatus, OrderStatus, OrderHistoryEntry, OrderListAnswer, OrderCounts, OrderFilters, OrderVoucher } from '../api/order';
export { orderTexts } from './texts';
