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
