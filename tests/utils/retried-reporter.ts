import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * CI retries a failed unit test once (vitest.config.ts): a test that passes only on its retry is
 * flaky, not green. This reporter writes their names to `tests/.out/retried-PROJECT.txt`, and
 * `npm test` (tests/run-all.mjs) prints them at the end of its log, where they get fixed.
 */
export default class RetriedReporter implements Reporter {
  private retried = new Map<string, string[]>();

  onTestCaseResult(test: TestCase): void {
    const retries = test.diagnostic()?.retryCount ?? 0;
    if (retries === 0 || test.result().state !== 'passed') return;
    const project = test.project.name || 'default';
    const names = this.retried.get(project) ?? [];
    names.push(`${test.module.relativeModuleId} > ${test.fullName}`);
    this.retried.set(project, names);
  }

  onTestRunEnd(): void {
    const out = resolve(import.meta.dirname, '../.out');
    mkdirSync(out, { recursive: true });
    for (const [project, names] of this.retried) writeFileSync(resolve(out, `retried-${project}.txt`), names.join('\n') + '\n');
  }
}
