/**
 * Page-weight benchmark: every storefront page type as a theme embeds it (content, home,
 * category, product; tests/bench/pages.store.ts), built bundle, Chromium, the theme's page on one
 * origin (http://store.test) and the bundle on another (http://cdn.test). Prints
 *   - the build's report per page type (tests/budgets/check-sizes.mjs on the bench's build: JS
 *     and CSS gzip per page, the POS cart's too, each file with what it holds, each page's budget),
 *   - per page in the browser: the JS and CSS the page downloads until its widgets are ready (KB
 *     gzip, files: what the budget counts), and the files; then, apart, what it fetches after
 *     that until the network is idle (a click's parts preloaded on idle, not counted),
 *   - INP at 4x CPU of the first interactions that need the store: opening the cart popout on the
 *     home page, adding a part to the cart from the category page's listing (what they need is
 *     loaded or preloaded on idle before the shopper clicks),
 *   - Lighthouse mobile for the home and category pages against the same pages without widgets,
 *     the median of LH_RUNS (default 5) runs each (LIGHTHOUSE=0 skips it). BENCH_PROFILE=FILE
 *     writes the cart popout click's CPU profile (tests/bench/profile-summary.mjs reads it).
 *
 *   npm run bench -- pages
 *
 * Exits non-zero when a page is over its budget (tests/budgets/budgets.json), when the INP is over
 * 100 ms, or when Lighthouse scores a page under 98 or more than 1 point under its bare page.
 * Builds into BENCH_DIST (default /tmp/pf-bench-pages), never dist/. A benchmark: `npm test`
 * never runs it (the build's part runs there as the size check).
 */
/* global window, document -- the INP observer and the ready mark run in the page */
import { build, createServer } from 'vite';
import { clickAtPace, launchBenchBrowser, serveBuilt } from './list-bench.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const out = process.env.BENCH_DIST ?? '/tmp/pf-bench-pages';
const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
/** Fresh loads of the home page whose cart-popout click is timed; the median is reported. */
const INP_RUNS = Number(process.env.INP_RUNS ?? 5);
const LIMIT_INP = 100;
/** PAGES=home,category measures those page types only (default: every one). */
const only = process.env.PAGES ? process.env.PAGES.split(',') : undefined;
const STORE = 'http://store.test';
const CDN = 'http://cdn.test/partsfront';
const budgets = JSON.parse(readFileSync(resolve(root, 'tests/budgets/budgets.json'), 'utf8')).pages;

process.env.NODE_ENV = 'production';
await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
let failed = false;

// The build's report per page type, on this build.
console.log('The build, per page type (tests/budgets/check-sizes.mjs):');
const report = spawnSync(process.execPath, [resolve(root, 'tests/budgets/check-sizes.mjs')], { env: { ...process.env, PF_DIST: out }, encoding: 'utf8' });
const lines = report.stdout.split('\n');
console.log(lines.filter((l, i) => l.startsWith('page ') || (l.startsWith('  ') && lines.slice(0, i).some((x) => x.startsWith('page ')))).join('\n'));
if (report.status !== 0) failed = true;

