import fs from 'node:fs';
import path from 'node:path';

/**
 * No import cycles among the gateway's source files (issue 14: order.page-statement <-> order.repo
 * and the xlsx reader's shared-strings pair were broken by moving the shared piece down). Type-only
 * imports count: a cycle of types is a cycle of meaning, and the next value import closes it.
 */

const SRC = __dirname;
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

type SourceFiles = ReadonlyMap<string, string>;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(files: SourceFiles, file: string): string[] {
  const targets: string[] = [];
  for (const match of withoutComments(files.get(file) ?? '').matchAll(SPECIFIER)) {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    const target = [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
    if (target) targets.push(target);
  }
  return targets;
}

/** Each cycle once, as the files around it starting from the first in sort order. */
export function importCycles(files: SourceFiles): string[][] {
  const graph = new Map([...files.keys()].map((file) => [file, importsOf(files, file)]));
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      const cycle = trail.slice(at);
      const first = cycle.indexOf([...cycle].sort()[0]);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.set(rotated.join(' -> '), rotated);
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file, []);
  return [...cycles.values()];
}

function readSources(dir: string, root = dir, found = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) readSources(full, root, found);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      found.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return found;
}

/**
 * The layers below the domains, bottom up: lib (what is not business: parsers, writers, paging,
 * passwords), parcel (the business rules of a parcel that the schema, the seed and the domains
 * share), http (envelope, errors, uploads), db (schema, migrations, seed), security. An import
 * from a lower layer into a higher one runs back up (issue 37 item 8 named four: db/seed -> security,
 * lib/paging -> http, lib/xlsx-write -> security, http/openapi-examples -> db/seed). The API document's
 * assembly (openapi/: its contract, examples from the demo seed, the /docs page) and the end-to-end test
 * hooks (ops/, registered by app.ts) sit above them all.
 */
const HIGHER: Record<string, string[]> = {
  'lib/': [
    'http/',
    'db/',
    'security/',
    'auth/',
    'jobs/',
    'mail/',
    'storage/',
    'domains/',
    'openapi/',
    'ops/',
  ],
  'http/': ['db/', 'security/', 'auth/', 'jobs/', 'mail/', 'domains/', 'openapi/', 'ops/'],
  'db/': ['security/', 'auth/', 'jobs/', 'mail/', 'openapi/', 'ops/'],
  // the domains serve the API; the test hooks and the document's assembly are registered by app.ts
  'domains/': ['openapi/', 'ops/'],
};
/** Known arrows up, each with its reason; the list only shrinks. */
const ALLOWED_UP = new Map([
  // an import file's failure is a business error (BizError) the import routes answer as they are
  ['lib/xlsx-read/import-error.ts -> http/envelope.ts', 'ImportFileError extends BizError'],
]);

/** Imports from a layer into one above it, as `from -> to`. */
export function arrowsUp(files: SourceFiles): string[] {
  const up: string[] = [];
  for (const file of [...files.keys()].sort()) {
    const layer = Object.keys(HIGHER).find((prefix) => file.startsWith(prefix));
    if (!layer) continue;
    for (const target of importsOf(files, file))
      if (HIGHER[layer].some((prefix) => target.startsWith(prefix))) up.push(`${file} -> ${target}`);
  }
  return up;
}

describe('gateway imports', () => {
  it('run down the layers (lib, http, db, security), apart from the known arrows up', () => {
    expect(arrowsUp(readSources(SRC)).filter((arrow) => !ALLOWED_UP.has(arrow))).toEqual([]);
  });

  it('finds an arrow up from a lower layer', () => {
    const files = new Map([
      ['lib/paging/paging.ts', "import { pageOf } from '../../http/envelope-schema';"],
      ['http/envelope-schema.ts', "export { pageOf } from '../lib/paging/paging';"],
      ['db/seed/core.ts', "import { hashPassword } from '../../security/password';"],
      ['security/password.ts', ''],
    ]);
    expect(arrowsUp(files)).toEqual([
      'db/seed/core.ts -> security/password.ts',
      'lib/paging/paging.ts -> http/envelope-schema.ts',
    ]);
  });

  it('have no cycle', () => {
    expect(importCycles(readSources(SRC)).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds a cycle, type-only imports included, and a longer one once', () => {
    const files = new Map([
      ['domains/orders/order.repo.ts', "import { page } from './list/order-page-statement.repo';"],
      ['domains/orders/list/order-page-statement.repo.ts', "import type { Row } from '../order.repo';"],
      ['lib/a.ts', "import { b } from './b';"],
      ['lib/b.ts', "export { c } from './c';"],
      ['lib/c.ts', "import { a } from './a';"],
      ['lib/d.ts', "import { a } from './a'; // import { d } from './d'"],
    ]);
    expect(importCycles(files)).toEqual([
      ['domains/orders/list/order-page-statement.repo.ts', 'domains/orders/order.repo.ts'],
      ['lib/a.ts', 'lib/b.ts', 'lib/c.ts'],
    ]);
  });
});
