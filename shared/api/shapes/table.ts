import * as v from 'valibot';
import { int, need, optional, text } from '../shape';

/**
 * The generic data table's source (spec 3 §3 "Table response", spec 5 "Lists"): a paged list of
 * rows whose fields the table's `columns` name. Spec 5 fixes `results, total_items, total_pages,
 * page, limit, position`; spec 3 names the pages `totalPages`. Only `results` is required: what a
 * store leaves out is derived from the request (`readTableRows`).
 */
export const TableRowShape = v.record(v.string(), v.unknown());

export const TableAnswerShape = v.object({
  results: need(v.array(TableRowShape), 'the rows listed'),
  total_items: optional(int),
  total_pages: optional(int),
  totalPages: optional(int),
  page: optional(int),
  limit: optional(int),
  position: optional(text),
});
