import { boolean, object } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { VehiclePanel, type VehiclePanelProps } from './VehiclePanel';

/**
 * `<div id="pf-vehicle-panel" data-show-universal="1"></div>` (or `data-pf-widget="vehicle-panel"`):
 * the Application panel. `data-show-universal` is the store's current universal-parts choice
 * (the switch shows only when settings.ymm.universalToggle is on).
 */
const schema = object({
  showUniversal: boolean().typeError('data-show-universal must be 1 or 0').optional(),
}) as never;

export default defineWidget<VehiclePanelProps>({ schema, Component: VehiclePanel });
