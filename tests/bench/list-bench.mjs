/**
 * The staff list benchmarks' shared method (orders, customers): build the list widget's page,
 * answer its list calls from the mock store in this process (with 5,000 more generated rows),
 * then, in Chromium with the CPU slowed 4× (CDP), click sortable headers and time the widget's own
 * work (before the request + after the answer), count row nodes, and on one page of the whole result (5,000+ rows) time a
 * scroll to the middle. Prints the figures; resolves false when a goal is missed.
 */
/* global document, MutationObserver, requestAnimationFrame -- the timed functions run in the page */
import { build, createServer } from 'vite';
import react from '@vitejs/plugin-react';
import cssInjectedByJs from 'vite-plugin-css-injected-by-js';
import { chromium } from 'playwright-core';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
const EXTRA = 5000;
const LIMIT_MS = 100;
const LIMIT_NODES = 400;
const RATE = 4;
const ORIGIN = 'http://bench.test';

/** Builds a benchmark page's entry (production React, its CSS injected) into `out/bench.js`. */
export async function buildBenchPage(entry, out) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), cssInjectedByJs()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      // BENCH_PROFILE keeps the names readable in the CPU profile.
      minify: process.env.BENCH_PROFILE ? false : 'oxc',
      lib: { entry: resolve(root, entry), formats: ['es'], fileName: () => 'bench.js' },
    },
  });
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, as every benchmark runs it. */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/**
 * @param {object} o
 * @param {string} o.widget        e.g. 'pos-order-list' (its placeholder is #pf-WIDGET)
 * @param {string} o.noun          e.g. 'orders'
 * @param {string} o.pageEntry     the bench page's entry, e.g. 'tests/bench/orders.page.tsx'
 * @param {string} o.pagePath      the page's path, e.g. '/pos/order'
 * @param {string} o.apiPath       the list call's path, e.g. '/api/order'
 * @param {(db: any, vite: any) => Promise<number>} o.seed  adds the extra rows, answers the total
 * @param {(limit: number, sort?: string, order?: string) => string} o.query  the list call's query
 * @param {(row: any) => string} o.rowId   a result row's id
 * @param {{ selector: string, attribute?: string, after?: string, prefix?: string }} o.rowIdInPage  where the first row shows its id
 * @param {Array<{ label: string, sort: string, order: string }>} o.sorts  the headers to click
 * @param {boolean} [o.onePageGoal]  hold the one-page case (every row on one page) to the goal too
 */
