// @postgres: the login limit counted once across gateways on one database (upsert under concurrency)
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/core';
import { SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { sharedTestDatabase } from '../test/shared-database';
import { sql } from 'drizzle-orm';
import { executeRows } from '../db/execute-rows';
import { databaseRateLimitStore } from './rate-limit-store';

describe(`rate limits shared through the database (${TEST_ENGINE})`, () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  const gateways: FastifyInstance[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await sharedTestDatabase());
    // two gateways on one database, a limit of 4 logins a minute per client address
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ db, config: testConfig({ credentialRateLimit: 4, jobs: 'off' }) });
      await app.ready();
      gateways.push(app);
    }
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const app of gateways) await app.close();
    await closeDb();
  });

  const login = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/customer-api/login',
      remoteAddress,
      headers: { language: 'EN' },
      payload: { loginCode: 'demo', password: DEMO_PASSWORD },
    });

  it('lets exactly the limit through across both gateways, then answers 429 on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(gateways[i % 2], '203.0.113.7')).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    const refused = await login(gateways[0], '203.0.113.7');
    expect([refused.statusCode, refused.json().msg]).toEqual([
      429,
      'too many requests, please try again later',
    ]);
    // another address has its own count
    expect((await login(gateways[1], '203.0.113.8')).statusCode).not.toBe(429);
  });

  it('counts hits sent at once on both gateways exactly (one statement per hit)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(gateways[i % 2], '198.51.100.9')),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(4);
  });

  it('purges the rows whose window ended on a later write, at most once per interval, keeping live ones', async () => {
    await db.execute(sql`insert into rate_limit_hits (key, hits, reset_at) values
      ('test old a', 3, now() - interval '1 hour'), ('test old b', 1, now() - interval '1 second'),
      ('test live', 2, now() + interval '1 hour')`);
    const keys = async () =>
      (
        await executeRows<{ key: string }>(
          db,
          sql`select key from rate_limit_hits where key like 'test %' order by key`,
        )
      ).map((row) => row.key);
    let clock = 0;
    const Store = databaseRateLimitStore(db, { purgeIntervalMs: 60_000, now: () => clock });
    const store = new Store({});
    const hit = (key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, 10),
      );
    // within the interval since the store was made: no purge yet
    expect(await hit('test hit')).toBe(1);
    expect(await keys()).toEqual(['test hit', 'test live', 'test old a', 'test old b']);
    clock = 60_000;
    expect(await hit('test hit')).toBe(2);
    for (const started = Date.now(); (await keys()).length > 2 && Date.now() - started < 10_000;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keys()).toEqual(['test hit', 'test live']);
  });
});
