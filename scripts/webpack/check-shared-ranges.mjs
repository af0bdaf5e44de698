#!/usr/bin/env node
// CI check (ARCHITECTURE §2): every remote's declared range of a shared singleton must be satisfied
// by the version installed for the host; otherwise the remote would run against a host copy it does
// not accept. Zero dependencies: a small semver subset (exact, ^, ~, x, >=, <, ||, spaces, workspace:).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { SINGLETON_PACKAGES, REMOTES } = require('./federation.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const parse = (v) => {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-([\w.-]+))?/.exec(v.trim());
  if (!m) return null;
  const part = (s) => (s === undefined || s === 'x' || s === '*' ? null : Number(s));
  return { major: Number(m[1]), minor: part(m[2]), patch: part(m[3]), pre: m[4] ?? null };
};
const cmp = (a, b) => a.major - b.major || (a.minor ?? 0) - (b.minor ?? 0) || (a.patch ?? 0) - (b.patch ?? 0);

function satisfiesComparator(version, comp) {
  if (comp === '' || comp === '*' || comp === 'x' || comp === 'latest') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comp);
  const op = m[1] || '=';
  const r = parse(m[2]);
  if (!r) throw new Error(`unsupported range part "${comp}"`);
  const c = cmp(version, r);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^': {
      if (c < 0) return false;
      if (r.major > 0 || r.minor === null) return version.major === r.major;
      if (r.minor > 0 || r.patch === null) return version.major === 0 && version.minor === r.minor;
      return cmp(version, r) === 0;
    }
    case '~':
      return c >= 0 && version.major === r.major && (r.minor === null || version.minor === r.minor);
    default: // '=' or a partial version like 1.2 / 1.x
      return (
        version.major === r.major &&
        (r.minor === null || version.minor === r.minor) &&
        (r.patch === null || version.patch === r.patch)
      );
  }
}

export function satisfies(versionString, range) {
  const version = parse(versionString);
  if (!version) return false;
  return range.split('||').some((set) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(set);
    const comps = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : set
          .trim()
          .split(/\s+(?=[\^~<>=\d])/)
          .filter(Boolean);
    return comps.every((c) => satisfiesComparator(version, c.replace(/\s+/g, '')));
  });
}

function installedVersion(appDir, name) {
  if (name === 'shared')
    return JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version;
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

export function checkSharedRanges({ hostDir = path.join(root, 'host'), remoteDirs } = {}) {
  const dirs = remoteDirs || Object.values(REMOTES).map((r) => path.join(root, r.dir));
  const problems = [];
  for (const dir of dirs) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
    for (const name of SINGLETON_PACKAGES) {
      const range = deps[name];
      if (!range || range.startsWith('workspace:')) continue;
      let hostVersion;
      try {
        hostVersion = installedVersion(hostDir, name);
      } catch {
        problems.push(`${pkg.name}: declares ${name}@${range} but the host has no ${name} installed`);
        continue;
      }
      if (!satisfies(hostVersion, range)) {
        problems.push(`${pkg.name}: declares ${name}@${range}, host has ${hostVersion}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = checkSharedRanges();
  if (problems.length) {
    console.error('Shared singleton ranges the host cannot satisfy:\n  ' + problems.join('\n  '));
    process.exit(1);
  }
  console.log('shared singleton ranges: ok');
}
