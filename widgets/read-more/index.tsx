import { defineWidget } from '../../shared/runtime/defineWidget';
import { ReadMore } from './ReadMore';
import { schema } from './props';

export default defineWidget({ schema, Component: ReadMore });
