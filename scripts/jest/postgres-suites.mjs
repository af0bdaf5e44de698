#!/usr/bin/env node
// The gateway test files that run a second time on PostgreSQL in `npm test`: those whose first line
// is `// @postgres: <why>` (several processes or connections, races, locks, queues, COPY, the
// planner, migrations, the security matrices). Every gateway test runs on PGlite first.
// Prints their paths, one per line, relative to the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const POSTGRES_TAG = /^\/\/ @postgres: \S/;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The tagged gateway test files, relative to the repository root. */
export function postgresSuites() {
  return execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'gateway/src/**/*.test.ts',
      'gateway/src/*.test.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean)
    .filter((path) => POSTGRES_TAG.test(readFileSync(join(root, path), 'utf8').split('\n', 1)[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.stdout.write(`${postgresSuites().join('\n')}\n`);
