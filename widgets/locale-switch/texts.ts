import { defineTexts } from '../../shared/texts';

/** The switches' accessible names (the currencies' and languages' own names are the store's). */
export const localeSwitchTexts = defineTexts('localeSwitch', {
  currency: 'Currency: {name}',
  currencies: 'Currencies',
  language: 'Language: {name}',
  languages: 'Languages',
});
