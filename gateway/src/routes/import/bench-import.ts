/**
 * Import benchmark (ARCHITECTURE §7): generates 10,000- and 100,000-row files, runs upload,
 * validation and insert through the gateway's routes, and, in the same run, loads the same rows
 * with a raw COPY (the engine's fastest path) for comparison. Prints JSON.
 *
 *   cd gateway && npx tsx src/routes/import/bench-import.ts [rows...]
 *   BENCH_DATABASE_URL=postgres://... npx tsx src/routes/import/bench-import.ts   (PostgreSQL)
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { seededMemoryDatabase } from '../../test/pglite-snapshot';
import { seededPostgresDatabase } from '../../test/postgres-template';
import { billCodeFromBody } from '../orders/bill-code';
import { sampleOrderFile } from './sample-orders';
import { ImportClient } from './test-client';

/** Samples the resident set size while a step runs; the peak is what a gateway must have free. */
class PeakRss {
  private peak = 0;
  private readonly timer: NodeJS.Timeout;
  constructor() {
    this.timer = setInterval(() => this.sample(), 25);
    this.sample();
  }
  private sample() {
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  }
  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return Math.round(this.peak / 1024 / 1024);
  }
}

async function timed<T>(step: () => Promise<T>): Promise<{ result: T; ms: number; peakRssMb: number }> {
  global.gc?.();
  const rss = new PeakRss();
  const started = performance.now();
  const result = await step();
  const ms = Math.round(performance.now() - started);
  return { result, ms, peakRssMb: rss.stop() };
}

const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / Math.max(1, ms));

const COPY_COLUMNS = [
  'customer_id',
  'customer_order_no',
  'bill_code',
  'sender_name',
  'sender_phone',
  'sender_province',
  'sender_city',
  'sender_district',
  'sender_address',
  'sender_postal_code',
  'sender_district_code',
  'receiver_name',
  'receiver_phone',
  'receiver_province',
  'receiver_city',
  'receiver_district',
  'receiver_address',
  'receiver_postal_code',
  'receiver_district_code',
  'goods_type',
  'goods_name',
  'pieces',
  'weight_kg',
  'product_type',
  'payment_method',
  'cod_amount',
  'declared_value',
  'freight_fee',
  'total_fee',
  'status',
];

const csvField = (value: unknown) =>
  value === null || value === undefined ? '' : `"${String(value).replace(/"/g, '""')}"`;

/**
 * The same orders again, loaded the raw way into a copy of the orders table (same columns,
 * indexes and checks: `LIKE orders INCLUDING ALL`, no foreign keys), with sequential waybills:
 * COPY … FROM '/dev/blob' on PGlite; on PostgreSQL (node-postgres has no COPY FROM STDIN without an
 * extra package) multi-row INSERTs of 1,000 rows in one transaction.
 */
async function prepareRawLoad(
  db: Database,
  taskId: number,
  postgres: boolean,
): Promise<() => Promise<{ rows: number; method: string }>> {
  const source = await db.select().from(orders).where(eq(orders.importTaskId, taskId));
  await db.execute(sql`drop table if exists bench_raw_orders`);
  await db.execute(sql`create table bench_raw_orders (like orders including all)`);
  const values = source.map((row, i) =>
    COPY_COLUMNS.map((column) => {
      if (column === 'bill_code') return billCodeFromBody(String(1_000_000_000 + i));
      const key = column.replace(/_([a-z])/g, (_, letter: string) =>
        letter.toUpperCase(),
      ) as keyof typeof row;
      return row[key] as unknown;
    }),
  );
  const csv = values.map((row) => row.map(csvField).join(',')).join('\n');
  // Only the load itself is timed: reading the source rows and writing the CSV are not.
  return async () => {
    try {
      if (postgres) {
        await db.transaction(async (tx) => {
          for (let start = 0; start < values.length; start += 1000) {
            const rows = values.slice(start, start + 1000).map(
              (row) =>
                sql`(${sql.join(
                  row.map((value) => sql`${value}`),
                  sql`, `,
                )})`,
            );
            await tx.execute(
              sql`insert into bench_raw_orders (${sql.raw(COPY_COLUMNS.join(', '))}) values ${sql.join(rows, sql`, `)}`,
            );
          }
        });
        return { rows: values.length, method: 'multi-row INSERT (1,000 rows) into a copy of orders' };
      }
      const pglite = (db as unknown as { $client: { query: PgliteQuery } }).$client;
      await pglite.query(
        `COPY bench_raw_orders (${COPY_COLUMNS.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`,
        [],
        {
          blob: new Blob([`${csv}\n`]),
        },
      );
      return { rows: values.length, method: "COPY FROM '/dev/blob' into a copy of orders" };
    } finally {
      await db.execute(sql`drop table if exists bench_raw_orders`);
    }
  };
}