export async function benchList(o) {
  const out = process.env.BENCH_DIST ?? `/tmp/pf-bench-${o.noun}`;
  await buildBenchPage(o.pageEntry, out);

  // The mock store in this process (TypeScript through Vite's SSR loader), with 5,000 more rows.
  const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
  const { db } = await vite.ssrLoadModule('/mocks/db/index.ts');
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
  const { getResponse } = await import('msw');
  const total = await o.seed(db, vite, EXTRA);

  const answers = new Map();
  async function answer(url) {
    const key = new URL(url).search;
    if (!answers.has(key)) {
      const response = await getResponse(handlers, new Request(`${ORIGIN}${o.apiPath}${key}`));
      answers.set(key, await response.text());
    }
    return answers.get(key);
  }
  const firstId = async (limit, sort, order) => String(o.rowId(JSON.parse(await answer(`${ORIGIN}${o.apiPath}${o.query(limit, sort, order)}`)).results[0]));

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${o.widget} benchmark</title></head>
<body><main><div id="pf-${o.widget}"></div></main><script type="module" src="/bench.js"></script></body></html>`;

  /**
   * In the page: clicks a header; resolves with the widget's ms: before the request + after the
   * answer, or, when the list sorted the rows it holds without asking the store, click to rows.
   */
  function sortOnce({ label, expected, where, apiPath }) {
    return new Promise((done, fail) => {
      const th = [...document.querySelectorAll('thead th')].find((h) => h.textContent.startsWith(label));
      const firstRowId = () => {
        const el = document.querySelector(where.selector);
        const raw = where.attribute ? el?.getAttribute(where.attribute) : el?.textContent;
        return where.after ? raw?.split(where.after)[1] : raw;
      };
      let clickAt = 0;
      const observer = new MutationObserver(() => {
        if (firstRowId() !== `${where.prefix ?? ''}${expected}` || document.querySelector('table[aria-busy="true"]')) return;
        const domAt = performance.now();
        observer.disconnect();
        const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes(apiPath) && e.startTime >= clickAt);
        const xhr = calls.at(-1);
        if (!xhr) return done({ widget: domAt - clickAt, before: domAt - clickAt, after: 0, total: domAt - clickAt, requests: 0 });
        done({ widget: xhr.startTime - clickAt + (domAt - xhr.responseEnd), before: xhr.startTime - clickAt, after: domAt - xhr.responseEnd, total: domAt - clickAt, requests: calls.length });
      });
      observer.observe(document.querySelector('table'), { childList: true, subtree: true, characterData: true, attributes: true });
      setTimeout(() => fail(new Error(`${label}: not sorted within 20 s`)), 20000);
      performance.clearResourceTimings();
      clickAt = performance.now();
      th.querySelector('button').click();
    });
  }

  /** In the page: scrolls the virtualized box to the middle; resolves with the ms until those rows are in the DOM. */
  function scrollOnce() {
    return new Promise((done, fail) => {
      const box = document.querySelector('[role="region"]');
      const target = Math.floor(box.scrollHeight / 2);
      const start = performance.now();
      const check = () => {
        const rows = [...document.querySelectorAll('tbody tr[aria-rowindex]')];
        const top = box.getBoundingClientRect().top;
        if (rows.some((r) => Number(r.getAttribute('aria-rowindex')) > 2000 && r.getBoundingClientRect().bottom > top)) return done(performance.now() - start);
        requestAnimationFrame(check);
      };
      setTimeout(() => fail(new Error('scroll: rows did not appear within 5 s')), 5000);
      box.scrollTop = target;
      requestAnimationFrame(check);
    });
  }

  const browser = await launchBenchBrowser();
  let failed = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === o.pagePath) return route.fulfill({ status: 200, body: html, headers: { 'Content-Type': 'text/html' } });
      if (url.pathname === o.apiPath) return route.fulfill({ status: 200, body: await answer(url.href), headers: { 'Content-Type': 'application/json' } });
      try {
        return route.fulfill({ status: 200, body: await readFile(resolve(out, `.${url.pathname}`)), headers: { 'Content-Type': 'text/javascript' } });
      } catch {
        return route.fulfill({ status: 404, body: 'not found' });
      }
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await context.newCDPSession(page);

    // 20 a page (the default), then every row of the result on one page (a limit of the total).
    for (const limit of [20, total]) {
      const sorts = [];
      for (const s of o.sorts) sorts.push({ label: s.label, expected: await firstId(limit, s.sort, s.order), where: o.rowIdInPage, apiPath: o.apiPath });
      await firstId(limit);
      const runs = [];
      let nodes = 0;
      let tableNodes = 0;
      let widgetNodes = 0;
      const scrolls = [];
      for (let run = 0; run < RUNS; run++) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await page.goto(`${ORIGIN}${o.pagePath}?limit=${limit}`);
        await page.waitForSelector('tbody tr td a', { timeout: 60000 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        const times = [];
        // BENCH_PROFILE=FILE: a CPU profile of the first run's sorts (and scroll), FILE-LIMIT.cpuprofile (DevTools opens it).
        const profile = process.env.BENCH_PROFILE && run === 0;
        // BENCH_TRACE=FILE: a Chromium trace of the first run's sorts (and scroll), FILE-LIMIT.json (the Performance panel opens it).
        const trace = process.env.BENCH_TRACE && run === 0;
        if (trace) await browser.startTracing(page, { path: `${process.env.BENCH_TRACE}-${limit}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8.execute'] });
        if (profile) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        for (const s of sorts) times.push(await page.evaluate(sortOnce, s));
        if (limit > 100) scrolls.push(await page.evaluate(scrollOnce));
        if (trace) await browser.stopTracing();
        if (profile) await writeFile(`${process.env.BENCH_PROFILE}-${limit}.cpuprofile`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
        nodes = Math.max(nodes, await page.evaluate(() => document.querySelectorAll('tbody tr').length));
        // The issues' "DOM nodes": every element of the table, and of the whole widget (tabs, filters, pager).
        tableNodes = Math.max(tableNodes, await page.evaluate(() => document.querySelectorAll('table, table *').length));
        widgetNodes = Math.max(widgetNodes, await page.evaluate((id) => document.querySelectorAll(`#${id} *`).length, `pf-${o.widget}`));
        runs.push(times);
      }
      const slowest = (r) => Math.max(...r.map((t) => t.widget));
      // The figure is the median run's slowest sort: each run is a fresh page load, and the first one
      // in a new browser runs code V8 has not compiled yet, so one run alone says little.
      const median = [...runs].sort((a, b) => slowest(a) - slowest(b))[Math.floor((runs.length - 1) / 2)];
      const worst = slowest(median);
      // The scroll figure is the median run's too (a sort's and a scroll's median are taken apart).
      const scroll = scrolls.length ? [...scrolls].sort((a, b) => a - b)[Math.floor((scrolls.length - 1) / 2)] : 0;
      const label = limit === 20 ? '20 a page' : `${limit} on one page`;
      console.log(
        `${o.widget} ${total} ${o.noun}, ${label}: sort ${Math.round(worst)} ms at ${RATE}x CPU (median of ${RUNS} runs, the widget's own time; click to rows ${Math.round(Math.max(...median.map((t) => t.total)))} ms with the store's answer)` +
          `${limit > 100 ? `, scroll ${Math.round(scroll)} ms` : ''}, ${nodes} row nodes (${tableNodes} DOM nodes in the table, ${widgetNodes} in the whole widget)`,
      );
      console.log(`  every run's slowest sort, in order: ${runs.map((r) => Math.round(slowest(r))).join(', ')} ms (the first in a fresh browser)`);
      if (scrolls.length) console.log(`  every run's scroll, in order: ${scrolls.map((t) => Math.round(t)).join(', ')} ms`);
      console.log(
        `  median of ${RUNS} runs: ${median.map((t) => (t.requests ? `${Math.round(t.before)} ms to the request + ${Math.round(t.after)} ms after the answer` : `${Math.round(t.total)} ms sorted in the page, no request`)).join('; ')}`,
      );
      const extra = runs.flat().filter((t) => t.requests > 1).length;
      if (extra) {
        console.error(`FAIL: ${extra} sorts sent more than one request`);
        failed = true;
      }
      if (nodes > LIMIT_NODES || widgetNodes > LIMIT_NODES) {
        console.error(`FAIL: ${nodes} row nodes, ${widgetNodes} DOM nodes in the widget (limit ${LIMIT_NODES})`);
        failed = true;
      }
      // The one-page case is held to the goal only by lists that sort a whole result in the page.
      const goal = limit === 20 || o.onePageGoal;
      if (goal && worst > LIMIT_MS) {
        console.error(`FAIL: sorting took ${Math.round(worst)} ms (limit ${LIMIT_MS} ms)`);
        failed = true;
      }
      if (goal && scroll > LIMIT_MS) {
        console.error(`FAIL: scrolling took ${Math.round(scroll)} ms (limit ${LIMIT_MS} ms)`);
        failed = true;
      }
    }
    if (errors.length) {
      console.error(`page errors: ${errors.join('; ')}`);
      failed = true;
    }
  } finally {
    await browser.close();
    await vite.close();
  }
  return !failed;
}
