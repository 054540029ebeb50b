import { object } from '../../shared/runtime/props';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { VehicleSelector } from './VehicleSelector';

/**
 * `<div id="pf-vehicle-selector"></div>` (inline), or any `data-pf-open="vehicle-selector"`
 * element / `Partsfront.open('vehicle-selector')` (modal). No props: the settings' `ymm` keys
 * decide which paths it offers.
 */
const schema = object({});

export default defineWidget({ schema, Component: VehicleSelector, modal: true });
