import { array, mixed, number, object, string } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { ProductList, type ProductListProps } from './ProductList';

/**
 * `<div data-pf-widget="product-list" data-sidebars="1"
 *   data-pf-props='{"source": "category", "products": [Product], "total": 137, "page": 2, "limit": 15}'></div>`
 * The server-rendered listing inside stays as the fallback.
 */
const schema = object({
  source: mixed().oneOf(['module', 'category', 'brand', 'search', 'special']).required('source is required (module, category, brand, search or special)'),
  products: array().required('products is required').of(object({ product_id: mixed().required(), name: string().required() })),
  total: number().typeError('total must be a number').min(0).optional(),
  page: number().typeError('page must be a number').integer().min(1).optional(),
  limit: number().typeError('limit must be a number').integer().min(1).optional(),
  sidebars: number().typeError('data-sidebars must be 0, 1 or 2').oneOf([0, 1, 2], 'data-sidebars must be 0, 1 or 2').optional(),
  queryID: string().optional(),
  headingLevel: number().typeError('data-heading-level must be 2 to 6').oneOf([2, 3, 4, 5, 6], 'data-heading-level must be 2 to 6').optional(),
}) as never;

export default defineWidget<ProductListProps>({ schema, Component: ProductList });
