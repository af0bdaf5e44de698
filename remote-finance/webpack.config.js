/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// remote_finance build: same shared map as the host (scripts/webpack/federation.js).
const { createRemoteConfig } = require('../scripts/webpack/federation');

module.exports = (_env, argv = {}) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'remote_finance',
    port: 3002,
    mode: argv.mode || 'production',
    exposes: { './routes': './src/routes.ts' },
  });
