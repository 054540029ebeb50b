import { integer, number, object, optional, pipe, positive } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/** `<div id="pf-dealer-locator" data-product-id="42"></div>`; without a product id: the dealer search. */
export const schema = object({
  productId: optional(
    pipe(number('data-product-id must be a number'), integer('data-product-id must be a whole number'), positive('data-product-id must be positive')),
  ),
});

/** The widget's props, described once: by the schema above. */
export type DealerLocatorProps = PropsOf<typeof schema>;
