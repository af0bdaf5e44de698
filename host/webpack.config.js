/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS webpack config */
// Host shell build: see scripts/webpack/federation.js.
const { createHostConfig } = require('../scripts/webpack/federation');

module.exports = (_env, argv = {}) => createHostConfig({ dir: __dirname, mode: argv.mode || 'production' });
