import { boolean, object, required, withDefault } from '../../shared/runtime/props';
import { ProductShape } from '../../shared/api/shapes/product';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="product" data-pf-props='{"product": {…}}'></div>` (spec 4 "Product data
 * on pages"). The product is read through `ProductShape` (spec 1 §3 + spec 4): it must carry its
 * id and name; PHP flags (`"is_instant_rebate": "0"`, option `"required": 0`) become booleans,
 * amounts numbers and every image or link a safe URL. `data-fitment-notice="0"` leaves the fitment notice out, for themes
 * that place a `fitment` widget (data-variant="notice") next to the block themselves.
 */
export const schema = object({
  product: required(ProductShape, 'data-pf-props must hold {"product": …}'),
  fitmentNotice: withDefault(boolean('data-fitment-notice must be 1 or 0'), true),
});

/** The widget's props, described once: by the schema above. */
export type ProductProps = PropsOf<typeof schema>;
