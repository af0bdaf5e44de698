// @postgres: an idle connection ended by the server
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { closeDatabase, createDatabase } from './client';

const databaseUrl = process.env.GATEWAY_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
if (!databaseUrl) {
  console.log(
    'PostgreSQL connection test skipped: no GATEWAY_TEST_DATABASE_URL or DATABASE_URL (CI sets them)',
  );
}

const APPLICATION = `idle-loss-${process.pid}`;

describeOnPostgres('the PostgreSQL pool', () => {
  it('survives an idle connection ended by the server and opens a new one for the next query', async () => {
    const url = new URL(databaseUrl as string);
    url.searchParams.set('application_name', APPLICATION);
    const db = createDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
    const warned = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await db.execute(sql`select 1`); // leaves one idle connection in the pool
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
        [APPLICATION],
      );
      expect(ended.rows).toEqual([{ ended: true }]);
      // The backend's FATAL reaches the idle client: unheard, the pool's 'error' ended the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('administrator command'));
      const result = await db.execute(sql`select 2 as two`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
    } finally {
      warned.mockRestore();
      await admin.end();
      await closeDatabase(db);
    }
  });
});
