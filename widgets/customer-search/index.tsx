import { defineWidget } from '../../shared/runtime/defineWidget';
import { CustomerSearch, CustomerSearchNotice } from './CustomerSearch';
import { schema } from './props';

export default defineWidget({ schema, Component: CustomerSearch, modal: true, staff: { text: 'staffCustomerSearch', Notice: CustomerSearchNotice } });
