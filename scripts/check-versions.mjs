#!/usr/bin/env node
// Security floors for dependencies, checked over the lockfile (this registry has no audit endpoint).
// Fails when a vulnerable version is resolved anywhere in the workspace.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const floors = {
  axios: '1.20.0',
  dompurify: '3.4.17',
};
// The npm `xlsx` package stopped at 0.18.5 (CVE-2023-30533, CVE-2024-22363); the fixed SheetJS
// builds are published elsewhere, here as the alias @e965/xlsx >= 0.20.2.
const forbidden = [{ name: 'xlsx', below: '0.20.2', why: 'CVE-2023-30533 / CVE-2024-22363' }];

export function compareVersions(a, b) {
  const pa = a.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < 3; i += 1) {
    if (pa[i] !== pb[i]) return pa[i] > pb[i] ? 1 : -1;
  }
  return 0;
}

/** Every `name@version` resolved in a pnpm v9 lockfile's packages section. */
export function resolvedPackages(lockText) {
  const section = lockText.split(/^packages:\s*$/m)[1]?.split(/^snapshots:\s*$/m)[0] ?? '';
  const found = [];
  for (const match of section.matchAll(/^ {2}'?((?:@[^/@\s]+\/)?[^@\s':]+)@([0-9][^:'(\s]*)'?:/gm)) {
    found.push({ name: match[1], version: match[2] });
  }
  return found;
}

export function findViolations(packages) {
  const problems = [];
  for (const { name, version } of packages) {
    if (floors[name] && compareVersions(version, floors[name]) < 0) {
      problems.push(`${name}@${version} is below the floor ${floors[name]}`);
    }
    for (const rule of forbidden) {
      if (name === rule.name && compareVersions(version, rule.below) < 0) {
        problems.push(`${name}@${version} is forbidden (${rule.why})`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = new URL('../pnpm-lock.yaml', import.meta.url);
  const packages = resolvedPackages(readFileSync(lockPath, 'utf8'));
  const required = ['axios', 'dompurify', '@e965/xlsx'];
  const missing = required.filter((name) => !packages.some((p) => p.name === name));
  const problems = [...findViolations(packages), ...missing.map((name) => `${name} is not in the lockfile`)];
  if (problems.length > 0) {
    console.error(`✗ dependency security floors:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const summary = required
    .map((name) => packages.filter((p) => p.name === name).map((p) => `${name}@${p.version}`))
    .flat();
  console.log(`✓ dependency security floors hold (${packages.length} packages; ${summary.join(', ')})`);
}
