import { defineTexts } from '../../shared/texts';

/** The navigation's buttons: the small screens' Menu and Back, and each submenu's toggle. */
export const heroNavTexts = defineTexts('heroNav', {
  label: 'Main',
  menu: 'Menu',
  back: 'Back',
  submenu: '{title} submenu',
});
