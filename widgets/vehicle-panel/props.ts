import { boolean, object, optional } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div id="pf-vehicle-panel" data-show-universal="1"></div>` (or `data-pf-widget="vehicle-panel"`):
 * the Application panel. `data-show-universal` is the store's current universal-parts choice
 * (the switch shows only when settings.ymm.universalToggle is on).
 */
export const schema = object({
  showUniversal: optional(boolean('data-show-universal must be 1 or 0')),
});

/** The widget's props, described once: by the schema above. */
export type VehiclePanelProps = PropsOf<typeof schema>;
