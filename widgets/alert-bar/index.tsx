import { defineWidget } from '../../shared/runtime/defineWidget';
import { AlertBar } from './AlertBar';
import { schema } from './props';

export default defineWidget({ schema, Component: AlertBar });
