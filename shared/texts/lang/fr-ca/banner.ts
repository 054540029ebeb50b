import type { Pack } from '../../languages';

/** French (Canada): the `banner` catalog's texts. */
export default {
  'banner.label': 'Promotions',
  'banner.carousel': 'carrousel',
  'banner.slide': 'diapositive',
  'banner.play': 'Lecture',
  'banner.pause': 'Pause',
  'banner.playSlides': 'Lancer le défilement',
  'banner.pauseSlides': 'Mettre le défilement en pause',
  'banner.previous': 'Diapositive précédente',
  'banner.next': 'Diapositive suivante',
  'banner.position': '{n} sur {count}',
  'banner.show': 'Afficher la diapositive {n}',
  'banner.showTitled': 'Afficher la diapositive {n} : {title}',
} satisfies Pack;
