import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** package.json's version: the release a store pins (README "Pinning a release"). */
export const PF_VERSION: string = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')).version;

/**
 * Stamps the release into the loader: `__PF_VERSION__` (mount/index.ts publishes it as
 * `Partsfront.version` and in `pf:ready`'s detail), and a comment on the first line of
 * `dist/partsfront.js`, so whoever opens the file on a store's server sees which release it is.
 * The comment is written after minification (which would drop it).
 */
export function versionStamp(): Plugin {
  return {
    name: 'pf:version-stamp',
    config: () => ({ define: { __PF_VERSION__: JSON.stringify(PF_VERSION) } }),
    generateBundle(_options, bundle) {
      const loader = bundle['partsfront.js'] as OutputChunk | undefined;
      if (loader?.type === 'chunk') loader.code = `/*! Partsfront ${PF_VERSION} */\n${loader.code}`;
    },
  };
}
