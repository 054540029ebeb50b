#!/usr/bin/env node
/**
 * Reads a CPU profile (`*.cpuprofile`, as BENCH_PROFILE / BENCH_PROFILE_LOAD write) and prints
 * where the time went: the functions with the most self time, and the most total time (a function
 * and what it called), in ms of the profile's own clock.
 *
 *   node tests/bench/profile-summary.mjs /tmp/p-20.cpuprofile [top=25]
 */
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Each sample's time is the gap to the next one.
const selfMs = new Map();
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + dt);
});
const name = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map();
const total = new Map();
let all = 0;
let idle = 0;
for (const [id, t] of selfMs) {
  const n = byId.get(id);
  all += t;
  if (['(idle)', '(program)'].includes(n.callFrame.functionName)) idle += t;
  self.set(name(n), (self.get(name(n)) ?? 0) + t);
  // Total: once per distinct name on the stack.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = name(byId.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + t);
  }
}
const print = (title, m) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${t.toFixed(1).padStart(8)} ms  ${k}`);
};
console.log(`${file}: ${all.toFixed(0)} ms sampled, ${idle.toFixed(0)} ms idle or outside JS`);
print('self time', self);
print('total time', total);
