// @postgres: a killed export process and its job
/**
 * A gateway process killed (SIGKILL: no shutdown hook runs) in the middle of a 200,000-row export,
 * and a second gateway process on the same PostgreSQL database and upload folder: the second finds
 * the first dead (no heartbeat), the export's job is retried there, and the file holds exactly
 * 200,000 rows. Real processes from the sources (tsx, test/gateway-process.ts), like imports/import.kill.test.ts.
 * PostgreSQL only (GATEWAY_TEST_DATABASE_URL): PGlite is one process's database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { databaseUrlOf, killAll, startGateway, until, type GatewayProcess } from '../../test/gateway-process';
import { createFileStorage } from '../../storage';
import { seededPostgresDatabase } from '../../test/postgres-template';
import { requestExport } from './download.service';

const ROWS = 200_000;
const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

type ExportFigures = { status: string; rows_done: number; row_count: number | null; file_key: string | null };

(TEST_DATABASE_URL ? describe : describe.skip)(
  `a gateway killed in the middle of a ${ROWS}-row export`,
  () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'export-kill-'));
    const uploadDir = path.join(scratch, 'uploads');
    let db: Database;
    let databaseUrl: string;
    let close: () => Promise<void>;
    const gateways: GatewayProcess[] = [];
    let expected = 0;
    let customerId = 0;
    let userId = 0;

    beforeAll(async () => {
      ({ db, close } = await seededPostgresDatabase(TEST_DATABASE_URL!));
      databaseUrl = await databaseUrlOf(db, TEST_DATABASE_URL!);
      // The demo account gets 200,000 more orders: copies of one seeded order with their own numbers.
      const columns = (
        (await db.execute(
          `select column_name from information_schema.columns where table_schema = 'public'
         and table_name = 'orders' and column_name not in ('id', 'customer_order_no', 'bill_code')`,
        )) as unknown as { rows: { column_name: string }[] }
      ).rows.map((row) => row.column_name);
      await db.execute(`
      insert into orders (${columns.join(', ')}, customer_order_no, bill_code)
      select ${columns.map((column) => `o.${column}`).join(', ')}, 'KILLX' || n, 'KX' || lpad(n::text, 12, '0')
      from (select * from orders where customer_id = (select customer_id from users where login_code = 'demo')
            order by id limit 1) o, generate_series(1, ${ROWS}) n`);
      const counted = (await db.execute(
        `select count(*)::int as n, min(customer_id) as customer_id from orders
       where customer_id = (select customer_id from users where login_code = 'demo')`,
      )) as unknown as { rows: { n: number; customer_id: number }[] };
      expected = counted.rows[0].n;
      customerId = counted.rows[0].customer_id;
      const users = (await db.execute(`select id from users where login_code = 'demo'`)) as unknown as {
        rows: { id: number }[];
      };
      userId = users.rows[0].id;
    }, 300_000);

    afterAll(async () => {
      await killAll(gateways);
      await close?.();
      fs.rmSync(scratch, { recursive: true, force: true });
    }, 60_000);

    const figures = async (id: number) =>
      (
        (await db.execute(
          `select status, rows_done::int as rows_done, row_count::int as row_count, file_key from export_jobs where id = ${id}`,
        )) as unknown as { rows: ExportFigures[] }
      ).rows[0];

    it("is finished by the next gateway process, and the file has exactly the account's rows", async () => {
      expect(expected).toBeGreaterThanOrEqual(ROWS);
      const first = await startGateway({ DATABASE_URL: databaseUrl }, uploadDir);
      gateways.push(first);
      // Queued from here (send only, no workers in this process), as an order export call would.
      const sender = await buildApp({ db, config: testConfig({ jobs: 'send', uploadDir }) });
      await sender.ready();
      const row = await requestExport(sender, { customerId, userId, language: 'EN' }, 'orders', {});
      await sender.close();

      const before = await until(
        () => figures(row.id),
        (state) => state.status === 'RUNNING' && state.rows_done >= 20_000,
        'the export to pass 20,000 rows',
        120_000,
      );
      first.process.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(before.rows_done).toBeLessThan(expected);
      expect((await figures(row.id)).status).toBe('RUNNING');

      const second = await startGateway({ DATABASE_URL: databaseUrl }, uploadDir);
      gateways.push(second);
      const done = await until(
        () => figures(row.id),
        (state) => state.status === 'COMPLETED' || state.status === 'FAILED',
        'the export to finish in the second gateway',
        240_000,
      );
      expect(done).toMatchObject({ status: 'COMPLETED', row_count: expected });
      // the job logs 'export written' just after it marks the export COMPLETED: wait for the line
      const written = await until(
        () => second.logs.some((line) => line.msg === 'export written'),
        (seen) => seen,
        "the second gateway's 'export written' line",
        30_000,
      );
      expect(written).toBe(true);
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // The file from where the gateways keep files (on PostgreSQL: the database, FILE_STORAGE=auto);
      // its rows counted with the streaming reader (every sheet, less each header).
      const config = testConfig({ uploadDir, uploadUrlSecret: 'kill-test' });
      const stored = await createFileStorage(config, db).storage.get(done.file_key!);
      expect(stored).not.toBeNull();
      let rows = 0;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(stored!.data), {
        worksheets: 'emit',
        sharedStrings: 'cache',
      });
      for await (const sheet of reader)
        for await (const sheetRow of sheet) if (sheetRow.number > 1) rows += 1;
      expect(rows).toBe(expected);
      const runs = (await db.execute(
        `select attempt from job_runs r join export_jobs e on e.boss_job_id = r.job_id where e.id = ${row.id}`,
      )) as unknown as { rows: { attempt: number }[] };
      expect(runs.rows).toEqual([{ attempt: 1 }]);
    }, 480_000);
  },
);
