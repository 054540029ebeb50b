import type { Plugin } from 'vite';
import { posix } from 'node:path';

/**
 * Ships each chunk's CSS as a real `.css` file (so a store's strict Content-Security-Policy,
 * `style-src 'self' <CDN>` without `'unsafe-inline'`, accepts it) and makes the chunk link it
 * before the chunk's code runs.
 *
 * Vite (library mode, `cssCodeSplit`) writes one CSS file per chunk and lists it in the manifest,
 * but loads nothing. Here every chunk that has CSS starts with a top-level `await` that adds a
 * `<link rel="stylesheet">` for its own CSS, resolved against the chunk's own URL
 * (`import.meta.url`), and waits for it to load. An `import()` of a widget therefore resolves
 * only when the CSS of the widget and of every chunk it imports has arrived: the widget never
 * paints unstyled (no layout shift), and a page downloads only the CSS of the widgets it mounts
 * or opens. The loader itself has no CSS and stays as small as before.
 *
 * A `<link rel="stylesheet">` the theme already printed for the same URL (the PHP embed prints
 * them from the manifest) is reused, not added twice. A stylesheet that fails to load holds the
 * widget back at most 5 s.
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
      if (css.length === 0) return null;
      const from = posix.dirname(chunk.fileName);
      const hrefs = css.map((file) => {
        const rel = posix.relative(from, file);
        return rel.startsWith('.') ? rel : `./${rel}`;
      });
      return { code: snippet(hrefs) + code, map: null };
    },
  };
}

/** The statement a chunk starts with (plain ES2022, already small: the chunk is minified before this runs). */
function snippet(hrefs: string[]): string {
  return (
    `await Promise.all(${JSON.stringify(hrefs)}.map((h)=>{h=new URL(h,import.meta.url).href;` +
    `const d=document;let l=[...d.querySelectorAll('link[rel~="stylesheet"]')].find((x)=>x.href===h);` +
    `if(!l){l=d.createElement('link');l.rel='stylesheet';l.href=h;d.head.append(l)}` +
    `return l.sheet||new Promise((r)=>{l.addEventListener('load',r);l.addEventListener('error',r);setTimeout(r,5e3)})}));\n`
  );
}
