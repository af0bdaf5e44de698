// One lint config for the whole workspace. The import rules keep the federation honest:
// a remote never reaches into the host or into another remote; everything common goes through `shared`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
