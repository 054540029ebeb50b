/**
 * The staff list benchmarks' shared method (orders, customers), timing what a clerk waits for.
 *
 * The widget's page is built (production React) and served with the store's answers by a plain
 * HTTP server in this process on 127.0.0.1: every answer is worked out by the mock store BEFORE
 * timing (with the store holding exactly 5,000 rows), so the store answers at once and only the
 * browser's work is timed. Chromium runs with the CPU slowed 4× (CDP) from the page load on.
 *
 * Each case (20 a page; every row on one page, `?limit=5000`) loads a fresh page RUNS times
 * (default 5) and in each:
 *   - first rows: from the list answer's arrival (resource timing `responseEnd`) to the frame
 *     after the first rows are in the DOM;
 *   - each sort: from the header click (a real mouse click), and from the store's answer (resource
 *     timing `responseEnd`), to the frame after the rows changed (the expected first row is in the
 *     DOM and the table is no longer busy, looked for in each frame's `requestAnimationFrame`), i.e. a task after it,
 *     once that frame's style, layout and paint are done. A table paints the rows in view first
 *     (shared/ui/DataTable/inViewFirst.ts): that frame shows the rows the clerk sees, and the
 *     rows below the view follow a frame later, printed as "every row painted" (no goal);
 *   - the one-page case: a scroll to the middle, to the frame after those rows are in the DOM;
 *   - the DOM nodes: every element of the widget (tabs, filters, table, pager).
 *   - each click's event handling as INP counts it (Event Timing of the trusted click the
 *     benchmark's mouse makes, at a clerk's pace: the pointer comes to rest on the header, its
 *     hover painted, then a press of PRESS_MS; a click whose move, press and release reach the
 *     page in the same millisecond piles three inputs' frames into one, which no hand does);
 * The page is theme-like (theme-page.mjs): the widget sits in an admin theme's header, menus and
 * footer, under the theme's stylesheet. Every run's figures are printed with the machine's load
 * average; each figure's median of the runs is held to its goal (a case's `goals`: answerToPaint,
 * clickToPaint, firstRows, inp; ≤ 400 nodes everywhere). Resolves false when a goal is missed.
 */
/* global document, window, location, requestAnimationFrame -- the timed functions run in the page */
import { build, createServer } from 'vite';
import react from '@vitejs/plugin-react';
import cssInjectedByJs from 'vite-plugin-css-injected-by-js';
import { chromium } from 'playwright-core';
import { createServer as createHttpServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { themePage } from './theme-page.mjs';

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
/** A person's click: the pointer rests on the button this long before the press (its hover painted)… */
const HOVER_MS = 150;
/** …and the button is held this long (a quick click is 60–120 ms from press to release). */
const PRESS_MS = 60;

/**
 * A trusted click at a person's pace at `at` (a clerk's on a header, a shopper's on Add to Cart):
 * the pointer comes to rest, then a press of PRESS_MS. Not a locator's click, whose actionability
 * checks run in the page, on its main thread, during the timed pointer events.
 */
export async function clickAtPace(page, at) {
  await page.mouse.move(at.x, at.y);
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.click(at.x, at.y, { delay: PRESS_MS });
}
/** Rows in the store: the seed plus generated ones, exactly this many. */
export const STORE_ROWS = 5000;
const LIMIT_NODES = 400;
const RATE = 4;

/** Builds a benchmark page's entry (production React, its CSS injected) into `out/bench.js`. */
export async function buildBenchPage(entry, out) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), cssInjectedByJs()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The list reader's worker as the product bundle builds it (vite.config.ts).
    worker: { format: 'es' },
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
/**
 * Serves a built file of `out` under /partsfront/ (the Lighthouse origin of the storefront and pages
 * benches): true when the request was one, answered (404 when the file is absent).
 */
