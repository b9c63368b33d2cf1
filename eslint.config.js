import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way (DESIGN.md section 3): shared ← server, shared ← web; a web feature
// does not reach into another feature.
const features = fs.existsSync('src/web/features') ? fs.readdirSync('src/web/features') : [];
const restrict = (patterns) => ['error', { patterns }];

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
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**'], message: 'src/shared stays independent of server and web.' },
        { group: ['node:*', 'fs', 'path', 'pg', 'http', 'drizzle-orm*', 'react', 'react-*'], message: 'src/shared is pure: no I/O, no framework.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['**/web/**', 'react', 'react-*'], message: 'The server never imports web code.' },
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
        { group: ['**/server/**'], allowTypeImports: true, message: 'Only `import type` may cross from server to web.' },
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
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['**/server/**'], allowTypeImports: true, message: 'Only `import type` may cross from server to web.' },
        { group: ['node:*', 'pg', 'drizzle-orm*', '@electric-sql/*', 'hono', '@hono/*'], message: 'Server-only package in web code.' },
        {
          group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
          message: 'A feature does not reach into another feature; move shared parts to components/ or lib/.',
        },
      ]),
    },
  })),
);
