import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way (docs/design.md section 3): shared ← server, shared ← web; a web feature
// does not reach into another feature. Checked on the paths imports resolve to, not on their text.
const features = fs.existsSync('src/web/features') ? fs.readdirSync('src/web/features') : [];
const restrict = (patterns) => ['error', { patterns }];

/** `import type …` (and `export type … from`) vanishes at build time, so it may cross a zone the code may not. */
const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

/** import-x's no-restricted-paths, blind to type-only imports: the web may read the server's types, not its code. */
const noRestrictedValuePaths = {
  ...importX.rules['no-restricted-paths'],
  create(context) {
    const listeners = importX.rules['no-restricted-paths'].create(context);
    return Object.fromEntries(Object.entries(listeners).map(([selector, listener]) => [
      selector,
      (node) => (typeOnly(node) ? undefined : listener(node)),
    ]));
  },
};

const zones = [
  { target: 'src/shared', from: ['src/server', 'src/web'], message: 'src/shared stays independent of server and web.' },
  { target: 'src/server', from: 'src/web', message: 'The server never imports web code.' },
  ...features.map((feature) => ({
    target: `src/web/features/${feature}`,
    from: 'src/web/features',
    except: [`./${feature}`],
    message: 'A feature does not reach into another feature; move shared parts to components/ or lib/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-restricted-value-paths': noRestrictedValuePaths } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'local/no-restricted-value-paths': ['error', {
        zones: [{ target: 'src/web', from: 'src/server', message: 'Only `import type` may cross from server to web.' }],
      }],
      // Type-only imports vanish at build time, and no-cycle does not follow them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['node:*', 'fs', 'path', 'pg', 'http', 'drizzle-orm*', 'react', 'react-*'], message: 'src/shared is pure: no I/O, no framework.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['react', 'react-*'], message: 'The server never imports web code.' },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['node:*', 'pg', 'drizzle-orm*', '@electric-sql/*', 'hono', '@hono/*'], message: 'Server-only package in web code.' },
      ]),
      // Every visible text comes from the catalogues (English and Arabic): no words written into JSX.
      'no-restricted-syntax': ['error',
        { selector: 'JSXText[value=/[A-Za-z\u0600-\u06FF]/]', message: 'Visible text goes through t() and the catalogues (src/web/locales).' },
        { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z\u0600-\u06FF]/]', message: 'Visible text goes through t() and the catalogues (src/web/locales).' },
        { selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-z\u0600-\u06FF]/]', message: 'Labels go through t() and the catalogues (src/web/locales).' },
      ],
    },
  },
);
