/**
 * A catalog of texts: one per domain or widget, in a `texts.ts` beside the code that shows them.
 * The English entries are the spec's texts exactly (typos included): they are what a page shows
 * unless the store overrides a key (`texts` in #pf-config) or the page's language has its own.
 */

/** A text, or its plural forms chosen by `Intl.PluralRules` from the `count` it is given. */
export type Entry = string | PluralEntry;
export type PluralEntry = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export interface Catalog<E extends Record<string, Entry> = Record<string, Entry>> {
  domain: string;
  en: E;
}

const catalogs = new Map<string, Catalog>();
const heard = new Set<(catalog: Catalog) => void>();

/** `defineTexts('cart', { viewCart: 'View Cart' })`: the keys are `cart.viewCart`, … */
export function defineTexts<const E extends Record<string, Entry>>(domain: string, en: E): Catalog<E> {
  const catalog: Catalog<E> = { domain, en };
  catalogs.set(domain, catalog);
  heard.forEach((listener) => listener(catalog));
  return catalog;
}

/** The catalogs this page has loaded so far (a widget's catalog arrives with its chunk). */
export const loadedCatalogs = (): Catalog[] => [...catalogs.values()];

/** Hears each catalog defined from now on, as its chunk loads (its keys' overrides are checked then). */
export function onCatalog(listener: (catalog: Catalog) => void): void {
  heard.add(listener);
}

/** The `{name}` placeholders a text holds. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** Every form of an entry (its one text, or each plural form). */
export const forms = (entry: Entry): string[] => (typeof entry === 'string' ? [entry] : Object.values(entry).filter((v): v is string => typeof v === 'string'));
