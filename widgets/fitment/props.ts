import { object, oneOf, optional, pipe, required, string, trim } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="fitment" data-aaia="BKDK" data-mpn="ABC123" data-product-id="42"></div>`,
 * any number per page (all validated in one request); `data-variant="notice"` for the product
 * page's notice.
 */
export const schema = object({
  aaia: required(pipe(string(), trim()), 'data-aaia is required'),
  mpn: required(pipe(string(), trim()), 'data-mpn is required'),
  productId: optional(string()),
  /** `data-category-id`, `data-manufacturer-id`, `data-series-id`: sent with the catalog details call. */
  categoryId: optional(string()),
  manufacturerId: optional(string()),
  seriesId: optional(string()),
  variant: optional(oneOf(['badge', 'notice'], 'data-variant must be "badge" or "notice"')),
});

/** The widget's props, described once: by the schema above. */
export type FitmentProps = PropsOf<typeof schema>;
