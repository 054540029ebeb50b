import { getSettings, onSettingsChange } from '../config/settings';
import { forms, loadedCatalogs, onCatalog, placeholders, type Catalog, type Entry } from './define';
import { DOMAINS } from './domains';
import { PACKS, baseLanguage, localeOf, type Pack } from './languages';

/**
 * What a key shows: the store's override, else the page language's text, else English. One state
 * for the page: the language's file and the checked overrides; `version` moves when either
 * changes, so components re-render with the new words.
 */
type Text = string | Record<string, string>;

let language = '';
let pack: Pack | null = null;
let overrides: Record<string, Text> = {};
let version = 0;
const listeners = new Set<() => void>();
const warned = new Set<string>();

function warnOnce(id: string, message: string): void {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`Partsfront: ${message}`);
}

const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** An override is kept only when it fills every placeholder the English text has. */
function checkOverride(catalog: Catalog, key: string): void {
  const id = `${catalog.domain}.${key}`;
  const given = overrides[id];
  if (given === undefined) return;
  const entry = catalog.en[key];
  if (entry === undefined) {
    delete overrides[id];
    warnOnce(id, `#pf-config texts: unknown key "${id}" (its default stays)`);
    return;
  }
  // A plural override may leave the count out of a form ("one item"), not out of all of them.
  const written = forms(typeof given === 'string' ? given : { other: '', ...given }).join(' ');
  const missing = forms(entry).flatMap(placeholders).filter((name) => !written.includes(`{${name}}`));
  if (missing.length) {
    delete overrides[id];
    warnOnce(id, `#pf-config texts: "${id}" lacks {${missing[0]}} (its default stays)`);
  }
}

function loadLanguage(next: string): void {
  if (next === language) return;
  language = next;
  pack = null;
  const load = PACKS[baseLanguage(next)];
  if (!load) return;
  load().then(
    (module) => {
      if (language !== next) return;
      pack = module.default;
      changed();
    },
    (error) => console.error(`Partsfront: the texts for ${next} did not load; English is shown.`, error),
  );
}

function readSettings(): void {
  const settings = getSettings();
  overrides = { ...settings.texts };
  warned.clear();
  for (const id of Object.keys(overrides)) {
    const domain = id.split('.')[0];
    if (!(DOMAINS as readonly string[]).includes(domain)) {
      delete overrides[id];
      warnOnce(id, `#pf-config texts: unknown key "${id}" (its default stays)`);
    }
  }
  loadedCatalogs().forEach(checkCatalog);
  loadLanguage(settings.language);
}

const checkCatalog = (catalog: Catalog) =>
  !stale &&
  Object.keys(overrides)
    .filter((id) => id.startsWith(`${catalog.domain}.`))
    .forEach((id) => checkOverride(catalog, id.slice(catalog.domain.length + 1)));

let started = false;
// Settings replaced: read again on the next text, not at once (a reset may come before the page's
// new #pf-config is written, and reading then would keep the old one).
let stale = true;
function start(): void {
  if (!started) {
    started = true;
    onCatalog(checkCatalog);
    onSettingsChange(() => {
      stale = true;
      changed();
    });
  }
  if (stale) {
    stale = false;
    readSettings();
  }
}

/** The page's locale for Intl (`fr-CA`), from `language` in #pf-config. */
export function pageLocale(): string {
  start();
  return localeOf(language);
}

export function subscribeTexts(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const textsVersion = (): number => version;

export type Vars = Record<string, string | number>;

function pick(text: Text, vars: Vars | undefined, locale: string): string {
  if (typeof text === 'string') return text;
  const count = Number(vars?.count ?? 0);
  return text[new Intl.PluralRules(locale).select(count)] ?? text.other ?? '';
}

function fill(text: string, vars: Vars | undefined, locale: string): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    // English shows numbers as the spec's texts always have (`1234 in Stock`); others as they write them.
    return typeof value === 'number' && !locale.startsWith('en') ? new Intl.NumberFormat(locale).format(value) : String(value);
  });
}

/** The text of `key` in `catalog`, its placeholders filled with `vars`. */
export function text<E extends Record<string, Entry>>(catalog: Catalog<E>, key: keyof E & string, vars?: Vars): string {
  start();
  const id = `${catalog.domain}.${key}`;
  const locale = localeOf(language);
  let chosen: Text | undefined = overrides[id];
  if (chosen === undefined && pack) {
    chosen = pack[id];
    if (chosen === undefined && import.meta.env.DEV) warnOnce(`${language}:${id}`, `no ${language} text for "${id}"; English shown`);
  }
  return fill(pick(chosen ?? catalog.en[key], vars, locale), vars, locale);
}
