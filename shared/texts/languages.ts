/**
 * The languages Partsfront has texts for besides English, each ONE file loaded on demand: a page
 * downloads only its own language's file, and an English page none. `language` in #pf-config is
 * the store's code (`fr-ca`, `es-mx`, `en-gb`); its first part picks the file.
 */
export type Pack = Record<string, string | Record<string, string>>;

export const PACKS: Record<string, () => Promise<{ default: Pack }>> = {
  fr: () => import('./lang/fr-ca'),
  es: () => import('./lang/es-mx'),
};

export { baseLanguage, localeOf } from './locale';
