import { defineWidget } from '../../shared/runtime/defineWidget';
import { ProductList } from './ProductList';
import { schema } from './props';

export default defineWidget({ schema, Component: ProductList });
