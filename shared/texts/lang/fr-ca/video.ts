import type { Pack } from '../../languages';

/** French (Canada): the `video` catalog's texts. */
export default {
  'video.download': 'Télécharger la vidéo : {title}',
} satisfies Pack;
