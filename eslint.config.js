import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Boundary rules from the architecture brief:
 *   mount → widgets → shared (mocks may use shared types; nothing in shared imports a widget);
 *   no widget imports another; axios only in shared/api; decimal.js only in shared/money;
 *   dangerouslySetInnerHTML only in SafeHtml.
 */
const WIDGET_NAMES = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (patterns, paths = []) => ['error', { patterns, paths }];
const noAxios = { name: 'axios', message: 'HTTP goes through the typed functions in shared/api.' };
const noDecimal = { name: 'decimal.js', message: 'Money arithmetic lives in shared/money.' };
const noWidgetsFromShared = { group: ['**/widgets/**', '**/mount/**'], message: 'shared/ must not import widgets or the loader.' };
const noMocks = { group: ['**/mocks/**'], message: 'Product code must not import the mock store.' };

export default tseslint.config(
  { files: ['*.js', '*.mjs', 'tests/**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  { ignores: ['dist/**', 'node_modules/**', 'mocks/public/**', 'tests/.out/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server HTML renders only through shared/ui/SafeHtml.' },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/api/**', 'shared/money/**', 'shared/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([noWidgetsFromShared, noMocks], [noAxios, noDecimal]) },
  },
  { files: ['shared/api/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict([noWidgetsFromShared, noMocks], [noDecimal]) } },
  { files: ['shared/money/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict([noWidgetsFromShared, noMocks], [noAxios]) } },
  { files: ['shared/ui/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['mount/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [{ group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'The loader contains no React.' }, noMocks],
        [noAxios, noDecimal],
      ),
    },
  },
  // Each widget may import only shared/ and its own folder.
  ...WIDGET_NAMES.map((name) => ({
    files: [`widgets/${name}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          {
            // Relative paths that climb into a sibling widget folder (not into shared/NAME).
            group: WIDGET_NAMES.filter((n) => n !== name).flatMap((n) => [`**/widgets/${n}`, `**/widgets/${n}/**`, `../${n}`, `../${n}/**`, `../../${n}`, `../../${n}/**`, `../../../${n}/**`]),
            message: 'No widget imports another widget; share through shared/.',
          },
          { group: ['**/mount/**'], message: 'Widgets do not import the loader.' },
          noMocks,
        ],
        [noAxios, noDecimal],
      ),
    },
  })),
  { files: ['mocks/**/*.ts'], rules: { 'no-restricted-imports': restrict([{ group: ['**/widgets/**', '**/mount/**'], message: 'mocks may use shared types only.' }]) } },
);
