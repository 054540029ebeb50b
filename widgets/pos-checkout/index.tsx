import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosCheckout } from './PosCheckout';
import { schema } from './props';

export default defineWidget({ schema, Component: PosCheckout, staff: 'staffPosCheckout' });
