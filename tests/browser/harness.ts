import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type Page, type Request as PwRequest } from 'playwright-core';
import { getResponse } from 'msw';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { handlers } from '../../mocks/handlers';
import { resetDb } from '../../mocks/db';
import { resetFaults } from '../../mocks/faults';

/**
 * Browser tests as a theme page lives: a plain HTML page on the store's origin
 * (http://store.test) that loads the BUILT bundle from another origin (http://cdn.test),
 * in Debian's Chromium. Both origins are answered here with Playwright routing: the CDN from
 * `dist/` with CORS headers, the store's endpoints by the same mock-store handlers the unit
 * tests use (state kept in this process across page loads, reset per test with `resetStore`).
 */
export const STORE = 'http://store.test';
export const CDN = 'http://cdn.test/partsfront';
const DIST = process.env.PF_DIST ?? resolve(import.meta.dirname, '../../dist');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function resetStore(): void {
  resetDb();
  resetFaults();
}

/** The Chromium of the test file that called `withBrowser()` (a live binding: read it inside tests). */
export let browser: Browser;

/** One Chromium for a test file's tests, closed after them; every test starts from the seeded mock store. */
export function withBrowser(): void {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(resetStore);
}

export interface ThemePage {
  /** Body HTML with the placeholders. */
  body: string;
  /** The store settings written into #pf-config. */
  config?: Record<string, unknown>;
  head?: string;
  title?: string;
}

/** A theme page exactly as the embed contract asks: #pf-config, placeholders, one module script. */
export function themeHtml({ body, config = {}, head = '', title = 'Store page' }: ThemePage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script type="application/json" id="pf-config">${JSON.stringify(config)}</script>
${head}
</head>
<body>
<main>
${body}
</main>
<script type="module" src="${CDN}/partsfront.js"></script>
</body>
</html>`;
}

export interface Session {
  page: Page;
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  /**
   * Serve HTML at a store path (e.g. '/checkout/cart'); the page goes there with `page.goto`.
   * `headers` are added to the answer (e.g. a Content-Security-Policy, or a Content-Type for a theme's CSS file).
   */
  serve(path: string, html: string, headers?: Record<string, string>): void;
  /** Store API requests (method + path + query) the page made, in order. */
  apiCalls(): string[];
  /** The same, only those made by the current page load (since the last navigation or reload). */
  apiCallsSinceLoad(): string[];
  /** Files fetched from the CDN, relative to the build folder (e.g. 'chunks/product-abc.js'). */
  cdnFiles(): string[];
}

export async function newSession(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  // Where the current page load starts in `requests`: the main frame commits a navigation after
  // the old page's last request and before the new page's first one.
  let loadStart = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loadStart = requests.length;
  });

  await context.route(`${CDN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/partsfront/', '');
    try {
      const body = await readFile(resolve(DIST, path));
      await route.fulfill({
        status: 200,
        body,
        headers: { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' },
      });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });

  await context.route(`${STORE}/**`, async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const served = pages.get(url.pathname);
    if (req.method() === 'GET' && served !== undefined) {
      await route.fulfill({ status: 200, body: served.html, headers: { 'Content-Type': 'text/html; charset=utf-8', ...served.headers } });
      return;
    }
    await route.fulfill(await answerFromMockStore(req));
  });

  const storeCalls = (urls: string[]) =>
    urls
      .filter((u) => u.startsWith(STORE))
      .map((u) => new URL(u))
      .filter((u) => !pages.has(u.pathname))
      .map((u) => u.pathname + u.search);
  return {
    page,
    errors,
    requests,
    serve: (path, html, headers = {}) => pages.set(path, { html, headers }),
    apiCalls: () => storeCalls(requests),
    apiCallsSinceLoad: () => storeCalls(requests.slice(loadStart)),
    cdnFiles: () => requests.filter((u) => u.startsWith(`${CDN}/`)).map((u) => new URL(u).pathname.slice('/partsfront/'.length)),
  };
}

async function answerFromMockStore(req: PwRequest) {
  const body = req.postDataBuffer();
  const request = new Request(req.url(), {
    method: req.method(),
    headers: await req.allHeaders(),
    body: body && req.method() !== 'GET' ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) return { status: 404, body: `No mock-store route for ${req.method()} ${req.url()}` };
  if (response.type === 'error') throw new Error('network error');
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Opens a theme page on the store origin and waits until Partsfront is ready. */
export async function openThemePage(session: Session, page: ThemePage, path = '/', headers?: Record<string, string>): Promise<void> {
  session.serve(path, themeHtml(page), headers);
  await session.page.goto(STORE + path);
  await session.page.waitForFunction(() => window.Partsfront?.ready !== undefined);
  await session.page.evaluate(() => window.Partsfront!.ready);
}

export { DIST };

/**
 * Waits until nothing on the page is moving: no animation or transition that ends is running or
 * about to start, on two polls in a row (a toast fades in a moment after the call that raised it).
 * A toast or dialog mid-fade is half transparent, and axe would judge its contrast then, or a
 * target's size mid-slide. Not waited for: what never ends (spinners) and toast progress bars (their
 * animation is the toast's whole time on screen, and they carry no text). A condition, not a
 * sleep: on a loaded machine it simply takes longer (Playwright's timeout is the bound).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __pfStillPolls?: number };
      const moving = document.getAnimations().some((a) => {
        if (a.playState !== 'running' && !a.pending) return false;
        if (!Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) return false;
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return !target?.closest('.Toastify__progress-bar');
      });
      w.__pfStillPolls = moving ? 0 : (w.__pfStillPolls ?? 0) + 1;
      return w.__pfStillPolls >= 2;
    },
    undefined,
    { polling: 50 },
  );
}

/** Runs axe-core on the page (or a selector), once nothing moves, and returns the violations, readable. */

export async function axe(page: Page, include?: string): Promise<string[]> {
  const source = await readFile(resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  await settled(page);
  const violations = await page.evaluate(async (sel) => {
    const w = window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } };
    // target-size (WCAG 2.2 AA 2.5.8, 24 × 24 px) is off in axe by default: every page is held to it.
    const result = await w.axe.run(sel ? { include: [sel] } : document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }, include ?? null);
  return violations;
}

/** The built file of a source module that is its own chunk (e.g. a lazily loaded component), from the manifest. */
export async function builtFile(src: string): Promise<string | undefined> {
  const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  // A package's module is keyed by its path from the project root: `node_modules/…`, or `../…/node_modules/…`
  // where node_modules is a link to another checkout's.
  // A shared chunk (`_name-hash.js`) is asked for by its name alone: `_inventory`.
  const key = src.startsWith('node_modules/')
    ? Object.keys(manifest).find((k) => k === src || k.endsWith(`/${src}`))
    : src.startsWith('_')
      ? Object.keys(manifest).find((k) => k.startsWith(`${src}-`) && k.endsWith('.js'))
      : src;
  return key === undefined ? undefined : manifest[key]?.file;
}

/** The manifest's file for each widget chunk, to check which widgets a page downloaded. */
export async function widgetChunks(): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const out: Record<string, string> = {};
  for (const [src, entry] of Object.entries(manifest)) {
    const m = /^widgets\/([^/]+)\/index\.tsx$/.exec(src);
    if (m && entry.isDynamicEntry) out[m[1]] = entry.file;
  }
  return out;
}
