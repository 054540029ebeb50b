import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosCustomerList } from './PosCustomerList';
import { posCustomerListTexts } from './texts';
import { text } from '../../shared/texts';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerList, staff: () => text(posCustomerListTexts, 'staffOnly') });
