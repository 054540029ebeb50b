#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, each counted:
 *   type check, lint, unit + component tests (jsdom + MSW), production build, size budgets,
 *   browser tests (Chromium on the built bundle).
 * Ends with one line `N passed, N failed` (tests plus checks) and exits non-zero on any failure.
 * `npm test -- --quick` skips the build and browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const out = resolve(root, 'tests/.out');
mkdirSync(out, { recursive: true });
const quick = process.argv.includes('--quick');

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${[cmd.replace(root + '/', ''), ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function vitest(project, env = {}) {
  const report = resolve(out, `${project}.json`);
  rmSync(report, { force: true });
  const ok = run(`${project} tests`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (!existsSync(report)) {
    failed++;
    failures.push(`${project} tests (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (r.numFailedTests) failures.push(`${r.numFailedTests} ${project} test(s)`);
  if (!ok && r.numFailedTests === 0) {
    failed++;
    failures.push(`${project} run (suite error)`);
  }
  if (r.numTotalTests === 0) {
    failed++;
    failures.push(`${project}: no test ran`);
  }
}

check('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
vitest('unit');
if (!quick) {
  const built = run('build', bin('vite'), ['build'], { NODE_ENV: 'production' });
  if (built) passed++;
  else {
    failed++;
    failures.push('build');
  }
  if (built) {
    check('size budgets', process.execPath, [resolve(root, 'tests/budgets/check-sizes.mjs')]);
    vitest('browser', { PF_BUILT: '1' });
  }
}

console.log(`\n${failures.length ? `Failed: ${failures.join('; ')}` : 'Everything passed.'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
