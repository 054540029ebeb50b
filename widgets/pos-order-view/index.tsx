import { mixed, object, string } from 'yup';
import type { PosOrder } from '../../shared/api/order';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosOrderView } from './PosOrderView';

const isPosOrder = (v: unknown): v is PosOrder =>
  typeof v === 'object' && v !== null && 'order_id' in v && Array.isArray((v as PosOrder).products) && Array.isArray((v as PosOrder).transactions) && Array.isArray((v as PosOrder).totals);

/**
 * `<div id="pf-pos-order-view" data-pf-props='{"order": PosOrder}' data-user-token="…"></div>` on
 * /pos/order/view?order_id=. The token is the admin's `user_token` from the page address.
 */
const schema = object({
  order: mixed<PosOrder>()
    .required('order is required')
    .test('order', 'order must be a POS order (order_id, products, transactions, totals…)', (v) => isPosOrder(v)),
  userToken: string().optional(),
});

export default defineWidget({ schema, Component: PosOrderView });
