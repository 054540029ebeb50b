#!/usr/bin/env node
/**
 * What a page's JS is made of, module by module: builds the bundle into PF_DIST (default
 * /tmp/pf-page-modules, never dist/), then for each file the page downloads as its widgets mount
 * (the page's widgets from tests/budgets/budgets.json, as the size check counts them) prints its
 * gzip size and every module in it with its rendered size and its own gzip size (each module
 * compressed alone: a share to compare, a little over what it adds to the file).
 *
 *   node tools/page-modules.mjs content        # or home, category, product, …
 */
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = process.env.PF_DIST ?? '/tmp/pf-page-modules';
const name = process.argv[2] ?? 'content';
const page = JSON.parse(readFileSync(resolve(root, 'tests/budgets/budgets.json'), 'utf8')).pages[name];
if (!page?.widgets) throw new Error(`no page "${name}" in tests/budgets/budgets.json`);

const chunks = {};
const gz = (text) => gzipSync(text, { level: 9 }).length;
await build({
  root,
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true },
  plugins: [{ name: 'page-modules', generateBundle(_o, bundle) {
    for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks[c.fileName] = c;
  } }],
});
const manifest = JSON.parse(readFileSync(resolve(out, '.vite/manifest.json'), 'utf8'));
const files = new Set(['partsfront.js']);
const registry = readFileSync(resolve(root, 'mount/registry.ts'), 'utf8');
if (page.widgets.some((w) => !registry.includes(`'${w}'`) && !registry.includes(` ${w}:`))) files.add(manifest['mount/registry-more.ts'].file);
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  (entry.imports ?? []).forEach(visit);
};
page.widgets.forEach((w) => visit(`widgets/${w}/index.tsx`));
let total = 0;
const rows = [...files].map((f) => ({ f, size: gz(readFileSync(resolve(out, f))) })).sort((a, b) => b.size - a.size);
for (const { f, size } of rows) {
  total += size;
  console.log(`${f.padEnd(44)} ${String(size).padStart(7)} B gzip`);
  const mods = Object.entries(chunks[f]?.modules ?? {}).filter(([, m]) => m.renderedLength > 0).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
  for (const [id, m] of mods) console.log(`    ${String(m.renderedLength).padStart(7)} B  ${String(m.code ? gz(m.code) : 0).padStart(6)} B gzip  ${id.replace(`${root}/`, '').replace(/^.*node_modules\//, '').replace('\0', '')}`);
}
console.log(`page ${name}: ${total} B gzip (${(total / 1024).toFixed(2)} KB) in ${files.size} files`);
