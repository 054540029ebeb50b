import { defineTexts } from '../texts';

/** The content widgets' shared pieces: what a link that opens a new tab says to screen readers. */
export const contentTexts = defineTexts('content', {
  newTab: '(opens in a new tab)',
});
