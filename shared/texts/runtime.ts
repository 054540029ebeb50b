import { getSettings, onSettingsChange } from '../config/settings';
import type { Catalog, Entry } from './define';
import { baseLanguage, localeOf } from './locale';
import { loadExtras, needsExtras, onTextsInstalled, textsExtras, type Text } from './ready';

/**
 * What a key shows: the store's override, else the page language's text, else English. An English
 * page without `texts` in #pf-config needs only this file: the catalog's English, its placeholders
 * filled, its plural chosen. The overrides and the language files live in ./overrides, loaded only
 * when the settings ask for them; ./ready's `textsReady()` says whether a widget must wait for it
 * before its first render (so a store's own words are there from the start, never swapped in after).
 * `version` moves when the words change, so components re-render with the new ones.
 */
let language = '';
let version = 0;
const listeners = new Set<() => void>();

export function textsChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function readSettings(): void {
  const settings = getSettings();
  language = settings.language;
  const extras = textsExtras();
  if (extras) extras.read(settings);
  else if (needsExtras(settings)) void loadExtras();
}

let started = false;
// Settings replaced: read again on the next text, not at once (a reset may come before the page's
// new #pf-config is written, and reading then would keep the old one).
let stale = true;
// ./overrides arrived: the next text reads the settings through it.
onTextsInstalled(() => {
  stale = true;
  textsChanged();
});
function start(): void {
  if (!started) {
    started = true;
    onSettingsChange(() => {
      stale = true;
      textsChanged();
    });
  }
  if (stale) {
    stale = false;
    readSettings();
  }
}

/** True while replaced settings wait to be read (./overrides checks a new catalog's keys after). */
export const textsStale = (): boolean => stale;

/** The page's locale for Intl (`fr-CA`), from `language` in #pf-config. */
export function pageLocale(): string {
  start();
  return localeOf(language);
}

/** Whether the page reads English: the store's own words (a list's position, its totals) are then shown as it writes them. */
export const isEnglishPage = (): boolean => baseLanguage(pageLocale()) === 'en';

export function subscribeTexts(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const textsVersion = (): number => version;

export type Vars = Record<string, string | number>;

/** Intl's plural rules and number formats, made once per locale (a list's page fills many texts). */
const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const pluralRules = (locale: string) => plurals.get(locale) ?? plurals.set(locale, new Intl.PluralRules(locale)).get(locale)!;
const numberFormat = (locale: string) => numbers.get(locale) ?? numbers.set(locale, new Intl.NumberFormat(locale)).get(locale)!;

function pick(text: Text, vars: Vars | undefined, locale: string): string {
  if (typeof text === 'string') return text;
  const count = Number(vars?.count ?? 0);
  return text[pluralRules(locale).select(count)] ?? text.other ?? '';
}

function fill(text: string, vars: Vars | undefined, locale: string): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    // English shows numbers as the spec's texts always have (`1234 in Stock`); others as they write them.
    return typeof value === 'number' && !locale.startsWith('en') ? numberFormat(locale).format(value) : String(value);
  });
}

/** The text of `key` in `catalog`, its placeholders filled with `vars`. */
export function text<E extends Record<string, Entry>>(catalog: Catalog<E>, key: keyof E & string, vars?: Vars): string {
  start();
  const locale = localeOf(language);
  const chosen = textsExtras()?.lookup(`${catalog.domain}.${key}`);
  return fill(pick(chosen ?? catalog.en[key], vars, locale), vars, locale);
}
