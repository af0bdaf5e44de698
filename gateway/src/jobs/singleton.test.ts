// @postgres: a session advisory lock held by one of two gateways, taken over when its session dies
import { sql } from 'drizzle-orm';
import { closeDatabase, createDatabase, type Database } from '../db/client';
import { databaseUrlOf, until } from '../test/gateway-process';
import { SETUP_TIMEOUT } from '../test/helper';
import { seededPostgresDatabase } from '../test/postgres-template';
import { runAsSingleton } from './singleton';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

(TEST_DATABASE_URL ? describe : describe.skip)('singleton work on two gateways', () => {
  let seeded: { db: Database; close: () => Promise<void> };
  const dbs: Database[] = [];
  // stopped even when a test fails: a retry timer left running fires into the next test file
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    seeded = await seededPostgresDatabase(TEST_DATABASE_URL!);
    const url = await databaseUrlOf(seeded.db, TEST_DATABASE_URL!);
    for (let i = 0; i < 2; i += 1) dbs.push(createDatabase({ databaseUrl: url, pgliteDir: 'memory://' }));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const db of dbs) await closeDatabase(db);
    await seeded.close();
  });

  it('runs on one gateway at a time and moves to the other when that one dies', async () => {
    const running: string[] = [];
    const work = (who: string) => () => {
      running.push(who);
      return async () => {
        running.splice(running.indexOf(who), 1);
      };
    };
    // a takes the lock at once; a dead gateway never tries again, so a's next try is out of the
    // test's reach (with a short one, a live a raced b for the freed lock and sometimes won)
    const stopA = await runAsSingleton(dbs[0], 77, work('a'), 600_000);
    stops.push(stopA);
    const stopB = await runAsSingleton(dbs[1], 77, work('b'), 100);
    stops.push(stopB);
    await new Promise((resolve) => setTimeout(resolve, 300)); // b tried a few times
    expect(running).toEqual(['a']);
    // gateway a's session dies (its host went away): the lock is free, b takes the work over
    await seeded.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = 77 and granted`,
    );
    await until(
      () => [...running],
      (now) => now.includes('b'),
      'gateway b to take the work over',
      10_000,
    );
    expect(running).toEqual(['b']);
    await stopB();
    await stopA();
    expect(running).toEqual([]);
  });
});
