import type { Pack } from '../../languages';

/** Spanish (Mexico): the `banner` catalog's texts. */
export default {
  'banner.label': 'Promociones',
  'banner.carousel': 'carrusel',
  'banner.slide': 'diapositiva',
  'banner.play': 'Reproducir',
  'banner.pause': 'Pausa',
  'banner.playSlides': 'Reproducir diapositivas',
  'banner.pauseSlides': 'Pausar diapositivas',
  'banner.previous': 'Diapositiva anterior',
  'banner.next': 'Diapositiva siguiente',
  'banner.position': '{n} de {count}',
  'banner.show': 'Mostrar la diapositiva {n}',
  'banner.showTitled': 'Mostrar la diapositiva {n}: {title}',
} satisfies Pack;
