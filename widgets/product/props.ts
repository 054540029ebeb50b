import { boolean, mixed, object, required, withDefault } from '../../shared/runtime/props';
import type { Product as ProductEntity } from '../../shared/api/types';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="product" data-pf-props='{"product": {…}}'></div>` (spec 4 "Product data
 * on pages"). The product must at least carry its id and name; the rest of the entity is read
 * as the store sends it. `data-fitment-notice="0"` leaves the fitment notice out, for themes
 * that place a `fitment` widget (data-variant="notice") next to the block themselves.
 */
const isProduct = (p: unknown) => typeof p === 'object' && p !== null && (p as ProductEntity).product_id !== undefined && typeof (p as ProductEntity).name === 'string';

export const schema = object({
  product: required(mixed<ProductEntity>(isProduct, 'product must be an object with product_id and name'), 'data-pf-props must hold {"product": …}'),
  fitmentNotice: withDefault(boolean('data-fitment-notice must be 1 or 0'), true),
});

/** The widget's props, described once: by the schema above. */
export type ProductProps = PropsOf<typeof schema>;
