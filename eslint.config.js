import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Boundary rules from the architecture brief:
 *   mount → widgets → shared (mocks may use shared types; nothing in shared imports a widget);
 *   no widget imports another; axios and raw HTTP (fetch, XMLHttpRequest, sendBeacon) only in shared/api;
 *   decimal.js only in shared/money; dangerouslySetInnerHTML only in SafeHtml.
 */
const WIDGET_NAMES = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

/**
 * The boundaries, checked on RESOLVED file paths (import-x/no-restricted-paths with the
 * TypeScript resolver), so that no spelling of a path gets around them: deep `../../../`,
 * `import()`, a package's inner file (`decimal.js/decimal.mjs`), an extension or an index.
 *   kit     = shared/{runtime,config,api,money,ui,data}: imports no domain;
 *   domains = every other folder of shared/: import the kit and other domains' index.ts only;
 *   widgets import the kit and domains' index.ts only, never another widget or the loader;
 *   shared/ imports no widget and not the loader; product code never imports mocks/;
 *   axios only in shared/api, decimal.js only in shared/money, React never in mount/ (raw HTTP:
 *   see noRawHttp below).
 */
const KIT = ['runtime', 'config', 'api', 'money', 'ui', 'data', 'texts'];
const DOMAINS = readdirSync(new URL('./shared', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !KIT.includes(d.name))
  .map((d) => d.name);
const PRODUCT = ['./mount', './widgets', './shared'];
/**
 * A domain's public faces beyond its index.ts: what only some pages use, kept apart so that a page
 * importing the domain's index does not carry it (every export of an index.ts is part of the
 * start of a page that imports it, bundle.config.ts).
 */
const FACES = { cart: ['./editing.ts', './lines.ts', './checkout.ts'], product: ['./card.ts'] };
const faces = (domain) => ['./index.ts', ...(FACES[domain] ?? [])];
/**
 * A package's folder as the resolver reports it: node_modules may be a link (a git worktree shares
 * the main checkout's), and the resolver follows links, so the zones name both spellings.
 */
const NODE_MODULES = realpathSync(new URL('./node_modules', import.meta.url));
const pkg = (...names) => [...new Set(names.flatMap((name) => [`./node_modules/${name}`, join(NODE_MODULES, name)]))];
const outside = (folder) => [...PRODUCT.filter((p) => p !== './shared'), ...readdirSync(new URL('./shared', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== folder)
  .map((d) => `./shared/${d.name}`)];
const zones = [
  ...WIDGET_NAMES.map((name) => ({ target: `./widgets/${name}`, from: './widgets', except: [`./${name}`], message: 'No widget imports another widget; share through shared/.' })),
  { target: './widgets', from: './mount', message: 'Widgets do not import the loader.' },
  ...DOMAINS.map((domain) => ({ target: './widgets', from: `./shared/${domain}`, except: faces(domain), message: `Widgets use the ${domain} domain through shared/${domain}/index.ts${FACES[domain] ? ` (or ${FACES[domain].join(', ')})` : ''}.` })),
  ...DOMAINS.flatMap((domain) =>
    DOMAINS.filter((other) => other !== domain).map((other) => ({ target: `./shared/${domain}`, from: `./shared/${other}`, except: faces(other), message: `Domains use each other through their index.ts (shared/${other}/index.ts).` })),
  ),
  { target: KIT.map((k) => `./shared/${k}`), from: DOMAINS.map((d) => `./shared/${d}`), message: 'The kit (runtime, config, api, money, ui, data) imports no domain.' },
  { target: './shared', from: ['./widgets', './mount'], message: 'shared/ must not import widgets or the loader.' },
  { target: PRODUCT, from: './mocks', message: 'Product code must not import the mock store.' },
  { target: outside('api'), from: pkg('axios'), message: 'HTTP goes through the typed functions in shared/api.' },
  { target: outside('money'), from: pkg('decimal.js'), message: 'Money arithmetic lives in shared/money.' },
  { target: './mount', from: pkg('react', 'react-dom', 'scheduler'), message: 'The loader contains no React.' },
];
/**
 * Raw HTTP bypasses the one client (base URL, headers, errors, retries, aborts): outside shared/api,
 * product code neither calls fetch nor opens an XMLHttpRequest, an EventSource or a beacon, under
 * any spelling (`fetch`, `window.fetch`, `globalThis.fetch`, `navigator.sendBeacon`, …).
 */
const HTTP_MESSAGE = 'HTTP goes through the typed functions in shared/api.';
const HTTP_GLOBALS = ['fetch', 'XMLHttpRequest', 'EventSource'];
const noRawHttpGlobals = HTTP_GLOBALS.map((name) => ({ name, message: HTTP_MESSAGE }));
const noRawHttpProperties = [
  ...['window', 'globalThis', 'self'].flatMap((object) => HTTP_GLOBALS.map((property) => ({ object, property, message: HTTP_MESSAGE }))),
  { property: 'sendBeacon', message: HTTP_MESSAGE },
];
/** The packages only one folder may import (the resolved-path zones above say the same). */
const AXIOS = { group: ['axios', 'axios/*'], message: HTTP_MESSAGE };
const DECIMAL = { group: ['decimal.js', 'decimal.js/*'], message: 'Money arithmetic lives in shared/money.' };
/** Writing HTML into the page bypasses SafeHtml (DOMPurify). */
const noRawHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server HTML renders only through shared/ui/SafeHtml.' },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: 'Server HTML renders only through shared/ui/SafeHtml.' },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/]", message: 'Server HTML renders only through shared/ui/SafeHtml.' },
];

export default tseslint.config(
  { files: ['*.js', '*.mjs', 'tests/**/*.mjs', 'php/**/*.mjs', 'tools/**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  { ignores: ['dist/**', 'preview-dist/**', 'node_modules/**', 'mocks/public/**', 'tests/.out/**', 'coverage/**', 'tests/bench/.tmp/**', '.tmp/**'] },
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
    },
  },
  {
    files: ['mount/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      'no-restricted-syntax': ['error', ...noRawHtml],
      'no-restricted-globals': ['error', ...noRawHttpGlobals],
      'no-restricted-properties': ['error', ...noRawHttpProperties],
      // Belt and braces for the packages, whatever the resolver finds.
      'no-restricted-imports': restrict([AXIOS, DECIMAL]),
    },
  },
  { files: ['shared/api/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off', 'no-restricted-imports': restrict([DECIMAL]) } },
  { files: ['shared/money/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict([AXIOS]) } },
  { files: ['shared/ui/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['mount/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'The loader contains no React.' },
        { group: ['axios', 'axios/*', 'decimal.js', 'decimal.js/*'], message: 'The loader makes no calls and no money.' },
      ]),
    },
  },
  { files: ['mocks/**/*.ts'], rules: { 'no-restricted-imports': restrict([{ group: ['**/widgets/**', '**/mount/**'], message: 'mocks may use shared types only.' }]) } },
);
