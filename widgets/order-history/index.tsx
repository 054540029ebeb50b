import { defineWidget } from '../../shared/runtime/defineWidget';
import { OrderHistory } from './OrderHistory';
import { schema } from './props';

export default defineWidget({ schema, Component: OrderHistory, modal: true });
