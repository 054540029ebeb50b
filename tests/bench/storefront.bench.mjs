/**
 * Storefront benchmark (issue 10): the product page as a theme embeds it (vehicle button, cart
 * popout, Application panel, fitment notice, product block, read-more), built bundle, Chromium.
 * Prints
 *   - the JavaScript the page downloads until it is ready and idle (KB gzip, files),
 *   - CLS: the layout shifts while the widgets mount (PerformanceObserver "layout-shift"),
 *   - INP of Add to Cart with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): the
 *     longest Event Timing entry of the click's interaction.
 *
 *   npm run bench    # e.g. "storefront product page: 118.4 KB gzip JS in 14 files, CLS 0.000, INP add to cart 56 ms at 4x CPU"
 *
 * RUNS (default 3) fresh page loads; JS is the same every run, CLS is the worst run, INP the
 * median. Exits non-zero over 125 KB, CLS 0.02 or INP 100 ms. The theme page on one origin
 * (http://store.test) loads the bundle from another (http://cdn.test), the mock store answers
 * the calls (loaded through Vite's SSR loader). Builds into BENCH_DIST (default
 * /tmp/pf-bench-storefront), never dist/. A benchmark, not a test: `npm test` never runs it.
 */
/* global document, window, getComputedStyle -- observe() and the height read run in the page */
import { build, createServer } from 'vite';
import { launchBenchBrowser } from './list-bench.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const out = process.env.BENCH_DIST ?? '/tmp/pf-bench-storefront';
const RUNS = Number(process.env.RUNS ?? 3);
const RATE = 4;
const LIMIT_KB = 125;
const LIMIT_CLS = 0.02;
const LIMIT_INP = 100;
const STORE = 'http://store.test';
const CDN = 'http://cdn.test/partsfront';

process.env.NODE_ENV = 'production';
await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });

// The mock store in Node, as the browser tests use it.
const vite = await createServer({ root, configFile: false, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true } });
const store = await vite.ssrLoadModule('/tests/bench/storefront.store.ts');

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Product page (benchmark)</title>
<script type="application/json" id="pf-config">{"guestCheckout": true, "mode": "storefront"}</script>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif}</style>
</head><body><main>${store.productPageBody()}</main>
<script type="module" src="${CDN}/partsfront.js"></script></body></html>`;

/** Before the page runs: collect layout shifts and the Event Timing entries of interactions. */
function observe() {
  const w = window;
  w.pfBench = { cls: 0, shifts: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      w.pfBench.cls += e.value;
      w.pfBench.shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => (s.node && s.node.nodeType === 1 ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) w.pfBench.events.push({ name: e.name, duration: e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const gzipKb = (file) => gzipSync(readFileSync(resolve(out, file)), { level: 9 }).length / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await launchBenchBrowser();
let failed = false;
try {
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    store.resetStore();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${CDN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.replace('/partsfront/', '');
      try {
        await route.fulfill({ status: 200, body: readFileSync(resolve(out, path)), headers: { 'Content-Type': path.endsWith('.css') ? 'text/css' : 'text/javascript', 'Access-Control-Allow-Origin': '*' } });
      } catch {
        await route.fulfill({ status: 404, body: 'not found' });
      }
    });
    await context.route(`${STORE}/**`, async (route) => {
      const req = route.request();
      if (new URL(req.url()).pathname === '/product/101') return route.fulfill({ status: 200, body: html, headers: { 'Content-Type': 'text/html' } });
      const body = req.postDataBuffer();
      const a = await store.answer(req.method(), req.url(), await req.allHeaders(), body ? new Uint8Array(body) : undefined);
      return route.fulfill({ status: a.status, headers: a.headers, body: Buffer.from(a.body) });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const files = new Set();
    page.on('request', (r) => {
      if (r.url().startsWith(`${CDN}/`) && r.url().endsWith('.js')) files.add(new URL(r.url()).pathname.slice('/partsfront/'.length));
    });
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${STORE}/product/101`);
    await page.waitForFunction(() => window.Partsfront?.ready !== undefined);
    await page.evaluate(() => window.Partsfront.ready);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    await page.getByRole('button', { name: /^Shopping cart/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const loadFiles = [...files];
    const cls = await page.evaluate(() => window.pfBench.cls);
    const shifts = await page.evaluate(() => window.pfBench.shifts);
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll('[data-pf-widget], [id^="pf-"]')].filter((el) => el.id !== 'pf-config').map((el) => `${el.dataset.pfWidget ?? el.id} ${el.getBoundingClientRect().height.toFixed(0)}px (reserved ${getComputedStyle(el).minHeight})`),
    );

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.evaluate(() => (window.pfBench.events = []));
    await add.click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => window.pfBench.events);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const inp = events.length ? Math.max(...events.map((e) => e.duration)) : 0;
    results.push({ loadFiles, cls, shifts, heights, inp, errors });
    await context.close();
  }

  const files = results[0].loadFiles;
  const kb = files.reduce((s, f) => s + gzipKb(f), 0);
  const cls = Math.max(...results.map((r) => r.cls));
  const inp = median(results.map((r) => r.inp));
  console.log(`storefront product page: ${kb.toFixed(1)} KB gzip JS in ${files.length} files, CLS ${cls.toFixed(3)}, INP add to cart ${Math.round(inp)} ms at ${RATE}x CPU`);
  console.log(`  files at load: ${files.map((f) => `${f.replace(/^chunks\//, '')} ${gzipKb(f).toFixed(1)}`).join(', ')}`);
  console.log(`  every run: CLS ${results.map((r) => r.cls.toFixed(3)).join(', ')}; INP ${results.map((r) => Math.round(r.inp)).join(', ')} ms`);
  const worst = results.find((r) => r.cls === cls);
  if (process.env.VERBOSE) {
    console.log(`  placeholders after mounting: ${worst.heights.join(', ')}`);
    if (worst.shifts.length) console.log('  shifts:', JSON.stringify(worst.shifts, null, 1));
  }
  const errors = results.flatMap((r) => r.errors);
  if (errors.length) {
    console.error(`page errors: ${errors.join('; ')}`);
    failed = true;
  }
  if (kb > LIMIT_KB) {
    console.error(`FAIL: ${kb.toFixed(1)} KB gzip of JS at load (limit ${LIMIT_KB} KB)`);
    failed = true;
  }
  if (cls > LIMIT_CLS) {
    console.error(`FAIL: CLS ${cls.toFixed(3)} (limit ${LIMIT_CLS})`);
    failed = true;
  }
  if (inp > LIMIT_INP) {
    console.error(`FAIL: INP of add to cart ${Math.round(inp)} ms (limit ${LIMIT_INP} ms)`);
    failed = true;
  }
} finally {
  await browser.close();
  await vite.close();
}
process.exit(failed ? 1 : 0);
