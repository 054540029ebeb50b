import { defineWidget } from '../../shared/runtime/defineWidget';
import { Product } from './Product';
import { schema } from './props';

export default defineWidget({ schema, Component: Product });
