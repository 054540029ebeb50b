import { defineTexts } from '../../shared/texts';

/** Spec 3 §2: the toggle's two texts. */
export const readMoreTexts = defineTexts('readMore', {
  more: 'Read More',
  less: 'Read Less',
});
