import { defineWidget } from '../../shared/runtime/defineWidget';
import { schema } from './props';
import { PosCart } from './PosCart';

export default defineWidget({ schema, Component: PosCart, staff: 'staffPosCart' });
