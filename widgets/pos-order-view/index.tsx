import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosOrderView } from './PosOrderView';
import { schema } from './props';

export default defineWidget({ schema, Component: PosOrderView });
