import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { PosCustomerList } from './PosCustomerList';
import { posCustomerListTexts } from './texts';
import { text } from '../../shared/texts';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerList, staff: staffOnly(() => text(posCustomerListTexts, 'staffOnly')) });
