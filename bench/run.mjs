#!/usr/bin/env node
// `npm run bench`: runs every benchmark against the built portal and writes JSON to bench/results/.
// Targets are recorded next to the figures; nothing here fails a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const suites = {
  foundation: () => import('./foundation.mjs'),
  'widgets-list': () => import('./widgets-list.mjs'),
  'widgets-network': () => import('./widgets-network.mjs'),
  import: () => import('./import.mjs'),
  'orders-paging': () => import('./orders-paging.mjs'),
  labels: () => import('./labels.mjs'),
  exports: () => import('./exports.mjs'),
  load: () => import('./load.mjs'),
  service: () => import('./service.mjs'),
  account: () => import('./account.mjs'),
  finance: () => import('./finance.mjs'),
  startup: () => import('./startup.mjs'),
};

/** Suites that seed and read PostgreSQL (bench/seed.mjs): skipped, with one line, when it is not there. */
const needsPostgres = new Set([
  'orders-paging',
  'labels',
  'load',
  'exports',
  'service',
  'account',
  'finance',
]);

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const chosen = Object.keys(suites).filter((name) => !wanted.length || wanted.includes(name));
let postgresMissing = null;
if (chosen.some((name) => needsPostgres.has(name))) {
  const seed = await import('./seed.mjs');
  postgresMissing = await seed.postgresMissing();
  if (postgresMissing) console.log(postgresMissing);
}
mkdirSync(join(here, 'results'), { recursive: true });
for (const [name, load] of Object.entries(suites)) {
  if (!chosen.includes(name)) continue;
  if (postgresMissing && needsPostgres.has(name)) {
    console.log(`\n━━ bench: ${name} skipped (no PostgreSQL)`);
    continue;
  }
  console.log(`\n━━ bench: ${name}`);
  const { run } = await load();
  const result = { suite: name, at: new Date().toISOString(), node: process.version, ...(await run()) };
  const file = join(here, 'results', `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(`→ ${file}`);
}
