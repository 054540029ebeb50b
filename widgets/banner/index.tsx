import { defineWidget } from '../../shared/runtime/defineWidget';
import { Banner } from './Banner';
import { schema } from './props';

export default defineWidget({ schema, Component: Banner });
