// @postgres: every operation refused or allowed the same on the production engine
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HTTPMethods } from 'fastify';
import { executeRows } from '../db/execute-rows';
import { menuResources, users } from '../db/schema';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  acceptPrivacyAgreement,
  createTestApp,
  customerIdOf,
} from '../test/helper';
import { openSession } from './session-store';
import { replaceUserPermissions } from './user-permissions';

/**
 * The permission matrix, generated from the committed OpenAPI document (openapi.test.ts keeps it
 * equal to the routes): every operation whose `x-permissions` names keys is called by a
 * sub-account of the demo shipper
 *  - refused: holding every menu key except the operation's, plus all but one key of one of its
 *    key lists (for each list and each of its keys: so each key is shown to be needed, and no
 *    unrelated key opens the call); also with none of its keys. HTTP 403, and the tenant tables
 *    are unchanged;
 *  - allowed: holding exactly one of its key lists (each in turn): not 401 or 403. The body is
 *    `{}`, so a 400 from validation shows that the permission gate was passed.
 * A new route is covered by being in the document.
 */
type KeyLists = string[][];
interface Operation {
  method: HTTPMethods;
  path: string;
  url: string;
  lists: KeyLists;
}

const DOCUMENT = path.resolve(__dirname, '../../openapi.json');

function operationsOf(document: {
  paths: Record<string, Record<string, { 'x-permissions'?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const rule = operation['x-permissions'];
      if (!Array.isArray(rule)) continue;
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        path: route,
        // Path parameters get a value of the right kind for every parameter seen today.
        url: route.replace(/\{[^}]+\}/g, '1'),
        lists: rule as KeyLists,
      });
    }
  }
  return operations;
}

/** The cases of one operation: the keys held, and whether the call must pass. */
function casesOf(operation: Operation, allKeys: readonly string[]) {
  const named = new Set(operation.lists.flat());
  const unrelated = allKeys.filter((key) => !named.has(key));
  const refused: string[][] = [unrelated];
  for (const list of operation.lists)
    for (const missing of list) {
      const rest = list.filter((key) => key !== missing);
      if (rest.length > 0) refused.push([...unrelated, ...rest]);
    }
  return { refused, allowed: operation.lists };
}

describe(`permission matrix from gateway/openapi.json (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let subId: number;
  let token: string;
  let allKeys: string[];
  let tenantTables: string[];
  const operations = operationsOf(JSON.parse(fs.readFileSync(DOCUMENT, 'utf8')));

  beforeAll(async () => {
    app = await createTestApp();
    const customerId = await customerIdOf(app, 'demo');
    const [demoSub] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.loginCode, 'demo_sub'));
    [{ id: subId }] = await app.db
      .insert(users)
      .values({
        customerId,
        parentCustomerId: customerId,
        loginCode: 'matrix_sub',
        passwordHash: demoSub.passwordHash,
        userName: 'Matrix',
        isAdmin: false,
      })
      .returning({ id: users.id });
    await acceptPrivacyAgreement(app, subId);
    token = await openSession(app.db, subId);
    allKeys = (await app.db.select({ code: menuResources.resourceCode }).from(menuResources)).map(
      (row) => row.code,
    );
    // Every table that holds a customer's rows, except the accounts whose keys this test changes.
    tenantTables = (
      await executeRows<{ table_name: string }>(
        app.db,
        sql`select table_name from information_schema.columns
            where column_name = 'customer_id' and table_schema = current_schema()
              and table_name not in ('users') order by table_name`,
      )
    ).map((row) => row.table_name);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  });

  /** Row count and a checksum of every tenant table. */
  async function fingerprint(): Promise<string> {
    const parts = tenantTables.map(
      (table) =>
        sql`select ${table} as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from ${sql.identifier(table)} x`,
    );
    const rows = await executeRows<{ t: string; n: string; h: string }>(
      app.db,
      sql.join(parts, sql` union all `),
    );
    return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join(' ');
  }

  async function callAs(keys: readonly string[], operation: Operation) {
    await replaceUserPermissions(app.db, subId, keys);
    const response = await app.inject({
      method: operation.method,
      url: operation.url,
      headers: { authToken: token, language: 'EN' },
      ...(operation.method === 'GET' ? {} : { payload: {} }),
    });
    // An allowed export answers a file, not the envelope.
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      code: json ? (response.json() as { code?: number }).code : undefined,
    };
  }

  it('covers the operations that need keys, each key a seeded menu key', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(tenantTables).toEqual(
      expect.arrayContaining(['orders', 'address_book_entries', 'complaints', 'coupons']),
    );
    const unknown = operations.flatMap((operation) =>
      operation.lists.flat().filter((key) => !allKeys.includes(key)),
    );
    expect(unknown).toEqual([]);
  });

  it('refuses every operation, with code 403 (HTTP 200: the session stays) and nothing changed, to a sub-account lacking a key', async () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const operation of operations) {
      const before = await fingerprint();
      for (const keys of casesOf(operation, allKeys).refused) {
        const answer = await callAs(keys, operation);
        refused += 1;
        if (answer.status !== 200 || answer.code !== 403)
          wrong.push(
            `${operation.method} ${operation.path} without ${missingOf(keys, operation)}: ${answer.status}`,
          );
      }
      if ((await fingerprint()) !== before) wrong.push(`${operation.method} ${operation.path} changed data`);
    }
    console.log(`permission matrix: ${operations.length} operations, ${refused} refused calls`);
    expect(wrong).toEqual([]);
  }, 240_000);

  it('lets a sub-account holding exactly one key list of an operation through the gate', async () => {
    const wrong: string[] = [];
    let allowed = 0;
    for (const operation of operations) {
      for (const keys of casesOf(operation, allKeys).allowed) {
        const answer = await callAs(keys, operation);
        allowed += 1;
        // through the gate: neither the session refused (401/403) nor the permission (code 403)
        if (answer.status === 401 || answer.status === 403 || answer.code === 403)
          wrong.push(
            `${operation.method} ${operation.path} with ${keys.join(', ')}: ${answer.status}/${answer.code}`,
          );
      }
    }
    console.log(`permission matrix: ${operations.length} operations, ${allowed} allowed calls`);
    expect(wrong).toEqual([]);
  }, 240_000);

  function missingOf(keys: readonly string[], operation: Operation): string {
    const held = new Set(keys);
    return [...new Set(operation.lists.flat())].filter((key) => !held.has(key)).join(', ');
  }
});
