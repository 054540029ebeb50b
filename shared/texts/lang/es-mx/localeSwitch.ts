import type { Pack } from '../../languages';

/** Spanish (Mexico): the `localeSwitch` catalog's texts. */
export default {
  'localeSwitch.currency': 'Moneda: {name}',
  'localeSwitch.currencies': 'Monedas',
  'localeSwitch.language': 'Idioma: {name}',
  'localeSwitch.languages': 'Idiomas',
} satisfies Pack;