type PgliteQuery = (text: string, values: unknown[], options: { blob: Blob }) => Promise<unknown>;

async function benchOne(app: FastifyInstance, client: ImportClient, rows: number, postgres: boolean) {
  const prefix = `BENCH${rows}-${Date.now().toString(36)}`;
  const generated = await timed(() => sampleOrderFile(rows, prefix));
  const file = generated.result;
  const upload = await timed(() => client.upload(`bench-${rows}.xlsx`, file));
  if (upload.result.code !== 1) throw new Error(`upload: ${upload.result.msg}`);
  const taskId = upload.result.data.taskId as number;
  const validate = await timed(() => client.call('validateOrder', { taskId, isFilterRepeat: 1 }));
  if (validate.result.code !== 1 || validate.result.data.validRows !== rows)
    throw new Error(`validate: ${validate.result.msg} ${JSON.stringify(validate.result.data)}`);
  const insert = await timed(() => client.call('insertOrder', { taskId }));
  if (insert.result.code !== 1 || insert.result.data.insertedRows !== rows)
    throw new Error(`insert: ${insert.result.msg} ${JSON.stringify(insert.result.data)}`);
  const rawLoad = await prepareRawLoad(app.db, taskId, postgres);
  const raw = await timed(rawLoad);
  return {
    rows,
    fileMb: Math.round((file.length / 1024 / 1024) * 10) / 10,
    generateMs: generated.ms,
    uploadMs: upload.ms,
    validate: { ms: validate.ms, rowsPerSecond: perSecond(rows, validate.ms), peakRssMb: validate.peakRssMb },
    insert: { ms: insert.ms, rowsPerSecond: perSecond(rows, insert.ms), peakRssMb: insert.peakRssMb },
    validatePlusInsertRowsPerSecond: perSecond(rows, validate.ms + insert.ms),
    raw: {
      method: raw.result.method,
      ms: raw.ms,
      rowsPerSecond: perSecond(rows, raw.ms),
      peakRssMb: raw.peakRssMb,
    },
  };
}

async function main() {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const url = process.env.BENCH_DATABASE_URL;
  const { db, close } = url ? await seededPostgresDatabase(url) : await seededMemoryDatabase();
  const app = await buildApp({ db, config: testConfig({ logLevel: 'warn' }) });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/customer-api/login',
    payload: { loginCode: 'demo', password: 'Demo@12345' },
  });
  const client = new ImportClient(app, login.json().data.token);
  global.gc?.();
  // The process before any import: Node, the gateway and (on PGlite) the embedded database.
  const baselineRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const results = [];
  for (const rows of sizes.length > 0 ? sizes : [10_000, 100_000])
    results.push(await benchOne(app, client, rows, Boolean(url)));
  await app.close();
  await close();
  console.log(
    JSON.stringify(
      {
        engine: url ? 'PostgreSQL' : 'PGlite',
        node: process.version,
        when: new Date().toISOString(),
        baselineRssMb,
        results,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
