#!/usr/bin/env node
// Runs one of the project's TypeScript tools in Node (Vite's module runner: the same module
// resolution as the build), calling its `main(args)` and exiting with the code it returns.
// Usage: node tools/run-ts.mjs tools/check-store/main.ts [args…]
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/run-ts.mjs FILE.ts [args…]');
  process.exit(2);
}
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'error', server: { perEnvironmentStartupRequests: false } });
const code = await module.main(args);
if (typeof code === 'number') process.exit(code);
