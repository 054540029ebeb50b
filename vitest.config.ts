import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { versionStamp } from './build/version-stamp.ts';

/**
 * Two projects:
 * - `unit`: unit and component tests in jsdom, against the mock store through msw/node.
 * - `browser`: flows in Debian's Chromium on the built bundle (run after `vite build`).
 */
export default defineConfig({
  // versionStamp: the tests see the Partsfront.version a build stamps.
  plugins: [react(), versionStamp()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'mount/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          restoreMocks: true,
          // Room for a few findBy waits of up to 10 s each (tests/setup/unit.ts) on a loaded machine.
          testTimeout: 30000,
          // On CI a failed test runs once more; one that passes only then is printed by name at the
          // end of `npm test` as flaky (tests/utils/retried-reporter.ts), to be fixed, not ignored.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 120000,
          // As the unit tests: once more on CI, and named at the end of `npm test` when only the retry passed.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
