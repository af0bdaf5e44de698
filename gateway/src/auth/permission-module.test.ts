import fs from 'node:fs';
import { generateOpenApi } from '../openapi/document';
import { PERMISSION_MODULE, permissionModuleOf } from './permission-module';

const REGENERATE = 'run `pnpm --filter gateway gen:types` and commit the result';

describe("shared's permission module (shared/src/api/permissions.ts)", () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = permissionModuleOf(await generateOpenApi());
  }, 60_000);

  it('matches the routes (generated from their x-permissions)', () => {
    const committed = fs.readFileSync(PERMISSION_MODULE, 'utf8');
    expect({ stale: committed !== fresh, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
  });

  it('lists the operations that need keys, by method and path', () => {
    expect(fresh).toContain(`'POST /customer-api/order/create': [['orderEntry', 'orderEntry_ADD']],`);
    expect(fresh).not.toContain('/customer-api/login');
  });
});
