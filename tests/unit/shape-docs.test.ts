import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredFieldTables } from '../utils/shapeDocs';

/**
 * docs/endpoints.md's required-field tables are the schemas' own: this test fails when a schema
 * changed and the document did not. `npm run docs:shapes` writes them again.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../shared/api/shapes/*.ts', { eager: true });
const byFile = Object.fromEntries(
  Object.entries(modules)
    .filter(([path]) => !path.endsWith('.test.ts'))
    .map(([path, exports]) => [path.replace('../../', ''), exports]),
);

const DOC = resolve(import.meta.dirname, '../../docs/endpoints.md');
const START = '<!-- required-fields:start -->';
const END = '<!-- required-fields:end -->';

describe('the required-field tables of docs/endpoints.md', () => {
  const tables = requiredFieldTables(byFile);

  it('give a reason for every required field', () => {
    expect(tables.split('\n').filter((line) => line.includes('(no reason given)'))).toEqual([]);
  });

  it('are the schemas’ own', () => {
    const doc = readFileSync(DOC, 'utf8');
    const section = `${START}\n${tables}\n${END}`;
    const current = doc.includes(START) ? doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length) : '';
    if (process.env.UPDATE_DOCS) {
      writeFileSync(DOC, current ? doc.replace(current, section) : `${doc.trimEnd()}\n\n${section}\n`);
      return;
    }
    expect(current, 'docs/endpoints.md is behind the schemas: run npm run docs:shapes').toBe(section);
  });
});
