import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Browser tests run on the production bundle. `npm test` builds once before them and sets
 * PF_BUILT=1; run alone (`npx vitest run --project browser`) they build here.
 */
export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  if (process.env.PF_BUILT === '1' && existsSync(resolve(root, 'dist/partsfront.js'))) return;
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test; the bundle under test must be the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
