import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One id per `vitest run`: test files that build the preview reuse a build of the same run (preview-server.ts). */
    browserRun: string;
  }
}

/**
 * Browser tests run on the production bundle. `npm test` builds once before them and sets
 * PF_BUILT=1; run alone (`npx vitest run --project browser`) they build here. PF_DIST builds into
 * (and tests) another folder, so that two runs at once do not share one dist/.
 */
export default function setup(project: TestProject): void {
  project.provide('browserRun', randomUUID());
  const root = resolve(import.meta.dirname, '../..');
  const dist = process.env.PF_DIST ?? resolve(root, 'dist');
  if (process.env.PF_BUILT === '1' && existsSync(resolve(dist, 'partsfront.js'))) return;
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test; the bundle under test must be the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
