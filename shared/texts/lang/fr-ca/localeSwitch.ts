import type { Pack } from '../../languages';

/** French (Canada): the `localeSwitch` catalog's texts. */
export default {
  'localeSwitch.currency': 'Devise : {name}',
  'localeSwitch.currencies': 'Devises',
  'localeSwitch.language': 'Langue : {name}',
  'localeSwitch.languages': 'Langues',
} satisfies Pack;
