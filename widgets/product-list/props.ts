import { array, integer, min, number, object, oneOf, optional, optionalOrBlank, pipe, required, string, test } from '../../shared/runtime/props';
import { LISTING_SOURCES, ProductShape } from '../../shared/api/shapes/product';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="product-list" data-sidebars="1"
 *   data-pf-props='{"source": "category", "products": [Product], "total": 137, "page": 2, "limit": 15}'></div>`
 * The server-rendered listing inside stays as the fallback.
 */

export const schema = object({
  source: required(oneOf(LISTING_SOURCES), 'source is required (module, category, brand, search or special)'),
  /** Each product read through `ProductShape` (spec 1 §3): id and name required, PHP flags and amounts read. */
  products: required(array(ProductShape), 'products is required'),
  total: optional(pipe(number('total must be a number'), min(0))),
  page: optional(pipe(number('page must be a number'), integer(), min(1))),
  limit: optional(pipe(number('limit must be a number'), integer(), min(1))),
  sidebars: optional(pipe(number('data-sidebars must be 0, 1 or 2'), test((n: number) => [0, 1, 2].includes(n), 'data-sidebars must be 0, 1 or 2'))),
  queryID: optional(string()),
  headingLevel: optionalOrBlank(pipe(number('data-heading-level must be 2 to 6'), oneOf([2, 3, 4, 5, 6], 'data-heading-level must be 2 to 6'))),
});

/** The widget's props, described once: by the schema above. */
export type ProductListProps = PropsOf<typeof schema>;
