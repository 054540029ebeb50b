import type { Settings } from '../config/settings';
import { forms, loadedCatalogs, onCatalog, placeholders, type Catalog } from './define';
import { DOMAINS } from './domains';
import { PACKS, baseLanguage, type Pack } from './languages';
import { installTexts, type Text } from './ready';
import { textsChanged, textsStale } from './runtime';

/**
 * The texts kit's part an English page without `texts` in #pf-config never downloads: the store's
 * overrides (checked against the catalogs, each bad one named in one warning) and the page
 * language's file. ./runtime loads it when the settings ask for either; once here it reads every
 * settings the page gets, so a page switched back to English drops its overrides too.
 */
let language = '';
let pack: Pack | null = null;
let overrides: Record<string, Text> = {};
const warned = new Set<string>();

function warnOnce(id: string, message: string): void {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`Partsfront: ${message}`);
}

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

const checkCatalog = (catalog: Catalog) =>
  Object.keys(overrides)
    .filter((id) => id.startsWith(`${catalog.domain}.`))
    .forEach((id) => checkOverride(catalog, id.slice(catalog.domain.length + 1)));

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
      textsChanged();
    },
    (error) => console.error(`Partsfront: the texts for ${next} did not load; English is shown.`, error),
  );
}

function read(settings: Settings): void {
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

/** The store's text for `id`, else the page language's, else nothing (English then). */
function lookup(id: string): Text | undefined {
  const given = overrides[id];
  if (given !== undefined || !pack) return given;
  const translated = pack[id];
  if (translated === undefined && import.meta.env.DEV) warnOnce(`${language}:${id}`, `no ${language} text for "${id}"; English shown`);
  return translated;
}

// A catalog arriving with a later chunk has its keys' overrides checked then; while the settings
// are being replaced they are checked on the next read instead.
onCatalog((catalog) => !textsStale() && checkCatalog(catalog));
installTexts({ read, lookup });
