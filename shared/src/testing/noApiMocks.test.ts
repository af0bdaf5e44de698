// Page tests fake the backend one way: shared/testing's fakeGateway, typed by the generated paths
// (ARCHITECTURE §8). A jest.mock of an api module replaces the calls a page makes with values
// nobody checks against the gateway, so this scans every frontend test file and refuses one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const FRONTENDS = ['host', 'shared', 'remote-orders', 'remote-finance', 'remote-service', 'remote-account'];

/** jest.mock / jest.doMock of a module named `api` or `…Api` (./api, ../api, ../entry/addressBookApi). */
const API_MOCK = /jest\s*\.\s*(?:mock|doMock)\s*\(\s*['"`]([^'"`]*(?:\/api|Api))['"`]/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file: module` for every api-module mock in the files given (paths relative to the repo). */
export function apiMocksIn(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(API_MOCK)].map((match) => `${path}: ${match[1]}`),
  );
}

const read = (path: string) => ({
  path: relative(ROOT, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
});

describe('page tests fake the backend with fakeGateway only', () => {
  it('finds a mock of an api module, whatever its path or quotes', () => {
    expect(
      apiMocksIn([
        { path: 'a.test.tsx', text: "jest.mock('./api');" },
        { path: 'b.test.tsx', text: 'jest.mock("../api", () => ({ fetchOrders: jest.fn() }));' },
        { path: 'c.test.tsx', text: "jest.mock('../entry/addressBookApi');" },
        {
          path: 'd.test.tsx',
          text: "jest.mock('./fingerprint', () => ({}));\nimport { fetchOrders } from './api';",
        },
      ]),
    ).toEqual(['a.test.tsx: ./api', 'b.test.tsx: ../api', 'c.test.tsx: ../entry/addressBookApi']);
  });

  it('no test file mocks an api module', () => {
    const files = FRONTENDS.flatMap((frontend) => testFiles(join(ROOT, frontend, 'src')))
      .filter((path) => path !== __filename) // its own examples above
      .map(read);
    expect(apiMocksIn(files)).toEqual([]);
  });
});
