import { defineWidget } from '../../shared/runtime/defineWidget';
import { OrderPage } from './OrderPage';
import { schema } from './props';

export default defineWidget({ schema, Component: OrderPage });
