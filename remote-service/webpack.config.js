/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// remote_service build: same shared map as the host (scripts/webpack/federation.js).
const { createRemoteConfig } = require('../scripts/webpack/federation');

module.exports = (_env, argv = {}) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'remote_service',
    port: 3003,
    mode: argv.mode || 'production',
    exposes: { './routes': './src/routes.ts' },
  });
