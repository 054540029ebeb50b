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

/**
 * The page's direction: `dir` on <html>, as a theme for a right-to-left language writes it. The
 * widgets' styles use logical sides, so the right-to-left layout mirrors them whatever the texts.
 */
export const PREVIEW_DIRECTIONS = {
  ltr: 'Left to right',
  rtl: 'Arabic layout (right to left)',
} as const;

export type PreviewDirection = keyof typeof PREVIEW_DIRECTIONS;

export const isPreviewDirection = (value: unknown): value is PreviewDirection => typeof value === 'string' && Object.hasOwn(PREVIEW_DIRECTIONS, value);

export const isPreviewLanguage = (value: unknown): value is PreviewLanguage => typeof value === 'string' && Object.hasOwn(PREVIEW_LANGUAGES, value);
