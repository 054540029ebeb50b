import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../shared/texts';
import { DOMAINS } from '../../shared/texts/domains';
import { forms, placeholders } from '../../shared/texts/define';
import fr from '../../shared/texts/lang/fr-ca';
import es from '../../shared/texts/lang/es-mx';

/**
 * docs/texts.md is the catalogs' own: every key a store can override, its English text and the
 * files that show it. This test fails when a catalog changed and the document did not;
 * `npm run docs:texts` writes it again. It also keeps the kit's list of domains and each
 * language's file in step with the catalogs.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../shared/**/texts.ts', '../../widgets/**/texts.ts'], { eager: true });
const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && 'domain' in value && 'en' in value;
const catalogs = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalog(value))
    .map(([name, value]) => ({ path: path.replace('../../', ''), name, catalog: value as Catalog })),
);

const ROOT = resolve(import.meta.dirname, '../..');
const sources = ['shared', 'widgets'].flatMap(function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'texts.ts' ? [path] : [];
  });
});
const sourceText = new Map(sources.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));

/** The files that read the catalog (by its export's name) and name the key. */
const shownIn = (name: string, key: string) =>
  [...sourceText].filter(([, source]) => source.includes(name) && source.includes(`'${key}'`)).map(([path]) => relative('.', path));

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const english = (entry: Catalog['en'][string]) =>
  typeof entry === 'string' ? `\`${cell(entry)}\`` : Object.entries(entry).map(([form, text]) => `${form}: \`${cell(text ?? '')}\``).join('<br>');

function document(): string {
  const lines = [
    '# Texts a store can change',
    '',
    'Generated from the catalogs (`texts.ts` beside each widget and domain) by `npm run docs:texts`; do not edit by hand.',
    'Put any key in `texts` of `#pf-config` to show the store\'s words: `{"texts": {"product.addToCart": "Add to Bag"}}`.',
    'Keep every `{placeholder}` of the English text (a plural text may be `{"one": "…", "other": "…"}`); README "Texts and languages".',
    '',
  ];
  for (const { path, name, catalog } of [...catalogs].sort((a, b) => a.catalog.domain.localeCompare(b.catalog.domain))) {
    lines.push(`## ${catalog.domain}`, '', `Catalog: \`${path}\``, '', '| key | English | shows in |', '|---|---|---|');
    for (const [key, entry] of Object.entries(catalog.en)) {
      const where = shownIn(name, key).map((file) => `\`${file}\``).join(', ') || '—';
      lines.push(`| \`${catalog.domain}.${key}\` | ${english(entry)} | ${where} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const allKeys = new Map<string, Catalog['en'][string]>(catalogs.flatMap(({ catalog }) => Object.entries(catalog.en).map(([key, entry]) => [`${catalog.domain}.${key}`, entry] as [string, Catalog['en'][string]])));

describe('the text catalogs', () => {
  it('are the kit’s list of domains, each defined once', () => {
    const domains = catalogs.map(({ catalog }) => catalog.domain);
    expect([...domains].sort()).toEqual([...DOMAINS].sort());
  });

  it('are every key docs/texts.md lists', () => {
    const file = resolve(ROOT, 'docs/texts.md');
    const text = `${document()}\n`;
    if (process.env.UPDATE_DOCS) {
      writeFileSync(file, text);
      return;
    }
    expect(readFileSync(file, 'utf8'), 'docs/texts.md is behind the catalogs: run npm run docs:texts').toBe(text);
  });

  it.each([
    ['fr-ca', fr],
    ['es-mx', es],
  ])('have every key in %s, with the same placeholders', (_, pack) => {
    expect([...allKeys.keys()].filter((key) => !(key in pack)), 'keys without a translation').toEqual([]);
    expect(Object.keys(pack).filter((key) => !allKeys.has(key)), 'translations of no key').toEqual([]);
    const names = (texts: string[]) => [...new Set(texts.flatMap(placeholders))].sort();
    for (const [key, entry] of allKeys) {
      const translated = pack[key];
      if (translated === undefined) continue;
      expect(names(typeof translated === 'string' ? [translated] : Object.values(translated)), key).toEqual(names(forms(entry)));
    }
  });
});
