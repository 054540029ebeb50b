import { inject } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The bundled preview (`npm start`, vite.preview.config.ts) for the browser tests that walk it:
 * built into `tests/.out/preview-dist` (next to PF_DIST's folder when set, so two runs at once do
 * not share it) and served by Vite's preview server on a free port. Built once per `vitest run`:
 * the build writes the run's id (global-setup.ts) beside it, and a later test file of the same run
 * finds it and only serves it. A build left by an earlier run is stale (the sources may have
 * changed since) and is built again.
 */
const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.preview.config.ts');
const outDir = process.env.PF_DIST ? `${process.env.PF_DIST}-preview` : resolve(root, 'tests/.out/preview-dist');
const stamp = resolve(outDir, '.browser-run');

async function buildOnce(): Promise<void> {
  const run = inject('browserRun');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === run) return;
  // Vitest runs with NODE_ENV=test; the preview bundle is built as `npm start` builds it.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  writeFileSync(stamp, run);
}

export interface Preview {
  /** The server's address, without the trailing slash (http://127.0.0.1:PORT). */
  base: string;
  close(): Promise<void>;
}

/** Builds the preview if this run has not yet, and serves it. */
export async function servePreview(): Promise<Preview> {
  await buildOnce();
  const server: PreviewServer = await preview({ configFile, root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  return { base: server.resolvedUrls!.local[0].replace(/\/$/, ''), close: () => server.close() };
}
