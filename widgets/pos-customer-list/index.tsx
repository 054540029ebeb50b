import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosCustomerList } from './PosCustomerList';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCustomerList, staff: 'staffPosCustomerList' });
