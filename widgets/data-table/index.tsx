import { defineWidget } from '../../shared/runtime/defineWidget';
import { DataTableWidget } from './DataTable';
import { schema } from './props';

export default defineWidget({ schema, Component: DataTableWidget });
