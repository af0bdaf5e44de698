// 1,000,000 orders to xlsx (order management's columns) on PostgreSQL, two ways in one run:
// - through the job: a built gateway process (gateway/dist/server.js) works the export job (count,
//   keyset pages, streaming xlsx to disk, progress rows, file stored); rows/s from the export's
//   started_at to finished_at, and the process's peak RSS (VmHWM in /proc/<pid>/status);
// - the streaming writer alone: the same row source (orderBatches) into the same writer
//   (writeXlsxFile) in this process, no queue, no progress, no storage.
// Targets (issue 15): the job at >= 0.7 of the writer-alone rate, the gateway's peak RSS < 300 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GATEWAY_DIST, gatewayModule, Pool, prepareOrdersData, seedFigures } from './seed.mjs';
import { root } from './support.mjs';

const TARGET_RATIO = 0.7;
const TARGET_PEAK_RSS_MB = 300;
const load = () => Math.round(loadavg()[0] * 100) / 100;

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function until(read, done, what, ms) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function writerAlone(url, customerId, dir) {
  const { createDatabase, closeDatabase } = gatewayModule('db/client.js');
  const { orderBatches } = gatewayModule('domains/orders/order.repo.js');
  const { manageColumns } = gatewayModule('domains/orders/order-exports.service.js');
  const { writeXlsxFile } = gatewayModule('domains/downloads/download-xlsx-file.render.js');
  const db = createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  const file = join(dir, 'writer-alone.xlsx');
  const started = performance.now();
  try {
    const { rows, sheets } = await writeXlsxFile(
      file,
      manageColumns('en'),
      orderBatches(db, customerId, { createdAtEnd: new Date() }, 2000),
      'en',
      { sheetName: 'orders', sheetRows: 1_048_575 },
    );
    const ms = Math.round(performance.now() - started);
    return {
      rows,
      sheets,
      ms,
      rowsPerSec: Math.round((rows * 1000) / ms),
      bytes: statSync(file).size,
      load: load(),
    };
  } finally {
    await closeDatabase(db);
    rmSync(file, { force: true });
  }
}

/** An export of `type` with `filter` worked by a gateway process; also the finance suite's statement export. */
export async function throughJob(url, database, dir, type = 'orders', filter = {}) {
  const uploadDir = join(dir, 'uploads');
  const gateway = spawn(process.execPath, [join(GATEWAY_DIST, 'server.js')], {
    cwd: join(root, 'gateway'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: url,
      GATEWAY_PORT: process.env.BENCH_EXPORT_PORT ?? '3199',
      UPLOAD_DIR: uploadDir,
      UPLOAD_URL_SECRET: 'bench',
      LOG_LEVEL: 'warn',
      SIMULATOR_INTERVAL: '0',
      EXPORT_WORKERS: '1',
      JOB_POLLING_SECONDS: '0.5',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => gateway.once('exit', (code, signal) => resolve(signal ?? code)));
  const pool = new Pool({ connectionString: url, max: 1 });
  const { buildApp } = gatewayModule('app.js');
  const { requestExport } = gatewayModule('domains/downloads/download.service.js');
  // queues the job from here (send only), as the orders' export call will
  const sender = await buildApp({ config: { databaseUrl: url, logLevel: 'warn', jobs: 'send', uploadDir } });
  try {
    await until(
      () =>
        fetch(`http://127.0.0.1:${process.env.BENCH_EXPORT_PORT ?? '3199'}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
      'the gateway',
      60_000,
    );
    await sender.ready(); // after the gateway migrated the database
    const idleRssMb = peakRssMb(gateway.pid);
    const row = await requestExport(
      sender,
      { customerId: database.customerId, userId: database.userId, language: 'EN' },
      type,
      filter,
    );
    const done = await until(
      async () =>
        (
          await pool.query(
            `select status, row_count::int as rows, size_bytes::bigint as bytes, error,
                    extract(epoch from finished_at - started_at) * 1000 as ms
             from export_jobs where id = $1`,
            [row.id],
          )
        ).rows[0],
      (state) => state.status === 'COMPLETED' || state.status === 'FAILED',
      'the export',
      1_800_000,
    );
    if (done.status !== 'COMPLETED') throw new Error(`export failed: ${done.error}`);
    const ms = Math.round(Number(done.ms));
    return {
      rows: done.rows,
      ms,
      rowsPerSec: Math.round((done.rows * 1000) / ms),
      bytes: Number(done.bytes),
      gatewayIdleRssMb: idleRssMb,
      gatewayPeakRssMb: peakRssMb(gateway.pid),
      load: load(),
    };
  } finally {
    await sender.close();
    await pool.end();
    gateway.kill('SIGTERM');
    await exited;
  }
}

export async function run() {
  const database = await prepareOrdersData();
  const dir = mkdtempSync(join(tmpdir(), 'bench-exports-'));
  try {
    console.log('› the streaming writer alone');
    const alone = await writerAlone(database.url, database.customerId, dir);
    console.log(`  ${alone.rows} rows in ${alone.ms} ms`);
    console.log('› through the export job (a gateway process)');
    const job = await throughJob(database.url, database, dir);
    console.log(`  ${job.rows} rows in ${job.ms} ms, peak RSS ${job.gatewayPeakRssMb} MB`);
    const ratio = Math.round((job.rowsPerSec / alone.rowsPerSec) * 100) / 100;
    return {
      database: seedFigures(database),
      writerAlone: alone,
      throughJob: job,
      ratio,
      targetRatio: TARGET_RATIO,
      targetPeakRssMb: TARGET_PEAK_RSS_MB,
      met: ratio >= TARGET_RATIO && job.gatewayPeakRssMb < TARGET_PEAK_RSS_MB,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
