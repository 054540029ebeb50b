import { useCallback, useSyncExternalStore } from 'react';
import type { Catalog, Entry } from './define';
import { subscribeTexts, text, textsVersion, type Vars } from './runtime';

/** A catalog's lookup, as useTexts returns it (for a part that gets its widget's `t`). */
export type TextLookup<C extends Catalog> = (key: keyof C['en'] & string, vars?: Vars) => string;

/**
 * `const t = useTexts(cartTexts); t('viewCart')`: the component re-renders when the page's
 * language file arrives or the settings change.
 */
export function useTexts<E extends Record<string, Entry>>(catalog: Catalog<E>): TextLookup<Catalog<E>> {
  const version = useSyncExternalStore(subscribeTexts, textsVersion, textsVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t for each version re-renders memoised children
  return useCallback((key, vars) => text(catalog, key, vars), [catalog, version]);
}
