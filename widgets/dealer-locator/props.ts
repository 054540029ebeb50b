import { number, object } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/** `<div id="pf-dealer-locator" data-product-id="42"></div>`; without a product id: the dealer search. */
export const schema = object({
  productId: number()
    .typeError('data-product-id must be a number')
    .integer('data-product-id must be a whole number')
    .positive('data-product-id must be positive')
    .optional(),
});

/** The widget's props, described once: by the schema above. */
export type DealerLocatorProps = PropsOf<typeof schema>;
