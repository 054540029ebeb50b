import { defineWidget } from '../../shared/runtime/defineWidget';
import { OrderHistory } from './OrderHistory';
import { schema } from './props';

// Staff use it, in POS or on the admin's order page: 44 px targets in every mode.
export default defineWidget({ schema, Component: OrderHistory, modal: true, staffTargets: true });
