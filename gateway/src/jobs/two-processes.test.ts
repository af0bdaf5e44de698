/**
 * Exactly once across processes: two worker processes (testing/effect-worker-cli.ts, real node
 * processes from the sources) on one PostgreSQL database work 50 queued jobs; each job's side
 * effect (a row) exists once, and both processes took part. PostgreSQL only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import type { Database } from '../db/client';
import { seededPostgresDatabase } from '../test/postgres-template';
import { JobQueue } from './queue';
import { effectKind } from './testing/effect-kind';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;
const GATEWAY_ROOT = path.resolve(__dirname, '../..');

async function rows<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

(TEST_DATABASE_URL ? describe : describe.skip)('two worker processes on one PostgreSQL database', () => {
  let db: Database;
  let close: () => Promise<void>;
  let url: string;
  const children: { child: ChildProcess; exited: Promise<unknown> }[] = [];

  beforeAll(async () => {
    ({ db, close } = await seededPostgresDatabase(TEST_DATABASE_URL!));
    const [{ name }] = await rows<{ name: string }>(db, 'select current_database() as name');
    const parsed = new URL(TEST_DATABASE_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    await db.execute('create table job_effects (n int not null, pid int not null)');
  }, 120_000);

  afterAll(async () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(({ exited }) => exited));
    await close?.();
  }, 30_000);

  function worker(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/testing/effect-worker-cli.ts'], {
      cwd: GATEWAY_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    children.push({ child, exited });
    return new Promise((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve());
      void exited.then((code) => reject(new Error(`worker exited (${String(code)})`)));
    });
  }

  it('runs each of 50 queued jobs exactly once, in both processes', async () => {
    const sender = new JobQueue(db, Fastify({ logger: { level: 'silent' } }).log, { work: false });
    const kind = effectKind(db);
    await sender.define(kind);
    await sender.start();
    // queued before any worker runs, so both find a full queue
    const ids = await Promise.all(Array.from({ length: 50 }, (_, n) => sender.send(kind, { n })));
    expect(new Set(ids).size).toBe(50);
    await Promise.all([worker(), worker()]);
    const started = Date.now();
    for (;;) {
      const [{ done }] = await rows<{ done: number }>(
        db,
        `select count(*)::int as done from pgboss.job where name = 'test.effect' and state = 'completed'`,
      );
      if (done === 50) break;
      if (Date.now() - started > 60_000) throw new Error(`only ${done} of 50 jobs completed`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [effects] = await rows<{ total: number; distinct: number; pids: number }>(
      db,
      'select count(*)::int as total, count(distinct n)::int as distinct, count(distinct pid)::int as pids from job_effects',
    );
    expect(effects).toEqual({ total: 50, distinct: 50, pids: 2 });
    for (const { child } of children) child.kill('SIGTERM');
    expect(await Promise.all(children.map(({ exited }) => exited))).toEqual([0, 0]);
    await sender.stop();
  }, 120_000);
});
