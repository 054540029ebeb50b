import { defineWidget } from '../../shared/runtime/defineWidget';
import { SearchBar } from './SearchBar';
import { schema } from './props';

export default defineWidget({ schema, Component: SearchBar });
