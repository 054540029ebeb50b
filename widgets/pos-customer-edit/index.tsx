import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosCustomerEdit } from './PosCustomerEdit';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerEdit, staff: 'staffPosCustomerEdit' });
