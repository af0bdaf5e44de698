/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// The shell as one plain bundle (no federation): the baseline of the login-page benchmark.
const { createSingleBundleHostConfig } = require('../scripts/webpack/federation');

module.exports = (_env, argv = {}) =>
  createSingleBundleHostConfig({ dir: __dirname, mode: argv.mode || 'production' });
