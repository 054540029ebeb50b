import type { Plugin } from 'vite';
import { relative } from 'node:path';

/**
 * Writes `.vite/chunks.json` beside the manifest: for each JS chunk, what it holds (the packages
 * and the source folders of its modules, the largest first, by rendered bytes). The size check
 * (tests/budgets/check-sizes.mjs) prints it under each page, so that a page over its budget
 * shows at once which chunk brought what.
 */
export function chunkReport(): Plugin {
  return {
    name: 'pf:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const bytes = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          bytes.set(holder(id), (bytes.get(holder(id)) ?? 0) + info.renderedLength);
        }
        report[chunk.fileName] = [...bytes].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).map(([name]) => name);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 1) });
    },
  };
}

/** `node_modules/react-dom/…` → `react-dom`; `/…/shared/api/client.ts` → `shared/api`. */
function holder(id: string): string {
  const path = id.replace(/\\/g, '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith('\0')) return 'rolldown runtime';
  const parts = relative(process.cwd(), path).replace(/\\/g, '/').split('/');
  return parts.slice(0, Math.min(2, parts.length - 1)).join('/') || parts[0];
}
