import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm test` (scripts/test.sh) keeps the import kill test out of the first jest pass by a path
// pattern so that it runs once, in the PostgreSQL pass. When the re-layout renamed the file
// (import-kill.test.ts -> import.kill.test.ts) the pattern matched nothing and the 70 s test ran
// twice. Every pattern the script ignores must name a test file that exists.
const root = join(__dirname, '../..');
const script = readFileSync(join(root, 'scripts/test.sh'), 'utf8');
const patterns = [...script.matchAll(/--testPathIgnorePatterns '([^']+)'/g)].map((match) => match[1]);
const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

describe('scripts/test.sh', () => {
  it('ignores test files by pattern in its first jest pass', () => {
    expect(patterns.length).toBeGreaterThan(0);
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it.each(patterns)('pattern %s names an existing test file', (pattern) => {
    expect(testFiles.filter((file) => new RegExp(pattern).test(file))).toHaveLength(1);
  });
});

describe('the PostgreSQL pass (scripts/jest/postgres-suites.mjs)', () => {
  const tagged = execFileSync('node', ['scripts/jest/postgres-suites.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const gatewayTests = testFiles.filter((file) => file.startsWith('gateway/src/'));
  const source = (file: string) => readFileSync(join(root, file), 'utf8');

  it('runs the tagged gateway files, each tag saying why', () => {
    expect(script).toContain('node scripts/jest/postgres-suites.mjs');
    expect(tagged.length).toBeGreaterThanOrEqual(20);
    expect(tagged.length).toBeLessThan(gatewayTests.length / 2);
    for (const file of tagged) expect(source(file).split('\n', 1)[0]).toMatch(/^\/\/ @postgres: \S.{10,}/);
  });

  it('includes every file the first pass leaves to it', () => {
    for (const pattern of patterns)
      expect(tagged.filter((file) => new RegExp(pattern).test(file))).toHaveLength(1);
  });

  it('includes every file that starts gateway processes (several processes on one database)', () => {
    const multiProcess = gatewayTests.filter((file) => /test\/gateway-process'/.test(source(file)));
    expect(multiProcess.length).toBeGreaterThan(0);
    expect(multiProcess.filter((file) => !tagged.includes(file))).toEqual([]);
  });
});
