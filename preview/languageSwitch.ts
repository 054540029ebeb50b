/**
 * The preview's language switch: `language` in #pf-config as the PHP store writes it, so a
 * theme developer sees every widget in each language Partsfront has texts for (shared/texts).
 */
export const PREVIEW_LANGUAGES = {
  'en-gb': 'English',
  'fr-ca': 'Français (Canada)',
  'es-mx': 'Español (México)',
} as const;

export type PreviewLanguage = keyof typeof PREVIEW_LANGUAGES;

export const isPreviewLanguage = (value: unknown): value is PreviewLanguage => typeof value === 'string' && Object.hasOwn(PREVIEW_LANGUAGES, value);
