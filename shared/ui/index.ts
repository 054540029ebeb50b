/** The shared UI kit: accessible building blocks every widget uses. */
export { Modal, whenNoDialog, type ModalProps } from './Modal';
export { focusLost, refocusIfLost } from './focusLost';
export { focusableIn } from './focusable';
export { printOnly, isolateForPrint } from './printOnly';
export { notifySuccess, notifyError, dismissToast, preloadToasts, withoutSuccessPrefix, TOAST_SUCCESS_MS, TOAST_ERROR_MS, TOAST_LIMIT, type ToastOptions, type ToastLink } from './toast';
export { QuantityInput, type QuantityInputProps } from './QuantityInput';
export { checkQuantity, QUANTITY_MIN, QUANTITY_MAX, QUANTITY_DEBOUNCE_MS, MSG_NOT_A_NUMBER, msgMinimum, msgMaximum, msgAboveMaximum, type QuantityCheck } from './quantity';
export { useSingleFlight } from './useSingleFlight';
export { SafeHtml, sanitize, type SafeHtmlProps } from './SafeHtml';
export { Pagination, type PaginationProps } from './Pagination';
export { pageWindow, MAX_PAGE_BUTTONS } from './pageWindow';
export { PhoneInput, PHONE_MASK, type PhoneInputProps } from './PhoneInput';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Loading, Skeleton, type LoadingProps, type SkeletonProps } from './Loading';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export { Tabs, type Tab, type TabsProps } from './Tabs';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { FilterForm, type FilterFormProps, type FilterField } from './FilterForm';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldProps, type FieldControlProps } from './Field';
export {
  DataTable,
  TABLE_EMPTY,
  TABLE_LOAD_FAILED,
  positionText,
  type DataTableProps,
  type Column,
  type Row,
  type RowKey,
  type SortOrder,
  type SortState,
  type TableQuery,
  type TablePage,
  type TableLoader,
} from './DataTable';
export { Disclosure, type DisclosureProps } from './Disclosure';
export { Rating, type RatingProps } from './Rating';
