import { array, boolean, number, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="data-table" data-url="/index.php?route=report/product_purchased"
 *   data-label="Products purchased"
 *   data-pf-props='{"columns": [{"key": "name", "label": "Product Name", "sortable": true}], "limit": 10}'>
 *   …the server-rendered table…
 * </div>`
 *
 * - `data-url` (required): the store's paged list (spec 3 §7: GET with sort, order, page, limit).
 * - `columns` (required, at least one): `key` names the row field and the store's `sort` value.
 * - `limit` (default 10, spec 3 §9), `hidePaging` (spec 3 "Table options").
 * - `data-label` (default "Table"): the table's accessible name.
 */
export const schema = object({
  url: string().trim().required('data-url is required'),
  columns: array(
    object({
      key: string().trim().required('every column needs a key'),
      label: string().required('every column needs a label'),
      sortable: boolean().default(false),
    }),
  )
    .min(1, 'columns needs at least one column')
    .required('columns is required'),
  limit: number().typeError('limit must be a number').integer('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(10),
  hidePaging: boolean().default(false),
  label: string().default('Table'),
});

export type DataTableWidgetProps = PropsOf<typeof schema>;
