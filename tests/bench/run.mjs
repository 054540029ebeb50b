#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark in this folder (`*.bench.mjs`), one after another (they share
 * the CPU, so never at once), each printing its figures. Exits non-zero when any missed its goal.
 * `npm run bench -- orders` runs only the benchmarks whose file name contains "orders".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const here = import.meta.dirname;
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();
const missed = [];
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, [resolve(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) missed.push(file);
}
console.log(missed.length ? `\nMissed their goal: ${missed.join(', ')}` : `\nAll ${benches.length} benchmarks met their goals.`);
process.exit(missed.length ? 1 : 0);
