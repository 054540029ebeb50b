import type { Plugin } from 'vite';
import { posix } from 'node:path';

/**
 * Ships each chunk's CSS as a real `.css` file (so a store's strict Content-Security-Policy,
 * `style-src 'self' <CDN>` without `'unsafe-inline'`, accepts it) and makes the chunk link it
 * before the widget that needs it runs.
 *
 * Vite (library mode, `cssCodeSplit`) writes one CSS file per chunk and lists it in the manifest,
 * but loads nothing. Here every chunk that has CSS starts by adding a `<link rel="stylesheet">`
 * for its own CSS, resolved against the chunk's own URL (`import.meta.url`). Only an ENTRY (a
 * widget or anything else reached by `import()`) waits, with a top-level `await`, until every
 * Partsfront stylesheet still loading on the page has arrived (its own and its imports'). So an
 * `import()` of a widget resolves only when the CSS of the widget and of every chunk it imports
 * has arrived: the widget never paints unstyled (no layout shift), and a page downloads only the
 * CSS of the widgets it mounts or opens.
 *
 * Why only entries wait: a module runs only after the modules it imports have run, so a shared
 * chunk (the kit, the storefront domains) that waited for its CSS would hold back the link of
 * the next chunk's CSS, one round trip each (kit, then storefront, then the widget: three rounds
 * on a slow network). Shared chunks now start their CSS at once and the entry waits for all of
 * them together: one round.
 *
 * A `<link rel="stylesheet">` the theme already printed for the same URL (the PHP embed prints
 * them from the manifest) is reused, not added twice; so is one whose address carries this
 * stylesheet's name (`chunks/core-HASH~/chunks/kit-HASH.css`, the kit's and the store core's rules
 * in one file, which the loader asks for on a store-calling widget's page: build/core-preload.ts). A stylesheet that fails to load holds the
 * widget back at most 5 s. The loader itself has no CSS and stays as small as before.
 *
 * The snippet is added in `renderChunk`, before the chunk's hash is computed, so a chunk's file
 * name changes whenever the CSS file it names changes (safe for immutable CDN caching).
 */
export function linkChunkCss(): Plugin {
  return {
    name: 'pf:link-chunk-css',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      const css = [...(chunk.viteMetadata?.importedCss ?? [])];
      const entry = chunk.isEntry || chunk.isDynamicEntry;
      // The loader (the build's one static entry) has no CSS and imports none.
      if (css.length === 0 && (!entry || chunk.fileName === 'partsfront.js')) return null;
      const from = posix.dirname(chunk.fileName);
      const hrefs = css.map((file) => {
        const rel = posix.relative(from, file);
        return rel.startsWith('.') ? rel : `./${rel}`;
      });
      // Only the kit's, the store core's and the product page's own (`buy`) stylesheets are ever
      // joined (build/core-preload.ts).
      return { code: (css.length ? link(hrefs, JOINED.includes(chunk.name)) : '') + (entry ? WAIT : '') + code, map: null };
    },
  };
}

/** The shared chunks whose stylesheets the store page's one stylesheet holds (bundle.config.ts). */
const JOINED = ['kit', 'core', 'buy'];

/**
 * Adds the chunk's stylesheets (plain ES2022, already small: the chunk is minified before this
 * runs). `joinable`: a linked stylesheet whose address carries this one's name holds its rules.
 */
function link(hrefs: string[], joinable: boolean): string {
  const present = joinable ? `x.href.includes(h.slice(h.lastIndexOf('/')+1,-4))` : 'x.href===h';
  return (
    `${JSON.stringify(hrefs)}.forEach((h)=>{h=new URL(h,import.meta.url).href;const d=document;` +
    `[...d.querySelectorAll('link[rel~="stylesheet"]')].some((x)=>${present})||` +
    `d.head.append(Object.assign(d.createElement('link'),{rel:'stylesheet',href:h}))});\n`
  );
}

/** An entry waits for every Partsfront stylesheet (same folder as the chunk) that has not loaded yet. */
const WAIT =
  `await Promise.all([...document.querySelectorAll('link[rel~="stylesheet"]')]` +
  `.filter((l)=>!l.sheet&&l.href.startsWith(new URL('./',import.meta.url).href))` +
  `.map((l)=>new Promise((r)=>{l.addEventListener('load',r);l.addEventListener('error',r);setTimeout(r,5e3)})));\n`;
