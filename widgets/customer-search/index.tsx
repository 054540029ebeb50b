import { defineWidget } from '../../shared/runtime/defineWidget';
import { CustomerSearch } from './CustomerSearch';
import { schema } from './props';

export default defineWidget({ schema, Component: CustomerSearch, modal: true });
