import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { basename, resolve } from 'node:path';

/**
 * The linter keeps the layers apart on resolved file paths: each escape the review found is
 * written into a file of the layer it would break, and must be rejected (and the right way in
 * must pass). The files are linted as text, never written.
 */
const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('lint boundaries', () => {
  it('rejects a widget importing another widget with import()', async () => {
    const found = await problems('widgets/product/Escape.tsx', "export const load = () => import('../cart/store');\n");
    expect(found.join('\n')).toMatch(/no-restricted-paths.*No widget imports another widget/);
  });

  it('rejects a deep relative path that climbs out of the project and back into another widget', async () => {
    const deep = `../../../${basename(root)}/widgets/product/Product`;
    const found = await problems('widgets/cart/Escape.tsx', `export { Product } from '${deep}';\n`);
    expect(found.join('\n')).toMatch(/No widget imports another widget/);
  });

  it("rejects decimal.js's inner file outside shared/money", async () => {
    const found = await problems('widgets/cart/Escape.tsx', "import Decimal from 'decimal.js/decimal.mjs';\nexport const d = new Decimal(1);\n");
    expect(found.join('\n')).toMatch(/no-restricted-paths.*Money arithmetic lives in shared\/money/);
  });

  it('rejects writing HTML with innerHTML, outerHTML or insertAdjacentHTML outside SafeHtml', async () => {
    const found = await problems(
      'widgets/cart/Escape.tsx',
      "export function put(el: HTMLElement, html: string) {\n  el.innerHTML = html;\n  el.outerHTML = html;\n  el.insertAdjacentHTML('beforeend', html);\n}\n",
    );
    expect(found.filter((p) => p.includes('SafeHtml'))).toHaveLength(3);
  });

  it('rejects the kit importing a domain (shared/ui → shared/cart)', async () => {
    const found = await problems('shared/ui/Escape.tsx', "export { cartSummary } from '../cart/state';\n");
    expect(found.join('\n')).toMatch(/The kit .* imports no domain/);
  });

  it("rejects a widget reaching into a domain's inner file instead of its index", async () => {
    const found = await problems('widgets/cart/Escape.tsx', "export { cartService } from '../../shared/cart/service';\n");
    expect(found.join('\n')).toMatch(/through shared\/cart\/index.ts/);
  });

  it('rejects axios outside shared/api, under any spelling of its path', async () => {
    expect((await problems('shared/ui/Escape.ts', "export { default } from 'axios';\n")).join('\n')).toMatch(/HTTP goes through the typed functions/);
    expect((await problems('widgets/cart/Escape.tsx', "export const load = () => import('axios/unsafe/adapters/xhr.js');\n")).join('\n')).toMatch(/HTTP goes through the typed functions/);
    expect((await problems('shared/money/Escape.ts', "import axios from 'axios';\nexport const a = axios;\n")).join('\n')).toMatch(/HTTP goes through the typed functions/);
    expect((await problems('mount/Escape.ts', "import axios from 'axios';\nexport const a = axios;\n")).join('\n')).toMatch(/no calls/);
  });

  it('rejects React in the loader, and raw HTTP outside shared/api', async () => {
    expect((await problems('mount/Escape.ts', "export { createRoot } from 'react-dom/client';\n")).join('\n')).toMatch(/The loader contains no React/);
    expect((await problems('widgets/cart/Escape.tsx', "export const load = () => fetch('/x');\n")).join('\n')).toMatch(/no-restricted-globals.*HTTP goes through the typed functions/);
    const spelled = await problems(
      'shared/ui/Escape.ts',
      "export const a = () => window.fetch('/x');\nexport const b = () => new XMLHttpRequest();\nexport const c = () => navigator.sendBeacon('/x');\nexport const d = () => globalThis.fetch('/x');\n",
    );
    expect(spelled.filter((p) => p.includes('HTTP goes through the typed functions'))).toHaveLength(4);
    expect((await problems('mount/Escape.ts', "export const ping = () => fetch('/x');\n")).join('\n')).toMatch(/HTTP goes through the typed functions/);
  });

  it('accepts axios and fetch in shared/api, where the one client lives', async () => {
    expect(await problems('shared/api/Fine.ts', "export const load = () => fetch('/x');\n")).toEqual([]);
    expect(await problems('shared/api/Fine.ts', "import axios from 'axios';\nexport const http = axios.create();\n")).toEqual([]);
  });

  it('accepts a widget that uses the kit and a domain through its index', async () => {
    const found = await problems(
      'widgets/cart/Fine.tsx',
      "import { cartService } from '../../shared/cart';\nimport { Button } from '../../shared/ui/Button';\nexport const ok = [cartService, Button];\n",
    );
    expect(found).toEqual([]);
  });
});
