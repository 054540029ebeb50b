import { array, boolean, integer, max, min, minItems, number, object, pipe, required, string, trim, withDefault } from '../../shared/runtime/props';
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
  url: required(pipe(string(), trim()), 'data-url is required'),
  columns: required(
    pipe(
      array(
        object({
          key: required(pipe(string(), trim()), 'every column needs a key'),
          label: required(string(), 'every column needs a label'),
          sortable: withDefault(boolean(), false),
        }),
      ),
      minItems(1, 'columns needs at least one column'),
    ),
    'columns is required',
  ),
  limit: withDefault(pipe(number('limit must be a number'), integer('limit must be a whole number'), min(1, 'limit must be at least 1'), max(100, 'limit must be at most 100')), 10),
  hidePaging: withDefault(boolean(), false),
  label: withDefault(string(), 'Table'),
});

export type DataTableWidgetProps = PropsOf<typeof schema>;
