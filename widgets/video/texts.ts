import { defineTexts } from '../../shared/texts';

/** The link a browser without video shows instead of the player. */
export const videoTexts = defineTexts('video', {
  download: 'Download the video: {title}',
});
