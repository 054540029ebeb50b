import { defineTexts } from '../../shared/texts';

/** The alert bar's accessible names. */
export const alertBarTexts = defineTexts('alertBar', {
  region: 'Store announcement',
  close: 'Close alert',
});
