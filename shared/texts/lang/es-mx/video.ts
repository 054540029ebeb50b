import type { Pack } from '../../languages';

/** Spanish (Mexico): the `video` catalog's texts. */
export default {
  'video.download': 'Descargar el video: {title}',
} satisfies Pack;
