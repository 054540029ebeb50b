import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { linkChunkCss } from './build/link-chunk-css.ts';
import { corePreload } from './build/core-preload.ts';
import { chunkReport } from './build/chunk-report.ts';
import { versionStamp } from './build/version-stamp.ts';
import { axiosWithoutFetchAdapter, axiosWithoutStatusTable, axiosWithoutUnusedHelpers, chunkGroups, sideEffectsOf } from './bundle.config.ts';

/**
 * One config for the preview (`npm start`) and the production bundle (`npm run build`).
 *
 * - The build has a single entry, the loader (`mount/index.ts` → `dist/partsfront.js`);
 *   every widget is a dynamic import, so each becomes its own hashed chunk under `chunks/`.
 * - `base: './'` makes chunk URLs relative to the loader, so `dist/` can live on any path or CDN.
 * - The MSW worker sits in `mocks/public`, served by the preview only (`publicDir` is off
 *   for the build), so nothing of the mock store reaches `dist/`.
 */
/** Five base-36 characters naming a stylesheet by its path in the project (the same on every machine). */
const fileHash = (file: string): string =>
  (parseInt(createHash('sha256').update(relative(import.meta.dirname, file.split('?')[0]).split('\\').join('/')).digest('hex').slice(0, 10), 16) % 36 ** 5).toString(36).padStart(5, '0');

export default defineConfig(({ command }) => ({
  base: './',
  // Each chunk's CSS is a real file (a strict CSP refuses inline styles) that the chunk links,
  // relative to its own URL, before it runs: a page downloads only the styles of the widgets it
  // mounts, and the loader needs no CSS code (build/link-chunk-css.ts). The loader asks for the
  // storefront core's chunks and stylesheets together with the widgets' (build/core-preload.ts).
  // The build reports what each chunk holds, for the size check (build/chunk-report.ts), and stamps
  // the package's version into the loader (build/version-stamp.ts).
  plugins: [react(), linkChunkCss(), corePreload(), chunkReport(), versionStamp()],
  publicDir: command === 'serve' ? 'mocks/public' : false,
  // A CSS Module's class is `_LOCAL_HASH`: the local name (readable in the theme's inspector) and
  // five characters of its file's path, the same for every class of a file, so gzip shares them.
  // The default also appends the rule's line number, bytes in every chunk's JS and CSS that gzip
  // cannot shrink.
  css: { modules: { generateScopedName: (local: string, file: string) => `_${local}_${fileHash(file)}` } },
  // Library mode leaves process.env alone; React must see production.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  // The list reader's worker (shared/api/offThread.ts) is a module beside the chunks.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'chunks/[name]-[hash:7].js', chunkFileNames: 'chunks/[name]-[hash:7].js', minify: true, comments: { annotation: false } } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    minify: 'oxc',
    cssCodeSplit: true,
    // Library mode: Vite then wraps no dynamic import in its preload helper, which alone would
    // break the loader's 1.5 KB budget. PHP can emit modulepreload links from the manifest.
    lib: { entry: resolve(import.meta.dirname, 'mount/index.ts'), formats: ['es'], fileName: () => 'partsfront.js' },
    rolldownOptions: {
      // axios's fetch adapter, its status-name table, progress reporter and formDataToJSON are never used (see bundle.config.ts).
      plugins: [axiosWithoutFetchAdapter, axiosWithoutStatusTable, axiosWithoutUnusedHelpers],
      // A domain's index re-exports the whole domain; its script files run nothing when imported,
      // so what a page does not use drops out (see bundle.config.ts).
      treeshake: { moduleSideEffects: sideEffectsOf },
      output: {
        // Library mode does not minify ES output by itself.
        minify: true,
        // dist/ is what browsers run, never bundled again: `/* @__PURE__ */` marks are bytes for nobody.
        comments: { annotation: false },
        entryFileNames: 'partsfront.js',
        // 7 hash characters, not Rolldown's 8: the loader lists its chunks by name and every chunk
        // names the ones it imports, and a hash is bytes gzip cannot shrink. 7 is the fewest Rolldown
        // accepts for this many chunks (it refuses a length that could collide).
        // Rolldown's module runtime is imported by nearly every chunk: its default name,
        // `rolldown-runtime`, is 9 bytes more in each of those imports than `rt`.
        chunkFileNames: (chunk) => (chunk.name === 'rolldown-runtime' ? 'chunks/rt-[hash:7].js' : 'chunks/[name]-[hash:7].js'),
        assetFileNames: 'chunks/[name]-[hash:7][extname]',
        // React, the libraries, the kit and the storefront domains in a few long-cached chunks;
        // each widget's own code apart (see bundle.config.ts).
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));
