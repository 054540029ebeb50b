import { defineWidget } from '../../shared/runtime/defineWidget';
import { VehiclePanel } from './VehiclePanel';
import { schema } from './props';

export default defineWidget({ schema, Component: VehiclePanel });
