/* eslint-disable @typescript-eslint/no-require-imports -- jest loads transformers as CommonJS */
// PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's VM refuses
// without --experimental-vm-modules. This rewrites those calls into require() for the gateway tests.
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const SELF = readFileSync(__filename);

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update(SELF).update(filename).update(source).digest('hex');
  },
  process(source) {
    // A hoisted `var require` inside PGlite's functions shadows the module's require: keep an alias.
    return {
      code:
        'const __pgliteRequire = require;\n' +
        source.replace(
          BUILTIN_IMPORT,
          (_match, _quote, name) =>
            `Promise.resolve().then(() => { const m = __pgliteRequire(${JSON.stringify(name)}); return Object.create(m, { default: { value: m, enumerable: true } }); })`,
        ),
    };
  },
};
