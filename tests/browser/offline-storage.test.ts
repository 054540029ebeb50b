import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browser, newSession, STORE, withBrowser } from './harness';

/**
 * The register's storage on Chromium's real IndexedDB (shared/offline/storage.ts): `update` reads
 * and writes a record in one readwrite transaction, so two tabs that each add their waiting changes
 * to the same record at the same moment both keep theirs; neither write lands over the other.
 */
withBrowser();

/** shared/offline/storage.ts bundled for the page as `PfOfflineStorage`. */
async function storageScript(): Promise<string> {
  const { build } = await import('vite');
  const root = resolve(import.meta.dirname, '../..');
  const out = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry: resolve(root, 'shared/offline/storage.ts'), formats: ['iife'], name: 'PfOfflineStorage' }, rollupOptions: { output: { inlineDynamicImports: true } } },
  })) as Array<{ output: Array<{ type: string; code?: string }> }> | { output: Array<{ type: string; code?: string }> };
  const code = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk')!.code!;
  return `${code}\nwindow.PfOfflineStorage = PfOfflineStorage;`;
}

type Saved = { ops: string[] };

/** One tab's writer: `count` updates started at once, each adding its own change to the record. */
const write = (page: Page, tab: string, count: number) =>
  page.evaluate(
    async ({ tab, count }) => {
      const { indexedDbStore } = (window as unknown as { PfOfflineStorage: typeof import('../../shared/offline/storage') }).PfOfflineStorage;
      const store = indexedDbStore('partsfront-offline-race');
      await Promise.all(Array.from({ length: count }, (_, i) => store.update<{ ops: string[] }>('cart', (stored) => ({ ops: [...(stored?.ops ?? []), `${tab}${i}`] }))));
    },
    { tab, count },
  );

const read = (page: Page) =>
  page.evaluate(async () => {
    const { indexedDbStore, storageRefused } = (window as unknown as { PfOfflineStorage: typeof import('../../shared/offline/storage') }).PfOfflineStorage;
    const saved = await indexedDbStore('partsfront-offline-race').get<{ ops: string[] }>('cart');
    return { saved, refused: storageRefused.getState().refused };
  });

describe('the register storage on a real IndexedDB', () => {
  it('keeps both tabs’ changes when two tabs update the same record at once', async () => {
    const script = await storageScript();
    const s = await newSession(browser);
    s.serve('/pos/cart', '<!doctype html><html lang="en"><head><title>POS cart</title></head><body><h1>POS cart</h1></body></html>');
    const first = s.page;
    const second = await first.context().newPage();
    for (const page of [first, second]) {
      await page.addInitScript(script);
      await page.goto(`${STORE}/pos/cart`);
    }
    // One record, seeded by the first tab, then 20 changes from each tab, all started together.
    await first.evaluate(async () => {
      const { indexedDbStore } = (window as unknown as { PfOfflineStorage: typeof import('../../shared/offline/storage') }).PfOfflineStorage;
      await indexedDbStore('partsfront-offline-race').set('cart', { ops: ['seed'] });
    });
    await Promise.all([write(first, 'a', 20), write(second, 'b', 20)]);

    const { saved, refused } = await read(second);
    expect(refused).toBe(false);
    const ops = (saved as Saved).ops;
    expect(ops[0]).toBe('seed');
    expect(ops).toHaveLength(41);
    expect([...ops].sort()).toEqual(['seed', ...Array.from({ length: 20 }, (_, i) => `a${i}`), ...Array.from({ length: 20 }, (_, i) => `b${i}`)].sort());
    // Each tab's changes in the order it made them.
    for (const tab of ['a', 'b']) expect(ops.filter((o) => o.startsWith(tab))).toEqual(Array.from({ length: 20 }, (_, i) => `${tab}${i}`));
    expect((await read(first)).saved).toEqual(saved);
    expect(s.errors).toEqual([]);
    await first.context().close();
  });
});
