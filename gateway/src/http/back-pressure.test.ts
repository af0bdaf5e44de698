// @postgres: statement_timeout, the pool's acquire timeout and its waiting count on the production engine
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig, type GatewayConfig } from '../config';
import { asBackgroundWork, closeDatabase, createDatabase, requestPoolOf, type Database } from '../db/client';
import { createTestApp, SETUP_TIMEOUT } from '../test/helper';
import { databaseUrlOf, until } from '../test/gateway-process';
import { seededPostgresDatabase } from '../test/postgres-template';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

/** Test routes: one that sleeps in the gateway, one in the database, one cheap query, one without any. */
function testRoutes(app: FastifyInstance) {
  const route = { config: { permission: 'public' as const } };
  app.get('/test/nothing', route, async () => ({ code: 1, msg: 'ok', data: null }));
  app.get('/test/sleep', route, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return { code: 1, msg: 'ok', data: null };
  });
  app.get('/test/pg-sleep', route, async () => {
    await app.db.execute(sql`select pg_sleep(1)`);
    return { code: 1, msg: 'ok', data: null };
  });
  app.get('/test/pg-one', route, async () => {
    await app.db.execute(sql`select 1`);
    return { code: 1, msg: 'ok', data: null };
  });
}

const answer = async (app: FastifyInstance, url: string, language = 'EN') => {
  const response = await app.inject({ method: 'GET', url, headers: { language } });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
};

describe('request timeout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ requestTimeoutSeconds: 0.3, retryAfterSeconds: 7 }, testRoutes);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('answers 503 with Retry-After and the translated envelope when a request runs past its time', async () => {
    expect(await answer(app, '/test/sleep')).toEqual({
      status: 503,
      retryAfter: '7',
      body: { code: 503, msg: 'the request took too long, please try again later', data: null },
    });
    expect((await answer(app, '/test/sleep', 'ID')).body.msg).toBe(
      'permintaan terlalu lama diproses, silakan coba lagi nanti',
    );
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('PostgreSQL limits per call class', () => {
  let seeded: { db: Database; close: () => Promise<void> };
  let url: string;
  const opened: { app: FastifyInstance; db: Database }[] = [];

  beforeAll(async () => {
    seeded = await seededPostgresDatabase(TEST_DATABASE_URL!);
    url = await databaseUrlOf(seeded.db, TEST_DATABASE_URL!);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const { app, db } of opened) {
      await app.close();
      await closeDatabase(db);
    }
    await seeded.close();
  });

  /**
   * A gateway on its own pools with `config`: two request connections, one of them held by the
   * session-change listener (auth/session-broadcast.ts), so one is left for the requests.
   */
  async function gateway(config: Partial<GatewayConfig>) {
    const settings = testConfig({
      databaseUrl: url,
      databasePoolSize: 2,
      databaseJobPoolSize: 1,
      databaseAcquireTimeoutMs: 300,
      databaseStatementTimeoutMs: 200,
      databaseJobStatementTimeoutMs: 5_000,
      retryAfterSeconds: 5,
      jobs: 'off',
      ...config,
    });
    const db = createDatabase(settings);
    const app = await buildApp({ db, config: settings });
    testRoutes(app);
    await app.ready();
    opened.push({ app, db });
    return { app, db, pool: requestPoolOf(db)! };
  }

  it('ends a request statement at the short statement_timeout (503), while a job statement may run longer', async () => {
    const { app, db } = await gateway({ pressureMaxPoolWaiting: 0 });
    expect(await answer(app, '/test/pg-sleep')).toEqual({
      status: 503,
      retryAfter: '5',
      body: { code: 503, msg: 'the request took too long, please try again later', data: null },
    });
    await expect(asBackgroundWork(() => db.execute(sql`select pg_sleep(0.5)`))).resolves.toBeDefined();
  });

  it('answers 503 when no connection comes free within the acquire timeout', async () => {
    const { app, pool } = await gateway({ pressureMaxPoolWaiting: 0 });
    const held = await pool.connect();
    try {
      expect(await answer(app, '/test/pg-one')).toEqual({
        status: 503,
        retryAfter: '5',
        body: { code: 503, msg: 'the service is busy, please try again in a moment', data: null },
      });
    } finally {
      held.release();
    }
    expect((await answer(app, '/test/pg-one')).status).toBe(200);
  });

  it('answers 503 at once to every request while too many wait for a connection, the probes stay open', async () => {
    const { app, pool } = await gateway({ pressureMaxPoolWaiting: 1, databaseAcquireTimeoutMs: 20_000 });
    const held = await pool.connect();
    const waiting = [pool.query('select 1'), pool.query('select 1')];
    const busy = await until(
      () => answer(app, '/test/nothing'),
      (reply) => reply.status === 503,
      'the pressure check to see the waiting queries',
      10_000,
    );
    expect(busy).toEqual({
      status: 503,
      retryAfter: '5',
      body: { code: 503, msg: 'the service is busy, please try again in a moment', data: null },
    });
    expect((await answer(app, '/health/live')).status).toBe(200);
    // /metrics answers under pressure too, and counts the refusals and the waiting callers
    const scraped = await app.inject({ method: 'GET', url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(Number(/^http_pressure_refusals_total (\d+)$/m.exec(scraped.body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(scraped.body).toMatch(/^db_pool_connections\{pool="requests",state="waiting"\} [1-9]\d*$/m);
    expect(scraped.body).toMatch(/^db_pool_connections\{pool="jobs",state="total"\} \d+$/m);
    held.release();
    await Promise.all(waiting);
    await until(
      () => answer(app, '/test/pg-one'),
      (reply) => reply.status === 200,
      'the gateway to take requests again',
      10_000,
    );
  });
});
