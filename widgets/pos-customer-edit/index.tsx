import { text } from '../../shared/texts';
import { posCustomerEditTexts } from './texts';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { PosCustomerEdit } from './PosCustomerEdit';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerEdit, staff: staffOnly(() => text(posCustomerEditTexts, 'staffOnly')) });