const vite = await createServer({ root, configFile: false, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true } });
const store = await vite.ssrLoadModule('/tests/bench/pages.store.ts');
const script = (cdn) => `<script type="module" src="${cdn}/partsfront.js"></script>`;
const html = (name, cdn, withWidgets = true) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${store.pages[name].title} (benchmark)</title>
<script type="application/json" id="pf-config">{"guestCheckout": true, "mode": "storefront"}</script>
<style>${store.themeCss}</style>
</head><body>${store.pages[name].body()}
${withWidgets ? script(cdn) : ''}</body></html>`;
const gzipKb = (file) => gzipSync(readFileSync(resolve(out, file)), { level: 9 }).length / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A fresh browser context on the page `name`, its files and calls answered; counts the JS and CSS
 * it asks for while `atStart()`: until its widgets are ready (`js`, `css`), and after that until
 * the network is idle (`idleJs`: what the page preloads on idle for a click).
 */
async function openPage(name, atStart = () => true) {
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
    if (new URL(req.url()).pathname === `/${name}`) return route.fulfill({ status: 200, body: html(name, CDN), headers: { 'Content-Type': 'text/html' } });
    const body = req.postDataBuffer();
    const a = await store.answer(req.method(), req.url(), await req.allHeaders(), body ? new Uint8Array(body) : undefined);
    return route.fulfill({ status: a.status, headers: a.headers, body: Buffer.from(a.body) });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const js = new Set();
  const css = new Set();
  const idleJs = new Set();
  // Each file with the moment the browser asked for it (its own clock, epoch ms), told apart from
  // the moment the page's widgets were ready as the page saw it: Node hears of both a little later.
  const asked = [];
  page.on('request', (r) => {
    const path = r.url().startsWith(`${CDN}/`) ? new URL(r.url()).pathname.slice('/partsfront/'.length) : '';
    if (atStart() && (path.endsWith('.js') || path.endsWith('.css'))) asked.push({ path, request: r, heard: Date.now() });
  });
  // When the loader announced its widgets ready (pf:ready), on the page's clock.
  await page.addInitScript(() => document.addEventListener('pf:ready', () => (window.pfReadyAt = performance.timeOrigin + performance.now()), { once: true }));
  await page.goto(`${STORE}/${name}`);
  await page.waitForFunction(() => window.pfReadyAt !== undefined);
  const readyAt = await page.evaluate(() => window.pfReadyAt);
  await page.waitForLoadState('networkidle');
  for (const { path, request, heard } of asked) {
    const start = request.timing().startTime;
    const atLoad = (start > 0 ? start : heard) <= readyAt;
    if (!atLoad) idleJs.add(path);
    else if (path.endsWith('.js')) js.add(path);
    else css.add(path);
  }
  return { context, page, errors, js, css, idleJs };
}

/** Opens the cart popout as a shopper does, with the CPU slowed 4x: the interaction's longest event (INP). */
const popoutInp = (page, profile) => clickInp(page, page.getByRole('button', { name: /^Shopping cart/ }), profile);
/** Adds the listing's first part to the cart from its card, with the CPU slowed 4x (INP). */
async function listingAddInp(page) {
  const card = page.getByRole('article').first();
  const inp = await clickInp(page, card.getByRole('button', { name: 'Add to Cart' }), false);
  // The add really went to the store: its button says so (Added! for 3 s).
  await card.getByRole('button', { name: 'Added!' }).waitFor({ timeout: 5000 });
  return inp;
}

/**
 * `measure`'s INP on this page and on INP_RUNS - 1 fresh loads of it, the median printed with
 * every run and the goal; true when the goal is missed. The first run may write the CPU profile.
 */
async function inpOverRuns(name, page, errors, what, measure) {
  const runs = [await measure(page, true)];
  for (let run = 1; run < INP_RUNS; run++) {
    const again = await openPage(name);
    runs.push(await measure(again.page, false));
    errors.push(...again.errors);
    await again.context.close();
  }
  const inp = median(runs);
  console.log(`            INP ${what}: ${Math.round(inp)} ms at 4x CPU (median of ${runs.length}: ${runs.map(Math.round).join(', ')} ms; goal < ${LIMIT_INP} ms: ${inp < LIMIT_INP ? 'met' : 'missed'})`);
  return inp >= LIMIT_INP;
}

/** Clicks `target` at a shopper's pace with the CPU slowed 4x: the interaction's longest event (INP). */
async function clickInp(page, target, profile) {
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => {
    window.pfEvents = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => e.interactionId && window.pfEvents.push(e.duration))).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // BENCH_PROFILE=FILE writes the first click's CPU profile (read it with tests/bench/profile-summary.mjs).
  const profiling = profile && process.env.BENCH_PROFILE;
  if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.setSamplingInterval', { interval: 100 })).then(() => cdp.send('Profiler.start'));
  await clickAtPace(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await page.waitForTimeout(1000);
  if (profiling) writeFileSync(process.env.BENCH_PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return Math.max(0, ...(await page.evaluate(() => window.pfEvents)));
}

const browser = await launchBenchBrowser();
try {
  console.log('\nIn the browser, from a second origin (until the widgets are ready; then, apart, until the network is idle):');
  for (const name of Object.keys(store.pages).filter((n) => !only || only.includes(n))) {
    let atStart = true;
    const { context, page, errors, js, css, idleJs } = await openPage(name, () => atStart);
    atStart = false;
    const kb = [...js].reduce((s, f) => s + gzipKb(f), 0);
    const cssKb = [...css].reduce((s, f) => s + gzipKb(f), 0);
    const budget = budgets[name];
    const over = budget?.limit !== undefined && kb * 1024 > budget.limit;
    const tooMany = budget?.maxFiles !== undefined && js.size > budget.maxFiles;
    console.log(`  ${name.padEnd(9)} JS ${kb.toFixed(1)} KB gzip in ${js.size} files${budget?.limit ? ` (budget ${(budget.limit / 1024).toFixed(1)} KB, ${budget.maxFiles} files)` : ''}, CSS ${cssKb.toFixed(1)} KB in ${css.size} files${over ? '  OVER BUDGET' : ''}${tooMany ? '  TOO MANY FILES' : ''}`);
    console.log(`            ${[...js].map((f) => `${f.replace(/^chunks\//, '')} ${gzipKb(f).toFixed(1)}`).join(', ')}`);
    if (idleJs.size) {
      const idleKb = [...idleJs].reduce((s, f) => s + gzipKb(f), 0);
      console.log(`            then on idle, for a click: ${idleKb.toFixed(1)} KB in ${idleJs.size} files: ${[...idleJs].map((f) => `${f.replace(/^chunks\//, '')} ${gzipKb(f).toFixed(1)}`).join(', ')}`);
    }
    if (over || tooMany) failed = true;

    // The first interactions that need the store, at 4x CPU and a shopper's pace: the home page's
    // cart popout, the listing's Add to Cart (its request, Adding… and the toast's file, on idle).
    if (name === 'home') failed = (await inpOverRuns(name, page, errors, 'opening the cart popout', popoutInp)) || failed;
    if (name === 'category') failed = (await inpOverRuns(name, page, errors, 'adding a part to the cart from the listing', listingAddInp)) || failed;
    if (errors.length) {
      console.error(`  page errors on ${name}: ${errors.join('; ')}`);
      failed = true;
    }
    await context.close();
  }
} finally {
  await browser.close();
}

/** Lighthouse mobile on a page type and on the same page without widgets: median score of LH_RUNS each. */
async function lighthouseFigures(names) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const server = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (serveBuilt(out, url, res)) return;
    const [, name, bare] = /^\/([a-z]+)(\/bare)?$/.exec(url.pathname) ?? [];
    if (store.pages[name]) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(html(name, '/partsfront', !bare));
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const a = await store.answer(req.method ?? 'GET', `${STORE}${url.pathname}${url.search}`, req.headers, chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined);
    res.writeHead(a.status, a.headers).end(Buffer.from(a.body));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const score = async (path) => {
    store.resetStore();
    const { lhr } = await lighthouse(`http://127.0.0.1:${server.address().port}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      // Why a page loses points: its metrics and long tasks (4x CPU, as Lighthouse counts them).
      metrics: `TBT ${ms('total-blocking-time')} ms, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, speed index ${ms('speed-index')} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
      lcpElement: String(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?').slice(0, 120),
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => `${(i.score ?? 0).toFixed(3)} ${String(i.node?.snippet ?? '?').slice(0, 80)}`).join('; '),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms (${String(t.url).split('/').pop()})`).join(', '),
    };
  };
  try {
    for (const name of names) {
      const withWidgets = [];
      const without = [];
      for (let i = 0; i < LH_RUNS; i++) {
        withWidgets.push(await score(`/${name}`));
        without.push(await score(`/${name}/bare`));
      }
      const middle = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      const page = middle(withWidgets).score;
      const bare = middle(without).score;
      const met = page >= 98 && bare - page <= 1;
      console.log(`  ${name.padEnd(9)} Lighthouse mobile ${page}, without widgets ${bare} (median of ${LH_RUNS}: ${withWidgets.map((r) => r.score).join(', ')} / ${without.map((r) => r.score).join(', ')}; goal ≥ 98 and ≤ 1 point under: ${met ? 'met' : 'missed'})`);
      console.log(`            the median run with widgets: ${middle(withWidgets).metrics}; without: ${middle(without).metrics}`);
      console.log(`            its long tasks: ${middle(withWidgets).longTasks || 'none'}`);
      console.log(`            its largest paint: ${middle(withWidgets).lcpElement}; without: ${middle(without).lcpElement}`);
      if (middle(withWidgets).shifts) console.log(`            its layout shifts: ${middle(withWidgets).shifts}`);
      if (!met) failed = true;
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}
if (process.env.LIGHTHOUSE !== '0') {
  console.log('\nLighthouse mobile:');
  await lighthouseFigures(['home', 'category'].filter((n) => !only || only.includes(n)));
}
await vite.close();
process.exit(failed ? 1 : 0);
