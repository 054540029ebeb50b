#!/usr/bin/env node
/**
 * Reads a Chromium trace (BENCH_TRACE writes one per case) and prints, for the page's main
 * thread, the time in each kind of work: script (by event), style, layout, paint, garbage
 * collection, and the longest single tasks. This is the "trace per case" the issue asks for, in
 * text: where a sort's milliseconds went.
 *
 *   node tests/bench/trace-summary.mjs /tmp/t-20.json
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;
// The renderer's main thread(s): named CrRendererMain.
const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const onMain = (e) => mains.has(`${e.pid}:${e.tid}`);

const KINDS = {
  script: ['FunctionCall', 'EvaluateScript', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'XHRReadyStateChange', 'XHRLoad', 'v8.callFunction', 'V8.Execute'],
  'parse JSON / compile': ['v8.compile', 'V8.CompileCode', 'v8.parseOnBackground', 'V8.ParseFunction'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'UpdateLayerTree'],
  'paint and composite': ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers', 'RasterTask'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep'],
};
const kindOf = new Map(Object.entries(KINDS).flatMap(([k, names]) => names.map((n) => [n, k])));

// Complete events ('X') and begin/end pairs ('B'/'E'), nested: count only the outermost of a kind
// so that a FunctionCall inside an EventDispatch is not counted twice.
const spans = [];
const open = new Map();
for (const e of events) {
  if (!onMain(e)) continue;
  if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, ts: e.ts, end: e.ts + e.dur });
  else if (e.ph === 'B') (open.get(e.name) ?? open.set(e.name, []).get(e.name)).push(e.ts);
  else if (e.ph === 'E') {
    const start = open.get(e.name)?.pop();
    if (start !== undefined) spans.push({ name: e.name, ts: start, end: e.ts });
  }
}
spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
const totals = new Map();
const lastEnd = new Map();
for (const s of spans) {
  const kind = kindOf.get(s.name);
  if (!kind) continue;
  // Style, layout, paint inside a script's call (a forced layout) still count as themselves.
  const key = kind;
  if ((lastEnd.get(key) ?? -1) > s.ts) continue; // inside one of the same kind
  lastEnd.set(key, s.end);
  totals.set(key, (totals.get(key) ?? 0) + (s.end - s.ts) / 1000);
}
const tasks = spans.filter((s) => s.name === 'RunTask' || s.name === 'ThreadControllerImpl::RunTask').sort((a, b) => b.end - b.ts - (a.end - a.ts));
const busy = tasks.reduce((n, t) => n + (t.end - t.ts) / 1000, 0);
console.log(`${file}: main-thread tasks ${busy.toFixed(0)} ms in all`);
for (const [k, t] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(22)} ${t.toFixed(1).padStart(8)} ms`);
// Forced layouts: a Layout or style recalc whose stack is script (inside a FunctionCall).
const scriptSpans = spans.filter((s) => kindOf.get(s.name) === 'script');
const forced = spans.filter((s) => ['Layout', 'UpdateLayoutTree'].includes(s.name) && scriptSpans.some((f) => f.ts <= s.ts && f.end >= s.end));
console.log(`  forced (inside script) style/layout: ${forced.length}, ${forced.reduce((n, s) => n + (s.end - s.ts) / 1000, 0).toFixed(1)} ms`);
console.log('  longest tasks (ms): ' + tasks.slice(0, 8).map((t) => ((t.end - t.ts) / 1000).toFixed(1)).join(', '));
