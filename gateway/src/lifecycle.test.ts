import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { shutdown } from './lifecycle';
import { createTestApp, SETUP_TIMEOUT } from './test/helper';

/** A route whose answer waits until the test releases it, to hold a request in flight. */
function slowRoute(app: FastifyInstance) {
  let entered!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/test/slow', { config: { permission: 'public' } }, async () => {
    entered();
    await released;
    return { status: 'finished' };
  });
  return { started, release };
}

const probe = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return [response.statusCode, response.json().status];
};

describe('health probes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('answers live, ready and the old /health', async () => {
    expect(await probe(app, '/health/live')).toEqual([200, 'ok']);
    expect(await probe(app, '/health/ready')).toEqual([200, 'ready']);
    expect(await probe(app, '/health')).toEqual([200, 'ok']);
  });
});

describe('readiness and migrations', () => {
  it(
    'is not ready while a migration of this build is missing from the database',
    async () => {
      const app = await createTestApp();
      try {
        const newest = (await app.db.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
        )) as unknown as { rows: { hash: string; created_at: string }[] };
        expect(await probe(app, '/health/ready')).toEqual([503, 'migrations']);
        expect(await probe(app, '/health/live')).toEqual([200, 'ok']);
        const [row] = newest.rows;
        await app.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
        expect(await probe(app, '/health/ready')).toEqual([200, 'ready']);
      } finally {
        await app.close();
      }
    },
    SETUP_TIMEOUT,
  );
});

describe('shutdown', () => {
  it(
    'fails readiness at once, lets the request in flight finish, then exits with 0',
    async () => {
      let slow!: ReturnType<typeof slowRoute>;
      const app = await createTestApp({}, (built) => {
        slow = slowRoute(built);
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/test/slow`).then((response) => response.json());
      await slow.started;
      const exits: number[] = [];
      const stopped = shutdown(app, {
        drainSeconds: 1,
        timeoutSeconds: 20,
        exit: (code) => exits.push(code),
      });
      // draining: the balancer's probe fails while the process still lives
      expect(await probe(app, '/health/ready')).toEqual([503, 'draining']);
      expect(await probe(app, '/health/live')).toEqual([200, 'ok']);
      // once it stopped listening, the request in flight still gets its answer
      while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(fetch(`${address}/health/live`)).rejects.toThrow();
      expect(exits).toEqual([]);
      slow.release();
      expect(await inFlight).toEqual({ status: 'finished' });
      await stopped;
      expect(exits).toEqual([0]);
    },
    SETUP_TIMEOUT,
  );

  it(
    'exits with 1 when a request is still running at the deadline',
    async () => {
      let slow!: ReturnType<typeof slowRoute>;
      const app = await createTestApp({}, (built) => {
        slow = slowRoute(built);
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const abort = new AbortController();
      const inFlight = fetch(`${address}/test/slow`, { signal: abort.signal }).catch(() => 'aborted');
      await slow.started;
      const exits: number[] = [];
      let deadline!: () => void;
      const timedOut = new Promise<void>((resolve) => (deadline = resolve));
      const stopped = shutdown(app, {
        drainSeconds: 0,
        timeoutSeconds: 1,
        exit: (code) => {
          exits.push(code);
          deadline();
        },
      });
      await timedOut;
      expect(exits).toEqual([1]);
      // let the test's own app finish closing
      slow.release();
      abort.abort();
      await inFlight;
      await stopped;
      expect(exits).toEqual([1]);
    },
    SETUP_TIMEOUT,
  );
});
