import { defineWidget } from '../../shared/runtime/defineWidget';
import { Countdown } from './Countdown';
import { schema } from './props';

export default defineWidget({ schema, Component: Countdown });
