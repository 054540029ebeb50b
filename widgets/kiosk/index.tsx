import { defineWidget } from '../../shared/runtime/defineWidget';
import { Kiosk } from './Kiosk';
import { schema } from './props';

export default defineWidget({ schema, Component: Kiosk });
