import { text } from '../../shared/texts';
import { customerSearchTexts } from './texts';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { CustomerSearch, CustomerSearchNotice } from './CustomerSearch';
import { schema } from './props';

export default defineWidget({ schema, Component: CustomerSearch, modal: true, staff: staffOnly({ text: () => text(customerSearchTexts, 'staffOnly'), Notice: CustomerSearchNotice }) });
