import { object } from '../../shared/runtime/props';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { Compare } from './Compare';

/** `<div id="pf-compare"></div>` on /product/compare; the list comes from GET /product/compare/getCompare. */
const schema = object({});

export default defineWidget({ schema, Component: Compare });
