import { getSettings, type Settings } from '../config/settings';
import { setRenderGate } from '../runtime/renderGate';

/**
 * Whether the page's texts are all here before a widget's first render. On an English page
 * without `texts` in #pf-config they are (the catalogs' English); otherwise the texts kit's
 * ./overrides part (the store's words, checked, and the language's file) loads first. It loads
 * with the first widget that shows texts, and sets defineWidget's render gate then.
 */
export type Text = string | Record<string, string>;

/** What ./overrides gives once loaded: it reads each settings, and is asked first for each text. */
export interface TextsExtras {
  read(settings: Settings): void;
  lookup(id: string): Text | undefined;
}

let extras: TextsExtras | null = null;
let loading: Promise<void> | null = null;
const installed = new Set<() => void>();

export const textsExtras = (): TextsExtras | null => extras;

/** ./overrides calls this as it loads. */
export function installTexts(next: TextsExtras): void {
  extras = next;
  installed.forEach((listener) => listener());
}

/** Hears ./overrides arrive (./runtime reads the settings again through it, and re-renders). */
export const onTextsInstalled = (listener: () => void): void => void installed.add(listener);

// English is `en` or `en-…` (`en_gb` too); the store names its language in that form. A code that
// is no language at all would load the part for nothing, which then finds no file for it.
export const needsExtras = (settings: Settings): boolean => Object.keys(settings.texts).length > 0 || !/^en(?![a-z])/i.test(settings.language.trim() || 'en');

export function loadExtras(): Promise<void> {
  loading ??= import('./overrides').then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      console.error('Partsfront: the store’s texts did not load; the default texts are shown.', error);
    },
  );
  return loading;
}

/**
 * Null when the page's texts are all here (English and no overrides, or ./overrides loaded); else
 * the promise of ./overrides, which a widget awaits before its first render. It never rejects: if
 * the file does not load, the default texts are shown.
 */
export function textsReady(): Promise<void> | null {
  return extras || !needsExtras(getSettings()) ? null : loadExtras();
}

setRenderGate(textsReady);
