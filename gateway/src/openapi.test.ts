import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateOpenApi } from './openapi';

const GATEWAY = path.resolve(__dirname, '..');
const SCHEMA_TYPES = path.resolve(GATEWAY, '../shared/src/api/schema.d.ts');
const OPENAPI_TYPESCRIPT = path.resolve(GATEWAY, '../shared/node_modules/.bin/openapi-typescript');
const REGENERATE = 'run `pnpm --filter gateway gen:types` and commit the result';

describe('OpenAPI contract', () => {
  let document: string;
  beforeAll(async () => {
    document = await generateOpenApi();
  }, 60_000);

  it('matches the committed gateway/openapi.json', () => {
    const committed = fs.readFileSync(path.join(GATEWAY, 'openapi.json'), 'utf8');
    expect({ stale: committed !== document, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
  });

  it("matches shared's generated API types (shared/src/api/schema.d.ts)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-openapi-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), document);
      execFileSync(OPENAPI_TYPESCRIPT, ['openapi.json', '-o', 'schema.d.ts'], { cwd: dir, stdio: 'pipe' });
      const fresh = fs.readFileSync(path.join(dir, 'schema.d.ts'), 'utf8');
      const committed = fs.readFileSync(SCHEMA_TYPES, 'utf8');
      expect({ stale: committed !== fresh, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('documents every route with its permission and the authToken header when a session is needed', () => {
    const paths = JSON.parse(document).paths as Record<
      string,
      Record<string, { description?: string; security?: unknown[] }>
    >;
    const logout = paths['/customer-api/logout'].post;
    expect(logout.description).toBe('permission: session');
    expect(logout.security).toEqual([{ authToken: [] }]);
    expect(paths['/customer-api/login'].post.security).toBeUndefined();
  });
});
