import { mixed, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="fitment" data-aaia="BKDK" data-mpn="ABC123" data-product-id="42"></div>`,
 * any number per page (all validated in one request); `data-variant="notice"` for the product
 * page's notice.
 */
export const schema = object({
  aaia: string().trim().required('data-aaia is required'),
  mpn: string().trim().required('data-mpn is required'),
  productId: string().optional(),
  /** `data-category-id`, `data-manufacturer-id`, `data-series-id`: sent with the catalog details call. */
  categoryId: string().optional(),
  manufacturerId: string().optional(),
  seriesId: string().optional(),
  variant: mixed<'badge' | 'notice'>().oneOf(['badge', 'notice'], 'data-variant must be "badge" or "notice"').optional(),
});

/** The widget's props, described once: by the schema above. */
export type FitmentProps = PropsOf<typeof schema>;
