import { defineWidget } from '../../shared/runtime/defineWidget';
import { CartPopout } from './CartPopout';
import { schema } from './props';

export default defineWidget({ schema, Component: CartPopout });
