// Unit tests (jsdom) for the frontends and node tests for the gateway, in one jest run.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
// These projects' tests also fail on console.error (React act() warnings and the like). host,
// remote-finance and remote-account still log act() warnings: add each once it runs clean.
const failOnConsoleError = new Set(['shared', 'remote-orders', 'remote-service']);
const frontend = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!.pnpm)(?!(@e965|dayjs|antd|@ant-design|rc-|@rc-component|@babel/runtime)/)',
  ],
  setupFilesAfterEnv: [
    '<rootDir>/../scripts/jest/setup-dom.ts',
    '<rootDir>/../scripts/jest/languages.ts',
    ...(failOnConsoleError.has(name) ? ['<rootDir>/../scripts/jest/failOnConsoleError.ts'] : []),
  ],
  moduleNameMapper: { '\\.(css|less)$': '<rootDir>/../scripts/jest/style-stub.js' },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // testTimeout is a global option (a project-level one is ignored); gateway suites boot PGlite.
  testTimeout: 60000,
  // the default report, then the slowest files (CI prints where the suite's time goes)
  reporters: ['default', '<rootDir>/scripts/jest/slowest-files-reporter.js'],
  projects: [
    ...['shared', 'host', 'remote-orders', 'remote-finance', 'remote-service', 'remote-account'].map(
      frontend,
    ),
    {
      displayName: 'gateway',
      rootDir: '<rootDir>/gateway',
      testEnvironment: 'node',
      transform: {
        '^.+\\.(t|j)sx?$': swc,
        // PGlite's CJS build uses import() for Node built-ins; jest's VM needs them as require().
        '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/pglite-cjs-transform.js',
      },
      // ESM-only packages the gateway tests load (light-my-request's cookie) are compiled to CJS too.
      transformIgnorePatterns: ['^(?!.*(@electric-sql/pglite/dist/|/node_modules/cookie/)).*/node_modules/'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest/tenant-guard.ts'],
      testTimeout: 30000,
    },
  ],
};