export function serveBuilt(out, url, res) {
  if (!url.pathname.startsWith('/partsfront/')) return false;
  const file = url.pathname.slice('/partsfront/'.length);
  let body;
  try {
    body = readFileSync(resolve(out, file));
  } catch {
    res.writeHead(404).end();
    return true;
  }
  // Read before the head is written: a missing file answers 404 instead of throwing after a 200.
  res.writeHead(200, { 'Content-Type': file.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(body);
  return true;
}

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/**
 * Waits for a promise of the page (`expression`) through the DevTools protocol: unlike Playwright's
 * waitForFunction, it puts no polling script in the page, whose first run (tens of ms at 4x CPU)
 * would land in the timed work.
 */
function settledIn(cdp, expression, ms, what) {
  let timer;
  return Promise.race([
    cdp.send('Runtime.evaluate', { expression, awaitPromise: true }),
    new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`${what} within ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (x) => `${Math.round(x)}`;
const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');

/**
 * In the page, before the widget's script: notes the frame after the first rows are in the DOM
 * (`window.__pfFirstRows`, page time), for the first-rows figure.
 */
function watchFirstRows() {
  // Every input's Event Timing entry (the click's own handling, INP-like).
  window.__pfEvents = [];
  new PerformanceObserver((list) => window.__pfEvents.push(...list.getEntries())).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Polled a frame at a time (see armSort): the first frame whose rAF finds the rows paints them.
  const afterPaint = (note) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => note(performance.now());
    channel.port2.postMessage(0);
  };
  const look = () => {
    if (!window.__pfFirstSeen && document.querySelector('tbody tr td a')) {
      window.__pfFirstSeen = true;
      afterPaint((t) => (window.__pfFirstRows = t));
    }
    // Every row read (a long answer's rest is read after its first rows are shown): no longer busy.
    if (window.__pfFirstSeen && !document.querySelector('table[aria-busy="true"]')) return afterPaint((t) => window.__pfLoadedDone((window.__pfAllRows = t)));
    requestAnimationFrame(look);
  };
  // Awaited by the benchmark through the DevTools protocol (no polling script in the page while it loads).
  window.__pfLoaded = new Promise((done) => (window.__pfLoadedDone = done));
  requestAnimationFrame(look);
}

/**
 * In the page: gets a header's sort ready to be clicked by the benchmark's mouse (a trusted click,
 * as a clerk's, so that the browser times its event handling). Answers where to click; the result
 * lands in `window.__pfSortResult`: the click (its event's time) → the frame after the rows
 * changed, and the list request's own times when the list asked the store (none when it sorted in
 * the page).
 */
function armSort({ label, expected, where, apiPath }) {
  window.__pfSortResult = null;
  window.__pfSorted = new Promise((done) => (window.__pfSortedDone = done));
  const th = [...document.querySelectorAll('thead th')].find((h) => h.textContent.startsWith(label));
  const firstRowId = () => {
    const el = document.querySelector(where.selector);
    const raw = where.attribute ? el?.getAttribute(where.attribute) : el?.textContent;
    return where.after ? raw?.split(where.after)[1] : raw;
  };
  let clickAt = null;
  document.addEventListener('click', (e) => (clickAt = e.timeStamp), { capture: true, once: true });
  // Each frame, before its style, layout and paint (a rAF callback): are the rows there? The first
  // frame that finds them is the frame that paints them; the task posted from it runs once that
  // paint is done. Polling a frame at a time puts no observer in the timed work (a MutationObserver
  // over the table would record every one of the sort's DOM writes).
  const look = () => {
    if (clickAt === null || firstRowId() !== `${where.prefix ?? ''}${expected}` || document.querySelector('table[aria-busy="true"]')) return requestAnimationFrame(look);
    const domAt = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const frameAt = performance.now();
      const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes(apiPath) && e.startTime >= clickAt);
      const xhr = calls.at(-1);
      window.__pfSortResult = {
        clickAt,
        total: frameAt - clickAt,
        dom: domAt - clickAt,
        requests: calls.length,
        toRequest: xhr ? xhr.startTime - clickAt : 0,
        network: xhr ? xhr.responseEnd - xhr.startTime : 0,
        afterAnswer: xhr ? frameAt - xhr.responseEnd : null,
        // Of which: the answer read and the rows written (up to the frame that paints them), then that frame.
        toFrame: xhr ? domAt - xhr.responseEnd : null,
        frame: frameAt - domAt,
      };
      // The rows below the view paint a frame later (shared/ui/DataTable/inViewFirst.ts): the
      // frame after every row is shown, timed from the same answer.
      const rest = () => {
        if (document.querySelector('tbody tr[hidden]')) return requestAnimationFrame(rest);
        const after = new MessageChannel();
        after.port1.onmessage = () => {
          const allAt = performance.now();
          window.__pfSortResult.everyRow = xhr ? allAt - xhr.responseEnd : allAt - clickAt;
          window.__pfSortedDone();
        };
        after.port2.postMessage(0);
      };
      window.__pfSortResult.hadHidden = !!document.querySelector('tbody tr[hidden]');
      if (!window.__pfSortResult.hadHidden) {
        window.__pfSortResult.everyRow = window.__pfSortResult.afterAnswer ?? window.__pfSortResult.total;
        return window.__pfSortedDone();
      }
      requestAnimationFrame(rest);
    };
    channel.port2.postMessage(0);
  };
  requestAnimationFrame(look);
  performance.clearResourceTimings();
  // In view, as a clerk sees it before clicking (a tall filter form can push it below the fold).
  th.scrollIntoView({ block: 'center' });
  const box = th.querySelector('button').getBoundingClientRect();
  if (!box.width) throw new Error(`the ${label} header is not shown at this width: a clerk could not click it`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * In the page: the click's own event handling as INP counts it (Event Timing): the longest
 * `duration` of the interaction's events (pointerdown, pointerup, click), from the input to the
 * paint after its handlers. The browser reports events of 16 ms or more only; none is "under 16".
 */
function interactionOf(clickAt) {
  return new Promise((done) => {
    const started = performance.now();
    const look = () => {
      const click = window.__pfEvents.find((e) => e.name === 'click' && Math.abs(e.startTime - clickAt) < 1);
      if (click || performance.now() - started > 300) {
        const all = click ? window.__pfEvents.filter((e) => e.interactionId === click.interactionId) : [];
        const longest = all.sort((a, b) => b.duration - a.duration)[0];
        return done(
          longest
            ? {
                duration: longest.duration,
                // INP's three parts: the input waiting for the main thread, the handlers, and the frame after them.
                delay: longest.processingStart - longest.startTime,
                processing: longest.processingEnd - longest.processingStart,
                presentation: longest.startTime + longest.duration - longest.processingEnd,
                name: longest.name,
                // Every event of the interaction, for BENCH_EVENTS=1: name, start (from the first), wait, handlers.
                events: all.map((e) => `${e.name}@${Math.round(e.startTime - all[all.length - 1].startTime)} w${Math.round(e.processingStart - e.startTime)} h${Math.round(e.processingEnd - e.processingStart)} d${Math.round(e.duration)}`).join(' '),
              }
            : null,
        );
      }
      setTimeout(look, 20);
    };
    look();
  });
}

/**
 * In the page, after a case's sorts: the browser's own part of a new page of rows, for this very
 * table in this very theme. Every row's texts are written straight into the DOM (another row's
 * texts each time, no script of ours), and timed from the writes to the frame after they are
 * painted. What answer → paint costs above this is Partsfront's (reading the answer, React); this
 * much is style, layout and paint of the table, on this machine.
 */
function browserFloor(times) {
  const rows = [...document.querySelectorAll('tbody tr')];
  // A cell's text node: the cell's own, or its link's (a cell with buttons is left as it is).
  const texts = rows.map((row) => [...row.cells].map((cell) => [...cell.querySelectorAll('*')].concat(cell).find((el) => el.childNodes.length === 1 && el.firstChild.nodeType === 3 && !el.closest('button'))?.firstChild ?? null));
  const values = texts.map((row) => row.map((node) => node?.data ?? null));
  const afterPaint = () => new Promise((done) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = () => done(performance.now()); channel.port2.postMessage(0); }));
  return (async () => {
    const took = [];
    for (let i = 1; i <= times; i++) {
      await afterPaint();
      const start = performance.now();
      texts.forEach((row, r) => row.forEach((node, c) => node && (node.data = values[(r + i * 7) % rows.length][c] ?? node.data)));
      took.push((await afterPaint()) - start);
    }
    return took;
  })();
}

/** In the page: scrolls the virtualized box to the middle; resolves with the ms to the frame after those rows are in the DOM. */
function scrollOnce() {
  return new Promise((done, fail) => {
    const box = document.querySelector('[role="region"]');
    const start = performance.now();
    const check = () => {
      const rows = [...document.querySelectorAll('tbody tr[aria-rowindex]')];
      const top = box.getBoundingClientRect().top;
      if (rows.some((r) => Number(r.getAttribute('aria-rowindex')) > 2000 && r.getBoundingClientRect().bottom > top)) return done(performance.now() - start);
      requestAnimationFrame(check);
    };
    setTimeout(() => fail(new Error('scroll: rows did not appear within 5 s')), 5000);
    box.scrollTop = Math.floor(box.scrollHeight / 2);
    requestAnimationFrame(check);
  });
}

/**
 * @param {object} o
 * @param {string} o.widget        e.g. 'pos-order-list' (its placeholder is #pf-WIDGET)
 * @param {string} o.noun          e.g. 'orders'
 * @param {string} o.pageEntry     the bench page's entry, e.g. 'tests/bench/orders.page.tsx'
 * @param {string} o.pagePath      the page's path, e.g. '/pos/order'
 * @param {string} o.apiPath       the list call's path, e.g. '/api/order'
 * @param {(db: any, vite: any, rows: number) => Promise<number>} o.seed  fills the store to `rows` rows, answers the total
 * @param {(limit: number, sort?: string, order?: string) => string} o.query  the list call's query (no sort: the list's default)
 * @param {(row: any) => string} o.rowId   a result row's id
 * @param {{ selector: string, attribute?: string, after?: string, prefix?: string }} o.rowIdInPage  where the first row shows its id
 * @param {string} o.heading       the page's heading in the theme, e.g. 'Orders'
 * @param {Array<{ limit: number, sorts: Array<{ label: string, sort: string, order: string }>, goals: { answerToPaint?: number, clickToPaint?: number, firstRows?: number, inp?: number }, local?: boolean, what: string }>} o.cases
 */
export async function benchList(o) {
  const out = process.env.BENCH_DIST ?? `/tmp/pf-bench-${o.noun}`;
  await buildBenchPage(o.pageEntry, out);
  console.log(`load average at the start: ${load()}`);

  // The mock store in this process (TypeScript through Vite's SSR loader), holding STORE_ROWS rows.
  const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
  const { db } = await vite.ssrLoadModule('/mocks/db/index.ts');
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
  const { getResponse } = await import('msw');
  const total = await o.seed(db, vite, STORE_ROWS);

  const answers = new Map();
  async function answer(search) {
    if (!answers.has(search)) {
      const response = await getResponse(handlers, new Request(`http://bench.test${o.apiPath}${search}`));
      answers.set(search, Buffer.from(await response.text()));
    }
    return answers.get(search);
  }
  const firstId = async (limit, sort, order) => String(o.rowId(JSON.parse(String(await answer(o.query(limit, sort, order)))).results[0]));

  const html = themePage({ title: `${o.widget} benchmark`, widget: o.widget, heading: o.heading, script: '/bench.js' });

  // The store: answers already worked out, sent as they are (an unknown query is a failure of the bench).
  const server = createHttpServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    if (url.pathname === o.pagePath) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    if (url.pathname === o.apiPath) {
      if (!answers.has(url.search)) console.error(`  (not precomputed: ${url.search})`);
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(await answer(url.search));
    }
    const file = await readFile(resolve(out, `.${url.pathname}`)).catch(() => null);
    if (!file) return res.writeHead(404).end('not found');
    return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(file);
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const browser = await launchBenchBrowser();
  let failed = false;
  const miss = (text) => {
    console.error(`FAIL: ${text}`);
    failed = true;
  };
  try {
    // A laptop's admin page (1366 wide): the theme's side menu leaves the list about 1,000 px.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(watchFirstRows);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await context.newCDPSession(page);

    // BENCH_LIMIT=20: only the case of that many rows a page.
    for (const c of o.cases.filter((k) => !process.env.BENCH_LIMIT || String(k.limit) === process.env.BENCH_LIMIT)) {
      const limit = c.limit;
      const sorts = [];
      for (const s of c.sorts) sorts.push({ label: s.label, expected: await firstId(limit, s.sort, s.order), where: o.rowIdInPage, apiPath: o.apiPath });
      await firstId(limit);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
        // BENCH_PROFILE_LOAD=FILE: a CPU profile of the first run's page load, to its first rows.
        const profileLoad = process.env.BENCH_PROFILE_LOAD && run === 0;
        if (profileLoad) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        // BENCH_TRACE_LOAD=FILE: a Chromium trace of the first run's page load, to every row read.
        const traceLoad = process.env.BENCH_TRACE_LOAD && run === 0;
        if (traceLoad) await browser.startTracing(page, { path: `${process.env.BENCH_TRACE_LOAD}-${limit}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'] });
        await page.goto(`${origin}${o.pagePath}?limit=${limit}`);
        // The sorts start once every row is read (a click meanwhile is ignored, as while loading).
        await settledIn(cdp, 'window.__pfLoaded', 120000, 'the list did not load');
        // BENCH_GRAB=FILE: the page as rendered (its styles included), for layout experiments on a still page.
        if (process.env.BENCH_GRAB && run === 0) await writeFile(`${process.env.BENCH_GRAB}-${limit}.html`, await page.evaluate(() => document.documentElement.outerHTML.replace(/<script[\s\S]*?<\/script>/g, '')));
        if (traceLoad) await browser.stopTracing();
        if (profileLoad) await writeFile(`${process.env.BENCH_PROFILE_LOAD}-${limit}.cpuprofile`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
        const [firstRows, allRows] = await page.evaluate(({ apiPath }) => {
          const arrived = performance.getEntriesByType('resource').find((e) => e.name.includes(apiPath)).responseEnd;
          return [window.__pfFirstRows - arrived, window.__pfAllRows - arrived];
        }, { apiPath: o.apiPath });
        // BENCH_SETTLE=MS: the sorts start this long after the list loaded (none by default: at once).
        if (process.env.BENCH_SETTLE) await page.waitForTimeout(Number(process.env.BENCH_SETTLE));
        // BENCH_PROFILE=FILE: a CPU profile of the first run's sorts (and scroll), FILE-LIMIT.cpuprofile (DevTools opens it).
        // BENCH_PROFILE_ALL=1: every run's, FILE-LIMIT-RUN.cpuprofile.
        const profile = process.env.BENCH_PROFILE && (run === 0 || process.env.BENCH_PROFILE_ALL);
        // BENCH_TRACE=FILE: a Chromium trace of the first run's sorts (and scroll), FILE-LIMIT.json (the Performance panel opens it).
        const trace = process.env.BENCH_TRACE && run === 0;
        if (trace) await browser.startTracing(page, { path: `${process.env.BENCH_TRACE}-${limit}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8.execute'] });
        if (profile) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
          await cdp.send('Profiler.start');
        }
        const times = [];
        for (const s of sorts) {
          const at = await page.evaluate(armSort, s);
          await clickAtPace(page, at);
          await settledIn(cdp, 'window.__pfSorted', 30000, 'no new rows').catch(async (error) => {
            const seen = await page.evaluate(({ where, label }) => ({ busy: !!document.querySelector('table[aria-busy="true"]'), first: document.querySelector(where.selector)?.outerHTML.slice(0, 160), header: [...document.querySelectorAll('thead th')].find((h) => h.textContent.startsWith(label))?.getAttribute('aria-sort'), calls: performance.getEntriesByType('resource').map((e) => e.name.slice(-80)), url: location.search }), s);
            console.error(seen);
            throw new Error(`${s.label}: the rows did not change within 30 s (expected ${s.expected}; busy ${seen.busy}; first row ${seen.first})`, { cause: error });
          });
          const result = await page.evaluate(() => window.__pfSortResult);
          result.inp = await page.evaluate(interactionOf, result.clickAt);
          if (process.env.BENCH_EVENTS && result.inp) console.log(`      ${s.label}: ${result.inp.events}`);
          times.push(result);
        }
        const scroll = limit > 100 ? await page.evaluate(scrollOnce) : null;
        // A short page: the browser's own part of showing a new page of these rows (see browserFloor).
        const floor = limit <= 100 ? median(await page.evaluate(browserFloor, 7)) : null;
        if (trace) await browser.stopTracing();
        if (profile) await writeFile(`${process.env.BENCH_PROFILE}-${limit}${process.env.BENCH_PROFILE_ALL ? `-${run}` : ''}.cpuprofile`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
        // The issue's "DOM nodes": every element of the widget (tabs, filters, table, pager), after the sorts and the scroll.
        const nodes = await page.evaluate((id) => document.querySelectorAll(`#${id} *`).length, `pf-${o.widget}`);
        runs.push({ firstRows, allRows, times, scroll, nodes, floor });
      }

      const bytes = (await answer(o.query(limit))).length;
      console.log(`\n${o.widget}, ${total} ${o.noun} in the store, ${c.what} (?limit=${limit}), ${RATE}x CPU, ${RUNS} fresh page loads, load average now ${load()}:`);
      console.log(`  the store's answer: ${Math.min(limit, total)} ${o.noun}, ${(bytes / 1024).toFixed(0)} KB (${(bytes / 1024 / Math.min(limit, total)).toFixed(1)} KB a row)`);
      const firstRows = median(runs.map((r) => r.firstRows));
      console.log(`  first rows painted after the answer arrived: median ${ms(firstRows)} ms${c.goals.firstRows ? ` (goal ≤ ${c.goals.firstRows})` : ' (no goal)'}; runs ${runs.map((r) => ms(r.firstRows)).join(', ')} ms`);
      console.log(`  every row read (the table no longer busy) after the answer arrived (no goal): median ${ms(median(runs.map((r) => r.allRows)))} ms; runs ${runs.map((r) => ms(r.allRows)).join(', ')} ms`);
      if (c.goals.firstRows && firstRows > c.goals.firstRows) miss(`first rows ${ms(firstRows)} ms after the answer (goal ${c.goals.firstRows} ms)`);
      const held = (what, values, goal) => {
        const med = median(values);
        if (goal && med > goal) miss(`${what}: median ${ms(med)} ms (goal ${goal} ms)`);
        return `median ${ms(med)} ms${goal ? ` (goal ≤ ${goal})` : ' (no goal)'}`;
      };
      sorts.forEach((s, i) => {
        const of = runs.map((r) => r.times[i]);
        const name = `sort ${s.label} (${c.sorts[i].order})`;
        const asked = of[0].requests > 0;
        console.log(`  ${name}, ${asked ? 'the store sorts' : 'sorted in the page'}:`);
        console.log(`    click → paint: ${held(`${name} click → rows in view painted`, of.map((t) => t.total), c.goals.clickToPaint)}; runs ${of.map((t) => ms(t.total)).join(', ')} ms`);
        if (asked) {
          console.log(`    store answer → the rows in view painted: ${held(`${name} answer → paint`, of.map((t) => t.afterAnswer ?? t.total), c.goals.answerToPaint)}; runs ${of.map((t) => ms(t.afterAnswer)).join(', ')} ms`);
          console.log(`      every row painted (the rows below the view a frame later) after the answer (no goal): runs ${of.map((t) => `${ms(t.everyRow)}${t.hadHidden ? '' : ' (all at once)'}`).join(', ')} ms`);
          console.log(`      (answer → the painting frame starts: runs ${of.map((t) => ms(t.toFrame)).join(', ')} ms; that frame's style, layout and paint: ${of.map((t) => ms(t.frame)).join(', ')} ms)`);
          console.log(`      (click → request sent: runs ${of.map((t) => ms(t.toRequest)).join(', ')} ms; the store: ${of.map((t) => ms(t.network)).join(', ')} ms)`);
        }
        // Under 16 ms the browser reports no entry: counted as 16.
        const inp = of.map((t) => t.inp?.duration ?? 16);
        console.log(`    the click's event handling, INP-like (input → paint after its handlers): ${held(`${name} INP-like`, inp, c.goals.inp)}; runs ${of.map((t) => (t.inp ? `${ms(t.inp.duration)} (${t.inp.name}: wait ${ms(t.inp.delay)}, handlers ${ms(t.inp.processing)}, frame ${ms(t.inp.presentation)})` : 'under 16')).join(', ')} ms`);
        const extra = of.filter((t) => t.requests > 1).length;
        if (extra) miss(`${extra} sorts by ${s.label} sent more than one request`);
        if (c.local && of.some((t) => t.requests)) miss(`sort ${s.label} asked the store instead of sorting the whole result in the page`);
      });
      if (runs[0].floor !== null) {
        console.log(`  the browser's own part (no goal): every row's texts written straight into the DOM → painted, median ${ms(median(runs.map((r) => r.floor)))} ms; runs ${runs.map((r) => ms(r.floor)).join(', ')} ms`);
        console.log('    (style, layout and paint of this table in this theme on this machine: answer → paint above it is reading the answer and React)');
      }
      if (runs[0].scroll !== null) console.log(`  scroll to the middle, to the frame with those rows (no goal): median ${ms(median(runs.map((r) => r.scroll)))} ms; runs ${runs.map((r) => ms(r.scroll)).join(', ')} ms`);
      const nodes = Math.max(...runs.map((r) => r.nodes));
      console.log(`  DOM nodes in the widget: at most ${nodes} (goal ≤ ${LIMIT_NODES}); runs ${runs.map((r) => r.nodes).join(', ')}`);
      if (nodes > LIMIT_NODES) miss(`${nodes} DOM nodes in the widget (goal ${LIMIT_NODES})`);
    }
    if (errors.length) miss(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    await vite.close();
    server.close();
    console.log(`load average at the end: ${load()}`);
  }
  return !failed;
}
