import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browser, DIST, withBrowser } from './harness';
import { startMockStore, type MockStoreServer } from '../../php/demo/mock-store';

/**
 * The PHP embed. `php/demo/product.php`, printed by `php/Partsfront.php` and served
 * by Debian's `php -S` (the store, on one port) with the built bundle on another port (the CDN),
 * the store's calls passed by the demo router to the mock store in this process. The page is sent
 * with the README's strict Content-Security-Policy. Checks: every widget mounts, the page's
 * `modulepreload` links are exactly the JS files the page loads without them (and its stylesheet
 * links exactly the CSS files), and a hostile store string stays text.
 */
withBrowser();

const root = resolve(import.meta.dirname, '../..');
const HOSTILE = JSON.parse(readFileSync(resolve(root, 'php/demo/fixtures/store.json'), 'utf8')).tagline as string;
let store: string;
let cdn: string;
let mockStore: MockStoreServer;
const servers: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Starts `php -S` and resolves once it says it listens ("Development Server (…) started", on its
 * stderr or stdout): a condition, not a guess of how long PHP takes to start.
 */
async function phpServer(port: number, env: Record<string, string>): Promise<string> {
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, resolve(root, 'php/demo/router.php')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((started, failed) => {
    let said = '';
    let up = false;
    // Read to the end (its request log too: a full pipe would stop the server), kept until it is up.
    const hear = (chunk: Buffer) => {
      if (up) return;
      said += chunk.toString();
      if (/Development Server \(.*\) started/.test(said)) {
        up = true;
        started();
      }
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.once('exit', (code) => failed(new Error(`php -S did not start on ${port} (exit ${code}): ${said}`)));
  });
  return url;
}

beforeAll(async () => {
  if (spawnSync('php', ['--version']).status !== 0) throw new Error('php is missing: apt-get install php-cli (.ci/run installs it)');
  mockStore = await startMockStore();
  const [storePort, cdnPort] = [await freePort(), await freePort()];
  cdn = `${await phpServer(cdnPort, { PF_DIST: DIST })}/partsfront/`;
  store = await phpServer(storePort, { PF_DIST: DIST, PF_CDN: cdn, PF_MOCK_STORE: mockStore.url });
});

afterAll(async () => {
  for (const child of servers) child.kill();
  await mockStore?.close();
});

interface Visit {
  page: Page;
  requested: string[];
  errors: string[];
  violations: () => Promise<string[]>;
  dialogs: string[];
}

async function visit(path: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { pfViolations: string[] };
    w.pfViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.pfViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  await page.goto(store + path);
  await page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await page.evaluate(() => window.Partsfront!.ready);
  // Every widget mounted.
  await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  await page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
  await page.getByRole('button', { name: 'Read More' }).waitFor();
  // The Application panel (empty until the shopper chooses a vehicle) and the fitment notice.
  await page.locator('#pf-vehicle-panel > .pf-root').waitFor({ state: 'attached' });
  await page.locator('[data-pf-widget="fitment"] > .pf-root').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The click parts the page fetches on idle (their idle callbacks were asked for first) have come.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
  await page.waitForLoadState('networkidle');
  return { page, requested, errors, dialogs, violations: () => page.evaluate(() => (window as unknown as { pfViolations: string[] }).pfViolations) };
}

/**
 * The files of what a click or a later moment needs (the open cart panel with a line's wording,
 * the add-to-cart file with its styles, the cart's channel between tabs, the Wish List and Compare
 * calls), from the build's manifest: the page fetches them when idle, and no preload link names them.
 */
function clickPartFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const keys = Object.keys(manifest).filter((k) => k === 'widgets/cart-popout/components/CartPanel.tsx' || /^_(add-to-cart|lines|tabs|list-calls)-.*\.js$/.test(k));
  return new Set(keys.flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
}

const fromCdn = (urls: string[], ext: string) => [...new Set(urls.filter((u) => u.startsWith(cdn) && u.endsWith(ext)).map((u) => u.slice(cdn.length)))].sort();
const linked = (page: Page, rel: string) =>
  page.$$eval(`head link[rel="${rel}"]`, (links) => links.map((l) => (l as HTMLLinkElement).href)).then((hrefs) => fromCdn(hrefs, rel === 'stylesheet' ? '.css' : '.js'));

describe('the PHP embed (php/Partsfront.php)', () => {
  it('mounts every widget under the strict policy, and preloads exactly the chunks and styles the page loads', async () => {
    // Without preload links from PHP: what the page really needs at its start. The loader itself
    // asks for the storefront core's chunks (build/core-preload.ts), never for anything the page
    // does not load. What a click needs (the open cart panel, the add-to-cart file) comes after,
    // when the page is idle: no preload link for it.
    const bare = await visit('/product.php?preload=0');
    const fromLoader = await linked(bare.page, 'modulepreload');
    const clickParts = clickPartFiles();
    const onIdle = fromCdn(bare.requested, '.js').filter((f) => clickParts.has(f));
    const onIdleCss = fromCdn(bare.requested, '.css').filter((f) => clickParts.has(f));
    const neededJs = fromCdn(bare.requested, '.js').filter((f) => !clickParts.has(f));
    const neededCss = fromCdn(bare.requested, '.css').filter((f) => !clickParts.has(f));
    expect(onIdle.length).toBeGreaterThanOrEqual(2);
    expect(fromLoader.length).toBeGreaterThan(0);
    expect(neededJs).toEqual(expect.arrayContaining(fromLoader));
    expect(neededJs).toContain('partsfront.js');
    expect(neededCss.length).toBeGreaterThan(0);
    await bare.page.context().close();

    // With them: the same files, printed in <head>, and nothing else fetched.
    const full = await visit('/product.php');
    expect(await linked(full.page, 'modulepreload')).toEqual(neededJs);
    // The stylesheets printed, and those a click's part links itself when it arrives on idle.
    expect(await linked(full.page, 'stylesheet')).toEqual([...neededCss, ...onIdleCss].sort());
    expect(fromCdn(full.requested, '.js')).toEqual([...neededJs, ...onIdle].sort());
    expect(fromCdn(full.requested, '.css')).toEqual([...neededCss, ...onIdleCss].sort());
    // The CSS was printed, not added again by the chunks.
    expect(await full.page.$$eval('link[rel="stylesheet"]', (links) => links.length)).toBe(neededCss.length + onIdleCss.length + 1);
    expect(await full.page.$$eval('link[rel="preconnect"]', (links) => links.map((l) => (l as HTMLLinkElement).href))).toEqual([new URL(cdn).origin + '/']);

    // The widgets work: Add to Cart goes through the router to the mock store and back.
    await full.page.getByRole('button', { name: 'Add to Cart' }).click();
    await full.page.getByRole('button', { name: 'Added!' }).waitFor();
    expect(await full.violations()).toEqual([]);
    expect(full.errors).toEqual([]);
    await full.page.context().close();
  });

  it('prints a hostile store string as text, in #pf-config and in the page', async () => {
    const v = await visit('/product.php');
    const page = v.page;
    const config = await page.locator('#pf-config').evaluate((el) => el.textContent ?? '');
    expect(config).not.toContain('<');
    expect(JSON.parse(config).storeTagline).toBe(HOSTILE);
    expect(await page.locator('.tagline').textContent()).toBe(HOSTILE);
    // Only the config and the loader: the string opened no script of its own, and no comment.
    expect(await page.$$eval('script', (scripts) => scripts.map((s) => s.id || (s as HTMLScriptElement).src.replace(/^.*\//, '')))).toEqual(['pf-config', 'partsfront.js']);
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('<!--'))).toBe(false);
    expect(v.dialogs).toEqual([]);
    expect(await v.violations()).toEqual([]);
    expect(v.errors).toEqual([]);
    await page.context().close();
  });
});
