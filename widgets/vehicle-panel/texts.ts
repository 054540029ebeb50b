import { defineTexts } from '../../shared/texts';

/** The Application panel: spec 1 §4 quoted exactly, and its labels. */
export const vehiclePanelTexts = defineTexts('vehiclePanel', {
  heading: 'Application',
  loadFailed: 'Your vehicle could not be loaded.',
  retry: 'Retry',
  reset: 'Reset Vehicle',
  universal: 'Show universal parts',
  remove: 'Remove {name}',
});
