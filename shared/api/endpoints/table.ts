import { registerTable } from './core';

/** The data table's list (spec 3 §7 "a configurable URL"): no fixed path, each placeholder's `data-url` names it. */
export const TABLE = {
  dataTable: '',
} as const;

registerTable(TABLE);
