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

/** `fr-ca` → `fr-CA` (the form Intl reads); an unusable code → `en-US`. */
export function localeOf(language: string): string {
  const [lang, region] = (language || 'en').trim().toLowerCase().split(/[-_]/);
  const tag = region ? `${lang}-${region.toUpperCase()}` : lang;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

export const baseLanguage = (language: string): string => localeOf(language).split('-')[0];
