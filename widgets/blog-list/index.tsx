import { defineWidget } from '../../shared/runtime/defineWidget';
import { BlogList } from './BlogList';
import { schema } from './props';

export default defineWidget({ schema, Component: BlogList });
