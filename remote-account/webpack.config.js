/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// remote_account build: same shared map as the host (scripts/webpack/federation.js).
const { createRemoteConfig } = require('../scripts/webpack/federation');

module.exports = (_env, argv = {}) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'remote_account',
    port: 3004,
    mode: argv.mode || 'production',
    exposes: { './routes': './src/routes.ts' },
  });
