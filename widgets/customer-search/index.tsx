import { defineWidget } from '../../shared/runtime/defineWidget';
import { CustomerSearch, CustomerSearchNotice, NOT_POS } from './CustomerSearch';
import { schema } from './props';

export default defineWidget({ schema, Component: CustomerSearch, modal: true, staff: { text: NOT_POS, Notice: CustomerSearchNotice } });
