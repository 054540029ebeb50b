/** Each language code read once: every text shown asks (a list's page asks for each cell). */
const locales = new Map<string, string>();

/** `fr-ca` → `fr-CA` (the form Intl reads); an unusable code → `en-US`. */
export function localeOf(language: string): string {
  let locale = locales.get(language);
  if (locale === undefined) locales.set(language, (locale = canonical(language)));
  return locale;
}

function canonical(language: string): string {
  const [lang, region] = (language || 'en').trim().toLowerCase().split(/[-_]/);
  const tag = region ? `${lang}-${region.toUpperCase()}` : lang;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

export const baseLanguage = (language: string): string => localeOf(language).split('-')[0];
