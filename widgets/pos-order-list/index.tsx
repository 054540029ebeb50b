import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosOrderList } from './PosOrderList';
import { schema } from './props';

export default defineWidget({ schema, Component: PosOrderList, staff: 'staffPosOrderList' });
