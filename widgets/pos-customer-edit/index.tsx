import { text } from '../../shared/texts';
import { posCustomerEditTexts } from './texts';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosCustomerEdit } from './PosCustomerEdit';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerEdit, staff: () => text(posCustomerEditTexts, 'staffOnly') });
