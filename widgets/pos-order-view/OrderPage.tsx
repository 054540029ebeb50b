import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { PosOrderView } from './PosOrderView';
import { Receipt } from './components/Receipt';
import type { PosOrderViewProps } from './props';
import { useOrderWithKeptPayments } from '../../shared/payment';

/**
 * The order's page by `data-view`: the order view (default, /pos/order/view), or its printable
 * receipt (/pos/order/receipt, /pos/order/done) or invoice (/pos/order/invoice), from the same
 * order in `data-pf-props`.
 */
export function OrderPage(props: PosOrderViewProps & WidgetBaseProps) {
  // A receipt printed before the payments taken offline reached the store lists them as pending.
  const order = useOrderWithKeptPayments(props.order);
  if (props.view === 'receipt' || props.view === 'invoice') return <Receipt order={order} view={props.view} />;
  return <PosOrderView {...props} />;
}
