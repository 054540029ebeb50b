import { describe, expect, it } from 'vitest';
import { linkChunkCss } from '../../build/link-chunk-css';

/** The plugin's renderChunk on a chunk as Vite describes it. */
function render(chunk: { fileName: string; isEntry?: boolean; isDynamicEntry?: boolean; css?: string[] }): string | null {
  const hook = linkChunkCss().renderChunk as (code: string, chunk: unknown) => { code: string } | null;
  const out = hook('export{};', { isEntry: false, isDynamicEntry: false, ...chunk, viteMetadata: { importedCss: new Set(chunk.css ?? []) } });
  return out?.code ?? null;
}

describe('each chunk links its CSS; only entries wait (one round trip for a page’s styles)', () => {
  it('a shared chunk links its stylesheet at once and waits for nothing, so the next chunk’s CSS is not held back', () => {
    const code = render({ fileName: 'chunks/kit-1.js', css: ['chunks/kit-2.css'] })!;
    expect(code).toContain('["./kit-2.css"]');
    expect(code).not.toContain('await');
  });

  it('a widget’s chunk links its own and waits for every Partsfront stylesheet still loading', () => {
    const code = render({ fileName: 'chunks/product-1.js', isDynamicEntry: true, css: ['chunks/product-2.css'] })!;
    expect(code).toContain('["./product-2.css"]');
    expect(code).toMatch(/^\["\.\/product-2\.css"\][^\n]*\n\s*await Promise\.all/);
    // A widget without CSS of its own still waits for its imports' stylesheets.
    expect(render({ fileName: 'chunks/read-more-1.js', isDynamicEntry: true })).toMatch(/^await Promise\.all/);
  });

  it('leaves the loader and chunks without CSS alone', () => {
    expect(render({ fileName: 'partsfront.js', isEntry: true })).toBeNull();
    expect(render({ fileName: 'chunks/util-1.js' })).toBeNull();
  });
});
