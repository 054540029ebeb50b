import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The size check CI runs after the build (tests/budgets/check-sizes.mjs), on a small dist/ of its
 * own: a page whose widgets' JS is over its limit, or in more files than it may take, fails it.
 */
const dir = mkdtempSync(join(tmpdir(), 'pf-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Random bytes do not compress: a file of `size` bytes weighs about that much gzipped. */
function file(name: string, size: number): void {
  writeFileSync(join(dir, name), randomBytes(size));
}
mkdirSync(join(dir, 'chunks'));
mkdirSync(join(dir, '.vite'));
file('partsfront.js', 500);
file('chunks/react-1.js', 6000);
file('chunks/alert-bar-2.js', 2000);
writeFileSync(
  join(dir, '.vite/manifest.json'),
  JSON.stringify({
    'widgets/alert-bar/index.tsx': { file: 'chunks/alert-bar-2.js', imports: ['_react'] },
    _react: { file: 'chunks/react-1.js' },
  }),
);

function check(page: Record<string, unknown>) {
  const budgets = join(dir, 'budgets.json');
  writeFileSync(budgets, JSON.stringify({ loader: 4096, defaultChunk: 65536, chunks: {}, pages: { content: { widgets: ['alert-bar'], ...page } } }));
  const run = spawnSync(process.execPath, [resolve(import.meta.dirname, '../budgets/check-sizes.mjs')], { env: { ...process.env, PF_DIST: dir, PF_BUDGETS: budgets }, encoding: 'utf8' });
  return { code: run.status, out: run.stdout };
}

describe('the size check', () => {
  it('passes a page within its limit and file count, and prints its files with what they hold', () => {
    const { code, out } = check({ limit: 20000, maxFiles: 3 });
    expect(out).toMatch(/page content \(alert-bar\)\s+3\/3 files/);
    expect(out).toContain('chunks/react-1.js');
    expect(code).toBe(0);
  });

  it('fails a page over its limit', () => {
    const { code, out } = check({ limit: 6000, maxFiles: 3 });
    expect(out).toContain('OVER BUDGET');
    expect(code).toBe(1);
  });

  it('fails a page in more files than it may take', () => {
    const { code, out } = check({ limit: 20000, maxFiles: 2 });
    expect(out).toContain('TOO MANY FILES');
    expect(code).toBe(1);
  });
});
