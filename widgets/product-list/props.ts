import { array, mixed, number, object, string } from 'yup';
import type { ListingSource, Product } from '../../shared/api/types';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="product-list" data-sidebars="1"
 *   data-pf-props='{"source": "category", "products": [Product], "total": 137, "page": 2, "limit": 15}'></div>`
 * The server-rendered listing inside stays as the fallback.
 */
export const schema = object({
  source: mixed<ListingSource>().oneOf(['module', 'category', 'brand', 'search', 'special']).required('source is required (module, category, brand, search or special)'),
  products: array(mixed<Product>().required().test('product', 'each product needs product_id and name', (p) => Boolean(p && p.product_id !== undefined && typeof p.name === 'string'))).required('products is required'),
  total: number().typeError('total must be a number').min(0).optional(),
  page: number().typeError('page must be a number').integer().min(1).optional(),
  limit: number().typeError('limit must be a number').integer().min(1).optional(),
  sidebars: number().typeError('data-sidebars must be 0, 1 or 2').oneOf([0, 1, 2], 'data-sidebars must be 0, 1 or 2').optional(),
  queryID: string().optional(),
  headingLevel: mixed<2 | 3 | 4 | 5 | 6>()
    .transform((value: unknown) => (value === undefined || value === '' ? undefined : Number(value)))
    .oneOf([2, 3, 4, 5, 6], 'data-heading-level must be 2 to 6')
    .optional(),
});

/** The widget's props, described once: by the schema above. */
export type ProductListProps = PropsOf<typeof schema>;
