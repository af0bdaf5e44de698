import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The benches (bench/*.mjs) load the built gateway by file path (gatewayModule('domains/…/x.js'),
// gatewayRequire('./dist/…')). A moved source file breaks a bench only when it runs, which CI does
// not do: this test fails at once instead (the re-layout broke bench/exports.mjs that way).
const benchDir = join(__dirname, '../../bench');
const src = join(__dirname);

function referencedModules(): { bench: string; path: string }[] {
  const found: { bench: string; path: string }[] = [];
  for (const file of readdirSync(benchDir).filter((name) => name.endsWith('.mjs'))) {
    const text = readFileSync(join(benchDir, file), 'utf8');
    for (const match of text.matchAll(/gatewayModule\('([^']+)'\)/g))
      found.push({ bench: file, path: match[1] });
    for (const match of text.matchAll(/gatewayRequire\('\.\/dist\/([^']+)'\)/g))
      found.push({ bench: file, path: match[1] });
  }
  return found;
}

describe('bench module paths', () => {
  const modules = referencedModules();

  it('finds the benches’ references to the built gateway', () => {
    expect(modules.length).toBeGreaterThan(5);
  });

  it.each(modules.map(({ bench, path }) => [bench, path]))(
    '%s loads %s, whose source exists',
    (_bench, path) => {
      expect(existsSync(join(src, path.replace(/\.js$/, '.ts')))).toBe(true);
    },
  );
});
