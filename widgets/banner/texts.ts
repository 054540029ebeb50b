import { defineTexts } from '../../shared/texts';

/** The carousel's controls and the names screen readers give it and its slides. */
export const bannerTexts = defineTexts('banner', {
  label: 'Promotions',
  carousel: 'carousel',
  slide: 'slide',
  play: 'Play',
  pause: 'Pause',
  playSlides: 'Play slides',
  pauseSlides: 'Pause slides',
  previous: 'Previous slide',
  next: 'Next slide',
  position: '{n} of {count}',
  show: 'Show slide {n}',
  showTitled: 'Show slide {n}: {title}',
});
