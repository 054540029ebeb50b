import { defineTexts } from '../../shared/texts';

/** The grid's name when the module has no heading. */
export const imageGridTexts = defineTexts('imageGrid', {
  featured: 'Featured',
});
