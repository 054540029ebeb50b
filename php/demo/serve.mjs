#!/usr/bin/env node
/**
 * `npm run demo:php`: the PHP embed demo on this machine (Debian's php-cli). Builds the bundle
 * when dist/ has none, starts the mock store (Node, the same handlers as the tests), the CDN
 * (`php -S` serving dist/ on :8081) and the store (`php -S` with php/demo/router.php on :8080),
 * and prints the product page's address. Ctrl+C stops all three.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const dist = process.env.PF_DIST ?? resolve(root, 'dist');
const STORE_PORT = Number(process.env.STORE_PORT ?? 8080);
const CDN_PORT = Number(process.env.CDN_PORT ?? 8081);

if (spawnSync('php', ['--version']).status !== 0) {
  console.error('php is missing: apt-get install php-cli');
  process.exit(1);
}
if (!existsSync(resolve(dist, '.vite/manifest.json'))) {
  spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', dist], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

// The mock store's TypeScript, loaded through Vite's SSR loader.
const vite = await createServer({ root, configFile: false, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true } });
const { startMockStore } = await vite.ssrLoadModule('/php/demo/mock-store.ts');
const mockStore = await startMockStore();

const cdn = `http://127.0.0.1:${CDN_PORT}/partsfront/`;
const router = resolve(root, 'php/demo/router.php');
const php = [
  spawn('php', ['-S', `127.0.0.1:${CDN_PORT}`, router], { env: { ...process.env, PF_DIST: dist }, stdio: 'ignore' }),
  spawn('php', ['-S', `127.0.0.1:${STORE_PORT}`, router], { env: { ...process.env, PF_DIST: dist, PF_CDN: cdn, PF_MOCK_STORE: mockStore.url }, stdio: 'inherit' }),
];
console.log(`\nThe theme's product page: http://127.0.0.1:${STORE_PORT}/product.php  (bundle from ${cdn})\n`);

const stop = async () => {
  for (const child of php) child.kill();
  await mockStore.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
