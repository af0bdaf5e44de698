// One lint config for the whole workspace. The import rules keep the federation honest:
// a remote never reaches into the host or into another remote; everything common goes through `shared`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const apps = ['host', 'remote-orders', 'remote-finance', 'remote-service', 'remote-account'];

const boundaryRules = apps.map((app) => {
  const others = apps.filter((other) => other !== app);
  const forbidden = app === 'host' ? others : others; // the host knows remotes only by name at runtime
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [name, `${name}/*`, `**/${name}/**`, `**/${name}`],
              message: `${app} must not import ${name}: share code through the \`shared\` package.`,
            })),
            {
              group: ['gateway', 'gateway/*', '**/gateway/src/**'],
              message: 'Frontends use the generated API types in `shared`, never gateway code.',
            },
            ...(app === 'host'
              ? []
              : [
                  {
                    group: ['axios'],
                    message: "Remotes call the gateway through `shared`'s http client (get, post, request).",
                  },
                  {
                    group: ['@reduxjs/toolkit'],
                    message:
                      'Remotes use the store through `shared` (useAppSelector, injectReducer): the toolkit is not a federated module.',
                  },
                  {
                    group: ['react-router-dom', 'react-router'],
                    message:
                      'Remotes take the router (Link, useNavigate, ...) from `shared`: the host owns the one router instance.',
                  },
                ]),
          ],
        },
      ],
    },
  };
});

const remotes = apps.filter((app) => app !== 'host');

/** The feature folders of a remote: one per route, plus `common/` for what several routes use. */
function folders(remote) {
  return readdirSync(new URL(`./${remote}/src`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// Feature zones (as bulletproof-react): a route's folder imports only `shared`, its remote's
// `common/`, the remote's namespace (`i18n.ts`) and itself; `common/` imports no feature folder. A test
// may render a page of a sibling folder (the address book's test renders both address pages).
const featureZones = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: folders(remote).map((folder) => ({
          target: `./${remote}/src/${folder}`,
          from: `./${remote}/src`,
          except: [...new Set([`./${folder}`, './common', './i18n.ts'])],
          message:
            folder === 'common'
              ? 'common/ is what several routes use: it imports no route folder.'
              : `A route folder imports only itself, its remote's common/ and shared: move what ${folder} needs from another route into common/.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-single/**',
      '**/.data/**',
      'gateway/drizzle/**',
      'shared/src/api/schema.d.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['host', 'remote-*', '**/host/src/**', '**/remote-*/src/**', '**/gateway/src/**'],
              message: '`shared` depends on no app.',
            },
          ],
        },
      ],
    },
  },
  ...boundaryRules,
  {
    // A list is shown with the one list recipe (shared/widgets: ListScreen, or PagedTable with
    // tableColumns), never with antd's Table directly. The files below show no list: a fixed set of
    // rows inside a detail or a workflow step (a batch's lines, a statement's lines, a quote, a
    // calendar, an upload's preview), where the list's pager, search and states do not apply.
    files: apps.map((app) => `${app}/src/**/*.tsx`),
    ignores: [
      '**/*.test.tsx',
      'remote-account/src/common/addressBook/ImportDialog.tsx',
      'remote-finance/src/codeReconciliation/SettlementMatching.tsx',
      'remote-finance/src/codeReconciliation/UploadDisputes.tsx',
      'remote-finance/src/codeReconciliation/BatchLines.tsx',
      'remote-finance/src/codBillpage/PayoutCalendar.tsx',
      'remote-finance/src/monthlyStatement/StatementDrawer.tsx',
      'remote-finance/src/monthlyStatement/StatementHistory.tsx',
      'remote-orders/src/freightInquiry/QuoteTable.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd/es/table',
              allowTypeImports: true,
              message:
                'A list uses the shared recipe (ListScreen, or PagedTable with tableColumns from shared/widgets), not a raw antd Table.',
            },
          ],
        },
      ],
    },
  },
  ...featureZones,
  {
    // no import cycle inside an app (the host and each remote)
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
