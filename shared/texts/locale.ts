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
