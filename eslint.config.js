import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under a directory: the area folders of pages/ and modules/ (a unit test keeps them routes.tsv area keys). */
function foldersIn(dir) {
  return fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** pages/shared holds the shared-area screens and the pieces several areas use (lot lists, console, bonus). */
const SHARED_PAGES = 'shared';
const PAGE_AREAS = foldersIn('./apps/web/src/pages/');
const SERVER_MODULES = foldersIn('./apps/server/src/modules/');
const SERVER_OTHER = foldersIn('./apps/server/src/').filter(
  (name) => name !== 'modules' && name !== 'platform',
);
const moduleFaces = (except) =>
  SERVER_MODULES.filter((name) => name !== except).map((name) => `./${name}/index.ts`);

/** One home per area: a page folder imports only itself and pages/shared; pages/shared imports no area. */
const pageAreaZones = PAGE_AREAS.map((area) => ({
  target: `./apps/web/src/pages/${area}`,
  from: './apps/web/src/pages',
  except: area === SHARED_PAGES ? [`./${SHARED_PAGES}`] : [`./${area}`, `./${SHARED_PAGES}`],
  message:
    area === SHARED_PAGES
      ? 'pages/shared is used by the areas and imports none of them.'
      : 'A page folder imports only its own folder and pages/shared.',
}));

/** A server module is used through its index.ts (its public face); platform code imports no area module. */
const serverModuleZones = [
  ...SERVER_MODULES.map((name) => ({
    target: `./apps/server/src/modules/${name}`,
    from: './apps/server/src/modules',
    except: [`./${name}`, ...moduleFaces(name)],
    message: 'Another module is imported through its index.ts, never its internals.',
  })),
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/modules',
    message: 'Platform code (auth, storage, map…) never imports an area module.',
  },
  ...SERVER_OTHER.map((name) => ({
    target: `./apps/server/src/${name}`,
    from: './apps/server/src/modules',
    except: moduleFaces(''),
    message: 'A module is imported through its index.ts, never its internals.',
  })),
];

const serverAreaBoundary = {
  files: ['apps/server/**/*.ts'],
  rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones }] },
};

/** Import boundaries (STYLE.md): core imports no React, Node or database; the apps never import each other. */
const coreBoundary = {
  files: ['packages/core/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^node:', message: 'packages/core must stay isomorphic: no Node built-ins.' },
          {
            regex: '^(react|react-dom|antd|@ant-design/.*|@tanstack/.*|zustand)(/.*)?$',
            message: 'packages/core imports no React.',
          },
          {
            regex: '^(kysely|pg|better-sqlite3|fastify|@fastify/.*)(/.*)?$',
            message: 'packages/core imports no server or database code.',
          },
          { regex: '^@console/(web|server)', message: 'packages/core imports neither app.' },
          { regex: '(^|/)apps/', message: 'packages/core imports neither app.' },
        ],
      },
    ],
  },
};

const serverBoundary = {
  files: ['apps/server/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@console/web', message: 'The apps never import each other.' },
          { regex: '(^|/)web/', message: 'The apps never import each other.' },
          { regex: '^(react|antd)(/.*)?$', message: 'The server imports no React.' },
        ],
      },
    ],
  },
};

const webBoundary = {
  files: ['apps/web/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@console/server', message: 'The apps never import each other.' },
          { regex: '(^|/)server/', message: 'The apps never import each other.' },
          {
            regex: '^(kysely|pg|better-sqlite3|fastify)(/.*)?$',
            message: 'The web app imports no server code.',
          },
        ],
      },
    ],
    // app -> pages -> resources -> widgets -> lib -> core; nothing imports upwards.
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './apps/web/src/widgets',
            from: './apps/web/src/pages',
            message: 'Widgets never import pages.',
          },
          {
            target: './apps/web/src/widgets',
            from: './apps/web/src/app',
            message: 'Widgets never import the app.',
          },
          { target: './apps/web/src/lib', from: './apps/web/src/pages', message: 'lib never imports pages.' },
          {
            target: './apps/web/src/lib',
            from: './apps/web/src/widgets',
            message: 'lib never imports widgets.',
          },
          { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib never imports the app.' },
          {
            target: './apps/web/src/pages',
            from: './apps/web/src/app',
            message: 'Pages never import the app shell.',
          },
          {
            target: './apps/web/src/resources',
            from: './apps/web/src/pages',
            message: 'Resource screens never import pages.',
          },
          {
            target: './apps/web/src/resources',
            from: './apps/web/src/app',
            message: 'Resource screens never import the app.',
          },
          {
            target: './apps/web/src/widgets',
            from: './apps/web/src/resources',
            message: 'Widgets never import resource screens.',
          },
          {
            target: './apps/web/src/lib',
            from: './apps/web/src/resources',
            message: 'lib never imports resource screens.',
          },
          ...pageAreaZones,
        ],
      },
    ],
  },
};

const ROW_CAST = 'A row is typed by its definition (RowOf<typeof resource>): read the field, do not cast it.';
/** Casting a row's field in a page means its type was lost: type the row from its definition instead. */
const typedRows = {
  files: ['apps/web/src/pages/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.name=/^(String|Number)$/] > MemberExpression.arguments[object.name=/^(row|record|current)$/]',
        message: ROW_CAST,
      },
      {
        selector: 'TSAsExpression > MemberExpression.expression[object.name=/^(row|record|current)$/]',
        message: ROW_CAST,
      },
      {
        selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='ResourceRow']",
        message: ROW_CAST,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/area/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/core/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  coreBoundary,
  serverBoundary,
  webBoundary,
  serverAreaBoundary,
  typedRows,
);
