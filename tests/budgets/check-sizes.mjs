#!/usr/bin/env node
/**
 * Prints every file of dist/ with its gzip size and fails (exit 1) when the loader or a chunk
 * breaks its budget in tests/budgets/budgets.json, and when the JS each page in `pages` downloads
 * as its widgets mount is over the page's `limit` (gzip bytes) or comes in more than its `maxFiles`
 * files (each page's files are printed with what they hold, and its CSS), and when a shopper's page (`noStaffRoutes`) downloads JS that holds a staff route
 * (`staffRoutes`). Run after `vite build` (npm run build does).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// PF_DIST checks another build folder (the browser tests build into their own).
const dist = process.env.PF_DIST ?? join(root, 'dist');
// PF_BUDGETS checks against another budgets file (the size check's own test does).
const budgets = JSON.parse(readFileSync(process.env.PF_BUDGETS ?? join(import.meta.dirname, 'budgets.json'), 'utf8'));

const files = readdirSync(dist, { recursive: true })
  .map((f) => join(dist, String(f)))
  .filter((f) => statSync(f).isFile() && /\.(js|css)$/.test(f));

function budgetFor(file) {
  const rel = relative(dist, file);
  if (rel === 'partsfront.js') return budgets.loader;
  const base = rel.replace(/^chunks\//, '');
  const named = Object.keys(budgets.chunks).find((prefix) => base.startsWith(`${prefix}-`));
  return named ? budgets.chunks[named] : budgets.defaultChunk;
}

const rows = files
  .map((f) => ({ file: relative(dist, f), raw: statSync(f).size, gzip: gzipSync(readFileSync(f), { level: 9 }).length, budget: budgetFor(f) }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
let failed = 0;
console.log('file'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), 'budget'.padStart(10));
for (const r of rows) {
  const over = r.gzip > r.budget;
  if (over) failed++;
  console.log(r.file.padEnd(48), kb(r.raw).padStart(10), kb(r.gzip).padStart(10), kb(r.budget).padStart(10), over ? '  OVER BUDGET' : '');
}
// Pages: the loader plus each widget chunk and its static imports, from the build manifest.
const manifestFile = join(dist, '.vite/manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const gzipOf = new Map(rows.map((r) => [r.file, r.gzip]));
// What each chunk holds (build/chunk-report.ts), printed under each page's line.
const holdsFile = join(dist, '.vite/chunks.json');
const holds = existsSync(holdsFile) ? JSON.parse(readFileSync(holdsFile, 'utf8')) : {};
const cssOf = (file) => Object.values(manifest).find((e) => e.file === file)?.css ?? [];
// The widgets the loader imports itself (mount/registry.ts); any other widget comes through the
// list of the others (mount/registry-more.ts), one file more on its page.
const loaderWidgets = new Set([...readFileSync(join(root, 'mount/registry.ts'), 'utf8').matchAll(/'?([a-z-]+)'?: \(\) => import\(/g)].map((m) => m[1]));
function pageClosure(widgets) {
  const files = new Set(['partsfront.js']);
  if (widgets.some((w) => !loaderWidgets.has(w)) && manifest['mount/registry-more.ts']) files.add(manifest['mount/registry-more.ts'].file);
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const w of widgets) visit(`widgets/${w}/index.tsx`);
  return [...files];
}
for (const [name, page] of Object.entries(budgets.pages ?? {})) {
  if (name.startsWith('_')) continue;
  const files = pageClosure(page.widgets);
  const total = files.reduce((s, f) => s + (gzipOf.get(f) ?? 0), 0);
  const over = page.limit !== undefined && total > page.limit;
  const tooMany = page.maxFiles !== undefined && files.length > page.maxFiles;
  if (over) failed++;
  if (tooMany) failed++;
  const count = page.maxFiles === undefined ? `${files.length} files` : `${files.length}/${page.maxFiles} files`;
  const limit = page.limit === undefined ? '' : kb(page.limit);
  const css = [...new Set(files.flatMap(cssOf))];
  const cssTotal = css.reduce((s, f) => s + (gzipOf.get(f) ?? 0), 0);
  console.log(`page ${name} (${page.widgets.join(', ')})`.padEnd(48), count.padStart(10), kb(total).padStart(10), limit.padStart(10), over ? '  OVER BUDGET' : '', tooMany ? '  TOO MANY FILES' : '');
  console.log(`  JS ${kb(total)} in ${files.length} files, CSS ${kb(cssTotal)} in ${css.length} files`);
  for (const file of [...files].sort((a, b) => (gzipOf.get(b) ?? 0) - (gzipOf.get(a) ?? 0)))
    console.log(`    ${file.padEnd(44)} ${kb(gzipOf.get(file) ?? 0).padStart(10)}  ${(holds[file] ?? []).slice(0, 6).join(', ')}`);
  // What a click opens (not counted): the files it adds to the page's.
  for (const opened of page.opens ?? []) {
    const more = pageClosure([opened]).filter((f) => !files.includes(f));
    console.log(`  opens ${opened}: ${kb(more.reduce((s, f) => s + (gzipOf.get(f) ?? 0), 0))} more in ${more.length} files (${more.join(', ')})`);
  }
  if (!page.noStaffRoutes) continue;
  // A shopper's page carries no staff route: each file it loads is searched for them.
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const found = (budgets.staffRoutes ?? []).filter((route) => code.includes(route));
    if (found.length === 0) continue;
    failed++;
    console.log(`  STAFF ROUTES on page ${name}: ${file} holds ${found.join(', ')}`);
  }
}

if (!rows.some((r) => r.file === 'partsfront.js')) {
  console.error('dist/partsfront.js is missing');
  failed++;
}
console.log(failed ? `${failed} budget(s) broken` : 'all chunks within budget');
process.exit(failed ? 1 : 0);
