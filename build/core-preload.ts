import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { posix } from 'node:path';
import { CONTENT_WIDGETS, STOREFRONT_PAGE } from '../bundle.config.ts';

const SENTINEL = 'pf:core-files';
/** The store page's one stylesheet and the stylesheets it holds (read by php/Partsfront.php). */
export const STYLESHEETS = '.vite/stylesheets.json';

/**
 * Writes the storefront core's shared files into the loader (`__PF_CORE__` in mount/loader.ts):
 * the chunks that the storefront page's widgets import statically and their stylesheets, as paths
 * relative to the loader, in two lists: what every widget's page runs (React, the kit) and what
 * only a widget that calls the store needs (the store libraries, the kit's store calls, the
 * storefront domains); and the names of the loader's widgets that need the first list only (the
 * content widgets: their page never downloads the store's code).
 *
 * Why: the loader imports a widget's chunk; the browser finds that chunk's imports only when it
 * has arrived, and the chunks link their stylesheets only when they run. At 150 ms per round trip
 * that is two rounds more before a widget can be used. With this list the loader asks for all of
 * them in the same round as the widgets' chunks (`<link rel="modulepreload">` and
 * `<link rel="stylesheet">`), for about 60 bytes of loader.
 *
 * The loader's file name has no hash, so writing into it after the chunks are named is safe for
 * immutable caching: the chunks' names (and so their content hashes) are what it lists.
 */
export function corePreload(): Plugin {
  return {
    name: 'pf:core-preload',
    apply: 'build',
    config: () => ({ define: { __PF_CORE__: JSON.stringify(SENTINEL) } }),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const loader = chunks.find((c) => c.fileName === 'partsfront.js');
      if (!loader) return;
      const nameOf = (c: OutputChunk) => /\/widgets\/([^/]+)\/index\.tsx$/.exec(c.facadeModuleId?.replace(/\\/g, '/') ?? '')?.[1];
      const closure = (widgets: OutputChunk[]) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        widgets.forEach((w) => w.imports.forEach(visit));
        // The widgets' own chunks are imported by the loader itself; the loader imports nothing.
        widgets.forEach((w) => files.delete(w.fileName));
        return files;
      };
      const page = chunks.filter((c) => STOREFRONT_PAGE.includes(nameOf(c) ?? ''));
      // Every widget's page: what the storefront page's content widgets import (React, the kit).
      const base = closure(page.filter((c) => CONTENT_WIDGETS.includes(nameOf(c)!)));
      const pageStore = new Set([...closure(page)].filter((f) => !base.has(f)));
      // The loader's widgets that import none of the store's files: they ask for `base` only.
      const light = chunks.filter((c) => loader.dynamicImports.includes(c.fileName) && nameOf(c) && ![...closure([c])].some((f) => pageStore.has(f))).map(nameOf);
      // What every store-calling widget of the storefront page imports (`core`) is asked for by
      // any store-calling widget; what only some import (`buy`, the product page's own) only by
      // those, so that a home or category page does not download it.
      const callers = page.filter((c) => !light.includes(nameOf(c))).map((c) => ({ chunk: c, files: closure([c]) }));
      const store = new Set([...pageStore].filter((f) => callers.every((c) => c.files.has(f))));
      const extra = [...pageStore].filter((f) => !store.has(f));
      const buyers = callers.filter((c) => extra.some((f) => c.files.has(f)));
      // One list of such files, for one set of widgets: a second set would need a second list.
      if (buyers.some((c) => extra.some((f) => !c.files.has(f)))) this.error(`the storefront page's widgets ${buyers.map((c) => nameOf(c.chunk)).join(', ')} import different shared files (${extra.join(', ')}): the loader holds one list of them (build/core-preload.ts)`);
      const cssOf = (files: Set<string>) => [...files].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
      // A store-calling widget's page asks for ONE stylesheet: the kit's rules and the store
      // core's together, in a file named after both (its content is theirs, so its name changes
      // with theirs: safe for immutable caching). The kit and `core` chunks each take a linked
      // stylesheet whose address carries their own stylesheet's name as theirs
      // (build/link-chunk-css.ts). Over HTTP/1.1's six connections that is one request fewer in
      // the page's first round, where the product block's chunk then fits (Add to Cart ready
      // about 1.07 s at 150 ms RTT instead of 1.3 s: tests/bench/storefront.bench.mjs).
      const parts = [...cssOf(base), ...cssOf(pageStore)];
      const source = (file: string) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') return '';
        return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      };
      let storeCss = parts;
      if (parts.length > 1) {
        // Named `chunks/core-HASH~/chunks/kit-HASH.css`: its address ends as the kit's own does, so
        // the loader, which asks for a file only when no link's address ends with it, does not ask
        // for the kit's stylesheet again for a content widget on the same page (read-more).
        const [kitCss, ...coreCss] = parts;
        const together = `chunks/${coreCss.map((f) => posix.basename(f, '.css')).join('~')}~/${kitCss}`;
        this.emitFile({ type: 'asset', fileName: together, source: parts.map(source).join('\n') });
        // Beside the manifest, for the PHP helper's head() (php/Partsfront.php): a page whose
        // stylesheets include all of `parts` links `file` in their place, as the loader would.
        this.emitFile({ type: 'asset', fileName: STYLESHEETS, source: `${JSON.stringify({ file: together, parts }, null, 2)}\n` });
        storeCss = [together];
      }
      // The stylesheets first: Chrome asks for a linked stylesheet a little after a module
      // preload linked at the same moment, and over HTTP/1.1 that put it behind the widgets'
      // chunks, in the second round, while every widget waits for it. A content widget's page
      // asks for the first list, a store-calling widget's for the second (the same chunks and more).
      const list = [light.join(' '), [...cssOf(base), ...base].join(' '), [...storeCss, ...base, ...store].join(' '), buyers.map((c) => nameOf(c.chunk)).join(' '), extra.join(' ')].join('|');
      if (!loader.code.includes(SENTINEL)) this.error(`the loader does not read __PF_CORE__ (expected "${SENTINEL}" in partsfront.js)`);
      loader.code = loader.code.replace(SENTINEL, list);
    },
  };
}
