import { defineWidget } from '../../shared/runtime/defineWidget';
import { Fitment } from './Fitment';
import { schema } from './props';

export default defineWidget({ schema, Component: Fitment });
