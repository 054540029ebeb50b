/** The texts kit: catalogs beside the code, store overrides, the page's language, its formats. */
export { defineTexts, type Catalog, type Entry } from './define';
export { text, pageLocale, isEnglishPage, type Vars } from './runtime';
export { useTexts, type TextLookup } from './useTexts';
export { withNodes } from './withNodes';
export { formatDateTime, formatNumber, formatTime } from './format';
