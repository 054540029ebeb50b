import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import '../../shared/api/endpoints/all';
import { CHANGES_DATA, endpoint } from '../../shared/api/endpoints/core';
import { storeRefusal } from '../../shared/api/errors';
import { inspect, type Difference } from '../../shared/api/parse';
import { shown } from '../../shared/api/drift';
import { CHECKS, type Check, type Samples } from './checks';

/**
 * `npm run check-store -- https://store.example [--samples FILE] [--cookie "PHPSESSID=…"]
 * [--only storefront|staff] [--json]`: calls every read-only endpoint of the endpoint tables with
 * the sample parameters (./samples.json, or your own), reads each answer through the schemas the
 * widgets read it with, and prints a table: the endpoint, its result, the first difference (the
 * path and what came) and the widgets that read it. Sends no POST and no GET that changes data.
 *
 * Results: `OK`; `differs` (a field the screen can do without did not read: dropped, the screen
 * goes on); `FAILS` (a field the screen needs is missing or does not read: the screen shows its
 * error); `refused` (the store answered `{"error": …}`, e.g. no staff session: pass `--cookie`);
 * `unreachable` (no answer, or an HTTP error); `skipped` (a sample it needs is empty).
 * Exit code 1 when a check FAILS, else 0.
 */
export type Result = 'OK' | 'differs' | 'FAILS' | 'refused' | 'unreachable' | 'skipped';

export interface Row {
  endpoint: string;
  result: Result;
  /** The first difference (or the reason for refused / unreachable / skipped). */
  first: string;
  /** Every difference found in the answer (dropped fields; the needed one last). */
  differences: Difference[];
  widgets: string[];
}

export interface CheckOptions {
  base: string;
  samples: Samples;
  cookie?: string;
  only?: 'storefront' | 'staff';
  timeoutMs?: number;
}

/** The address of a call, as the widgets build it: the path appended to the base URL, then the query. */
export function callUrl(base: string, path: string, query: Record<string, string>): string {
  const url = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const pairs = new URLSearchParams(query).toString();
  return pairs ? `${url}${url.includes('?') ? '&' : '?'}${pairs}` : url;
}

async function checkOne(check: Check, options: CheckOptions): Promise<Row> {
  const row = (result: Result, first: string, differences: Difference[] = []): Row => ({ endpoint: check.endpoint, result, first, differences, widgets: check.widgets });
  // The promise of the command: nothing that changes the store is ever sent.
  if (CHANGES_DATA.has(check.endpoint)) throw new Error(`check-store: ${check.endpoint} changes data and must not be checked`);
  const query = check.query(options.samples);
  if (!query) return row('skipped', 'a sample it needs is empty');
  let response: Response;
  try {
    response = await fetch(callUrl(options.base, endpoint(check.endpoint), query), {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(options.cookie ? { Cookie: options.cookie } : {}) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
    });
  } catch (error) {
    return row('unreachable', `no answer (${(error as Error).message})`);
  }
  const body = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    if (!response.ok) return row('unreachable', `HTTP ${response.status}`);
    return row('FAILS', `(answer): not JSON (got ${shown(body.trim().slice(0, 40))})`, [{ path: '(answer)', came: shown(body.trim().slice(0, 40)) }]);
  }
  const refusal = storeRefusal(answer);
  // A cart answer may carry an `error` beside a whole cart; anything else with one is a refusal.
  if (refusal && !(answer as { products?: unknown }).products) return row('refused', `the store said: ${refusal.message}`);
  if (!response.ok) return row('unreachable', `HTTP ${response.status}`);
  const read = inspect(check.shape, answer);
  if (!read.ok) return row('FAILS', `${read.needed.path} (got ${read.needed.came})`, [...read.dropped, read.needed]);
  if (read.dropped.length) return row('differs', `${read.dropped[0].path} (got ${read.dropped[0].came})`, read.dropped);
  return row('OK', '');
}

/** Runs every check (in order, one at a time: a store is not load-tested by its own check). */
export async function checkStore(options: CheckOptions): Promise<Row[]> {
  const rows: Row[] = [];
  for (const check of CHECKS) {
    if (options.only === 'storefront' && check.staff) continue;
    if (options.only === 'staff' && !check.staff) continue;
    rows.push(await checkOne(check, options));
  }
  return rows;
}

/** The table a person reads, then one line of counts. */
export function formatRows(rows: Row[]): string {
  const head = ['endpoint', 'result', 'first difference (path, what came)', 'widgets'];
  const cells = rows.map((r) => [r.endpoint, r.result, r.first || '—', r.widgets.join(', ')]);
  const widths = head.map((h, i) => Math.min(70, Math.max(h.length, ...cells.map((c) => c[i].length))));
  const line = (c: string[]) => c.map((cell, i) => (cell.length > widths[i] ? `${cell.slice(0, widths[i] - 1)}…` : cell.padEnd(widths[i]))).join('  ').trimEnd();
  const count = (result: Result) => rows.filter((r) => r.result === result).length;
  const more = rows.filter((r) => r.differences.length > 1);
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    '',
    ...more.map((r) => `${r.endpoint}: ${r.differences.length} differences: ${r.differences.map((d) => `${d.path} (got ${d.came})`).join('; ')}`),
    ...(more.length ? [''] : []),
    `${count('OK')} OK, ${count('differs')} differ, ${count('FAILS')} fail, ${count('refused')} refused, ${count('unreachable')} unreachable, ${count('skipped')} skipped`,
  ].join('\n');
}

const USAGE = 'usage: npm run check-store -- URL [--samples FILE] [--cookie "NAME=VALUE"] [--only storefront|staff] [--json]';

export async function main(args: string[]): Promise<number> {
  let base = '';
  let samplesFile = resolve(import.meta.dirname, 'samples.json');
  let cookie: string | undefined;
  let only: CheckOptions['only'];
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--samples') samplesFile = resolve(args[++i] ?? '');
    else if (arg === '--cookie') cookie = args[++i];
    else if (arg === '--only') only = args[++i] as CheckOptions['only'];
    else if (arg === '--json') json = true;
    else if (!arg.startsWith('--') && !base) base = arg;
    else {
      console.error(USAGE);
      return 2;
    }
  }
  if (!/^https?:\/\//.test(base) || (only && only !== 'storefront' && only !== 'staff')) {
    console.error(USAGE);
    return 2;
  }
  const samples = JSON.parse(readFileSync(samplesFile, 'utf8')) as Samples;
  const rows = await checkStore({ base, samples, cookie, only });
  console.log(json ? JSON.stringify(rows, null, 2) : `Partsfront check-store: ${base}\n\n${formatRows(rows)}`);
  return rows.some((r) => r.result === 'FAILS') ? 1 : 0;
}
