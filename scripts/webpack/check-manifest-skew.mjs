#!/usr/bin/env node
// CI check (issue 33 item 4, the version-skew gate at build time): every remote's BUILT
// mf-manifest.json must ask only for shared versions the host's built manifest provides. A remote
// built against another React, antd or `shared` major would otherwise reach production and fail in
// the browser (strictVersion, scripts/webpack/federation.js) or, without it, run on a copy it was
// not built for. check-shared-ranges.mjs compares the workspace's package.json ranges before the
// build; this compares what the builds really declare, as the host's runtime sees them.
//   node scripts/webpack/check-manifest-skew.mjs                        (the workspace's dist folders)
//   node scripts/webpack/check-manifest-skew.mjs --host h.json r1.json r2.json ...
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { satisfies } from './check-shared-ranges.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, STRICT_SINGLETON_PACKAGES } = require('./federation.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `antd/es/form` → `antd`, `@ant-design/icons/es/x` → `@ant-design/icons`, `shared/widgets` → `shared`. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What is wrong between a host's manifest and a remote's: each shared module the remote requires
 * with a range the host's provided version does not satisfy, and each strict singleton the remote
 * requires that the host does not provide at all (the remote would load a second copy).
 * @example
 * manifestSkew(readJson('host/dist/mf-manifest.json'), readJson('remote-orders/dist/mf-manifest.json'));
 * // ['remote_orders: shared requires ^2.0.0, the host provides 1.0.0']
 */
export function manifestSkew(host, remote) {
  const provided = new Map((host.shared ?? []).map((entry) => [entry.name, entry.version]));
  const problems = [];
  for (const entry of remote.shared ?? []) {
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || !range) continue; // requiredVersion false: any version
    const hostVersion = provided.get(entry.name);
    if (hostVersion === undefined) {
      // a module the host does not provide (antd's color-picker) loads the remote's own copy;
      // a whole strict singleton must not (a second React, store or i18n instance)
      if (STRICT_SINGLETON_PACKAGES.includes(entry.name) || /^shared(\/|$)/.test(entry.name))
        problems.push(`${remote.name}: requires ${entry.name}@${range}, the host does not provide it`);
      continue;
    }
    if (!satisfies(hostVersion, range)) {
      const strict = STRICT_SINGLETON_PACKAGES.includes(packageOf(entry.name)) ? ' (strict singleton)' : '';
      problems.push(
        `${remote.name}: ${entry.name} requires ${range}, the host provides ${hostVersion}${strict}`,
      );
    }
  }
  return problems;
}

function readManifest(file) {
  if (!fs.existsSync(file)) throw new Error(`no manifest at ${file}: build first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The problems of every remote manifest against the host manifest (files). */
export function checkManifests({
  hostManifest = path.join(root, 'host', 'dist', 'mf-manifest.json'),
  remoteManifests = Object.values(REMOTES).map((remote) =>
    path.join(root, remote.dir, 'dist', 'mf-manifest.json'),
  ),
} = {}) {
  const host = readManifest(hostManifest);
  return remoteManifests.flatMap((file) => manifestSkew(host, readManifest(file)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const options = args[0] === '--host' ? { hostManifest: args[1], remoteManifests: args.slice(2) } : {};
  let problems;
  try {
    problems = checkManifests(options);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (problems.length) {
    console.error(
      `Remotes built against shared versions the host does not provide:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`built manifests: every remote's shared ranges are satisfied by the host's versions`);
}
