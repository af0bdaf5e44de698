// @postgres: LISTEN/NOTIFY between gateways on one database
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { closeDatabase, createDatabase, overPglite, type Database } from '../db/client';
import { testConfig } from '../config';
import { authHeaders, login, post, SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { databaseUrlOf } from '../test/gateway-process';
import { seededMemoryDatabase } from '../test/pglite-snapshot';
import { seededPostgresDatabase } from '../test/postgres-template';
import { DEMO_PASSWORD } from '../db/seed/core';
import { readySubAccount } from '../test/sub-accounts';
import { SESSION_CACHE_MS } from './session-cache';
import { listenForSessionChanges } from './session-broadcast';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

/**
 * Two gateways on one database, each with its own session cache, as two replicas behind a proxy
 * (ARCHITECTURE.md section 10): a change made through one reaches the other's cache through the
 * database's notices, so the other refuses at the next call instead of after SESSION_CACHE_MS.
 */
describe(`session changes reach every gateway on the database (${TEST_ENGINE})`, () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let twin: Database;
  let close: () => Promise<void>;
  let main: string;

  beforeAll(async () => {
    const seeded = TEST_DATABASE_URL
      ? await seededPostgresDatabase(TEST_DATABASE_URL)
      : await seededMemoryDatabase();
    close = seeded.close;
    // the same database through a second connection (PostgreSQL: a pool of its own)
    twin = TEST_DATABASE_URL
      ? createDatabase({
          databaseUrl: await databaseUrlOf(seeded.db, TEST_DATABASE_URL),
          pgliteDir: 'memory://',
        })
      : overPglite((seeded.db as unknown as { $client: Parameters<typeof overPglite>[0] }).$client);
    first = await buildApp({ db: seeded.db, config: testConfig() });
    second = await buildApp({ db: twin, config: testConfig({ jobs: 'off' }) });
    await Promise.all([first.ready(), second.ready()]);
    main = await login(first, 'demo', DEMO_PASSWORD);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await second.close();
    await first.close();
    if (TEST_DATABASE_URL) await closeDatabase(twin);
    await close();
  });

  const call = (app: FastifyInstance, url: string, token: string, payload: object = {}) =>
    post(app, `/customer-api${url}`, payload, authHeaders(token));

  /**
   * What the second gateway answers once the change is heard (an HTTP error's status, else the body
   * code: a refused key is code 403): asked again for at most half the cache's lifetime, so that the
   * cache running out cannot be what changed the answer.
   */
  async function secondAnswers(url: string, token: string, status: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const response = await call(second, url, token);
      const answered =
        response.statusCode === 200 ? (response.json() as { code: number }).code : response.statusCode;
      if (answered === status || Date.now() - started > SESSION_CACHE_MS / 2) return answered;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('refuses a sub-account disabled through the other gateway', async () => {
    const token = await readySubAccount(first, main, {
      loginCode: 'twin_off',
      permissionKeys: ['myWaybill'],
    });
    expect((await call(second, '/waybill/page', token)).statusCode).toBe(200); // cached by the second
    expect(
      (await call(first, '/user/saveOrUpdate', main, { loginCode: 'twin_off', isUsed: '0' })).statusCode,
    ).toBe(200);
    expect(await secondAnswers('/waybill/page', token, 401)).toBe(401);
  });

  it('applies keys taken away through the other gateway', async () => {
    const token = await readySubAccount(first, main, {
      loginCode: 'twin_keys',
      permissionKeys: ['orderManagement', 'myWaybill'],
    });
    expect((await call(second, '/order/manage/page', token)).statusCode).toBe(200);
    const saved = await call(first, '/user/saveOrUpdate', main, {
      loginCode: 'twin_keys',
      permissionKeys: ['myWaybill'],
    });
    expect(saved.statusCode).toBe(200);
    expect(await secondAnswers('/order/manage/page', token, 403)).toBe(403);
    expect((await call(second, '/waybill/page', token)).statusCode).toBe(200);
  });

  it('ends a session logged out through the other gateway', async () => {
    const token = await login(first, 'demo', DEMO_PASSWORD);
    expect((await call(second, '/waybill/page', token)).statusCode).toBe(200);
    expect((await call(first, '/logout', token)).statusCode).toBe(200);
    expect(await secondAnswers('/waybill/page', token, 401)).toBe(401);
  });
});

/**
 * The LISTEN connection goes back to the pool once, whatever errors follow. A stopped listener's
 * connection ended by the server (as when its database is dropped) errs in the pool again: that
 * error is the pool's, not the listener's (it once released the connection a second time, which
 * throws, and ended the test process).
 */
(TEST_DATABASE_URL ? describe : describe.skip)('the session listener connection (PostgreSQL)', () => {
  /** The server ends every connection of the database, from a connection of its own. */
  async function endConnections(db: Database) {
    const admin = new Client({ connectionString: await databaseUrlOf(db, TEST_DATABASE_URL!) });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  }

  /** A listener on a database of its own, its log's warnings recorded; the database is dropped after. */
  async function withListener(
    work: (db: Database, stop: () => Promise<void>, warn: jest.Mock) => Promise<void>,
  ) {
    const seeded = await seededPostgresDatabase(TEST_DATABASE_URL!);
    const warn = jest.fn();
    try {
      const stop = await listenForSessionChanges(seeded.db, { warn } as unknown as FastifyBaseLogger);
      await work(seeded.db, stop, warn);
    } finally {
      await seeded.close();
    }
  }

  it('is released once: stopped, then ended by the server, nothing is released again', () =>
    withListener(async (db, stop, warn) => {
      await stop();
      await endConnections(db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warn).not.toHaveBeenCalled();
    }));

  it('is released once when the server ends it while listening, and listens again', () =>
    withListener(async (db, stop, warn) => {
      await endConnections(db);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(warn).toHaveBeenCalledWith(expect.anything(), 'session change listener lost its connection');
      const listening = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      expect((listening as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      await stop();
    }));
});
