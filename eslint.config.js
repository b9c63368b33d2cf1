import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way (docs/design.md section 3): shared ← server, shared ← web; a web feature
// does not reach into another feature. Checked on the paths imports resolve to, not on their text.
const features = fs.existsSync('src/web/features') ? fs.readdirSync('src/web/features') : [];
/** Shared code is imported as `#shared/…` (package.json `imports`, decision 0250), never by a relative path. */
const SHARED_BY_ALIAS = { regex: '^(\\.\\.?/)+shared/', message: 'Import src/shared as #shared/… (decision 0250).' };
const restrict = (patterns) => ['error', { patterns: [...patterns, SHARED_BY_ALIAS] }];

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

// The server's floors, lowest first (issue 48 §2). A folder imports values only from folders on a lower floor,
// so no two folders import each other, and a module (`src/server/modules/<x>/`) is reached from outside only
// through its entry file `index.ts`. `import type` is free: it vanishes at build time. Tests and their
// support files may reach anything. See ARCHITECTURE.md, "The floors of the server".
const SERVER_FLOORS = [
  ['http', 'pdf', 'storage'], // the request's plumbing (errors, ids, context), PDF work, file storage
  ['config.ts', 'db'],
  ['events', 'jobs', 'mail', 'modules/trust'], // pub/sub, the job queue, the outbox
  ['auth', 'modules/health'], // sessions, passwords, staff guard and audit
  ['modules/documents', 'modules/live', 'modules/notifications', 'modules/rates', 'modules/users'],
  ['modules/profiles', 'modules/valuation'],
  ['modules/listings'],
  ['modules/matching', 'modules/pages'], // matching ranks and explains; pages serve the web app
  ['modules/deals', 'modules/saved-searches'], // from Interested onwards: introductions, NDA, room
  ['modules/account', 'modules/admin', 'modules/demo', 'modules/services'],
  ['cli.ts', 'job-handlers', 'modules/auth'],
  ['app.ts'], // mounts every router
  ['main.ts', 'testing'],
];
/** Inside a module with rooms, the rooms' own floors, lowest first (decision 0178). */
const MODULE_ROOMS = { 'modules/deals': ['nda', 'room', 'introductions'] };
const floorOf = new Map(SERVER_FLOORS.flatMap((folders, floor) => folders.map((folder) => [folder, floor])));
const SERVER_ROOT = path.resolve('src/server');

/** `modules/<x>` for a module's file, the top folder for others, the file's name at the root. */
function serverFolderOf(file) {
  const parts = path.relative(SERVER_ROOT, file).split(path.sep);
  if (parts[0] === '..' || parts.length === 0) return null;
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
}

const serverFloors = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = serverFolderOf(file);
    if (from === null) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.') || typeOnly(node)) return;
      const target = path.resolve(path.dirname(file), node.source.value);
      const to = serverFolderOf(target);
      if (to === null) return;
      if (to === from) {
        const rooms = MODULE_ROOMS[from];
        const roomOf = (p) => path.relative(path.join(SERVER_ROOT, from), p).split(path.sep)[0];
        const [mine, theirs] = [roomOf(file), roomOf(target)];
        if (rooms && rooms.includes(mine) && rooms.includes(theirs) && mine !== theirs && rooms.indexOf(theirs) > rooms.indexOf(mine)) {
          context.report({ node, message: `src/server/${from}/${mine} may not import its room ${theirs}: the rooms stand ${rooms.join(' ← ')}.` });
        }
        return;
      }
      if (!floorOf.has(from) || !floorOf.has(to)) {
        context.report({ node, message: `Put ${floorOf.has(from) ? to : from} on a floor of SERVER_FLOORS (eslint.config.js).` });
      } else if (floorOf.get(to) >= floorOf.get(from)) {
        context.report({ node, message: `src/server/${from} (floor ${floorOf.get(from)}) may not import src/server/${to} (floor ${floorOf.get(to)}): imports go down the floors of SERVER_FLOORS.` });
      }
      if (to.startsWith('modules/') && target !== path.join(SERVER_ROOT, to, 'index.ts')) {
        context.report({ node, message: `Import ${to} through its entry file, src/server/${to}/index.ts.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

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
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'src/server/testing/**'],
    plugins: { floors: { rules: { 'server-floors': serverFloors } } },
    rules: { 'floors/server-floors': 'error' },
  },
  {
    // Route handlers validate, check who asks, call a service or queries and shape the answer; SQL lives in *.queries.ts.
    files: ['src/server/**/*.handlers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['react', 'react-*'], message: 'The server never imports web code.' },
        { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'], message: 'A handler calls a service or *.queries.ts; SQL lives there.' },
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
