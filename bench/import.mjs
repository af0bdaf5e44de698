// Import benchmark: 10,000- and 100,000-row order files through the real gateway (a child process
// of the built gateway: upload, validateOrder, insertOrder over HTTP), rows/s of each step and the
// gateway's peak resident memory, next to a raw COPY of the same orders and CREATED scans into
// copies of their tables in the same run. PostgreSQL when BENCH_DATABASE_URL is set (the database
// is emptied first), PGlite in a temp folder otherwise; both with BENCH_IMPORT_BOTH=1.
// BENCH_IMPORT_ROWS=1000,5000 picks other sizes; BENCH_IMPORT_BUILD=0 skips building gateway/dist;
// BENCH_IMPORT_HEAP_MB=160 starts the gateway with --max-old-space-size=160 (V8 collects sooner).
// BENCH_IMPORT_READERS=0 skips the comparison of our xlsx reader with ExcelJS's (bench/xlsx-readers.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { waitForHttp } from '../scripts/run-portal.mjs';
import { gatewayToken, root } from './support.mjs';
import { compareXlsxReaders } from './xlsx-readers.mjs';

const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 3710);
const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const gatewayRequire = createRequire(join(root, 'gateway/package.json'));
const TARGETS = { importVsCopyRatio: 0.5, peakRssMb: 300 };
const HEAP_MB = Number(process.env.BENCH_IMPORT_HEAP_MB ?? 0);
const NODE_ARGS = [
  ...(HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : []),
  // e.g. BENCH_IMPORT_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the gateway
  ...(process.env.BENCH_IMPORT_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

const perSecond = (rows, ms) => Math.round((rows * 1000) / Math.max(1, ms));
const mb = (kb) => Math.round(kb / 1024);

/** The kernel's peak resident set (VmHWM) of a process, in kB; `reset` starts a new peak. */
function peakRssKb(pid, { reset = false } = {}) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux >= 4.0).
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return kb;
}

const currentRssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function emptyPostgres(url) {
  const { Client } = gatewayRequire('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** The built gateway on a database of its own, seeded, test hooks on (captcha answers for login). */
async function startGateway(engine, dir) {
  const env = {
    ...process.env,
    GATEWAY_PORT: String(PORT),
    GATEWAY_SEED: '1',
    GATEWAY_TEST_HOOKS: '1',
    LOG_LEVEL: 'warn',
    CREDENTIAL_RATE_LIMIT: '1000',
    UPLOAD_DIR: join(dir, 'uploads'),
    SIMULATOR_INTERVAL: '0',
  };
  if (engine.url) env.DATABASE_URL = engine.url;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = join(dir, 'pglite');
  }
  const child = spawn(process.execPath, [...NODE_ARGS, 'gateway/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHttp(`http://127.0.0.1:${PORT}/health`, 180_000);
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${PORT}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(gateway, token, path, body) {
  const response = await fetch(`${gateway.url}/customer-api/import/${path}`, {
    method: 'POST',
    headers: { authToken: token, language: 'EN', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(600_000),
  });
  const answer = await response.json();
  if (answer.code !== 1) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

async function upload(gateway, token, name, bytes) {
  const form = new FormData();
  form.append('isFilterRepeat', '1');
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${gateway.url}/customer-api/import/upload`, {
    method: 'POST',
    headers: { authToken: token, language: 'EN' },
    body: form,
  });
  const answer = await response.json();
  if (answer.code !== 1) throw new Error(`upload: ${answer.msg}`);
  return answer.data;
}

/** Runs a step against the gateway; its time and the gateway's peak RSS during it. */
async function step(gateway, work) {
  peakRssKb(gateway.pid, { reset: true });
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  return { result, ms, peakRssMb: mb(peakRssKb(gateway.pid)) };
}

async function importOnce(gateway, token, rows, sampleOrderFile) {
  const file = await sampleOrderFile(rows, `BENCH${rows}-${Date.now().toString(36)}`);
  const uploaded = await step(gateway, () => upload(gateway, token, `bench-${rows}.xlsx`, file));
  const taskId = uploaded.result.taskId;
  const validated = await step(gateway, () =>
    call(gateway, token, 'validateOrder', { taskId, isFilterRepeat: 1 }),
  );
  if (validated.result.validRows !== rows) throw new Error(`validated ${JSON.stringify(validated.result)}`);
  const inserted = await step(gateway, () => call(gateway, token, 'insertOrder', { taskId }));
  if (inserted.result.insertedRows !== rows) throw new Error(`inserted ${JSON.stringify(inserted.result)}`);
  const totalMs = uploaded.ms + validated.ms + inserted.ms;
  return {
    taskId,
    rows,
    fileMb: Math.round((file.length / 1024 / 1024) * 10) / 10,
    upload: { ms: uploaded.ms, peakRssMb: uploaded.peakRssMb },
    validate: {
      ms: validated.ms,
      rowsPerSecond: perSecond(rows, validated.ms),
      peakRssMb: validated.peakRssMb,
    },
    insert: { ms: inserted.ms, rowsPerSecond: perSecond(rows, inserted.ms), peakRssMb: inserted.peakRssMb },
    import: {
      ms: totalMs,
      rowsPerSecond: perSecond(rows, totalMs),
      peakRssMb: Math.max(uploaded.peakRssMb, validated.peakRssMb, inserted.peakRssMb),
    },
  };
}

const RAW_TABLES = [
  ['orders', 'bench_raw_orders', 'import_task_id = $TASK'],
  ['order_traces', 'bench_raw_traces', 'order_id in (select id from orders where import_task_id = $TASK)'],
];

/**
 * The raw load of a task's rows: its orders and their CREATED scans dumped with COPY TO (not
 * timed), then loaded with COPY FROM into empty copies of both tables (`LIKE … INCLUDING ALL`:
 * same columns, defaults, checks and indexes) in one transaction, timed.
 */
async function rawCopyPostgres(url, taskId) {
  const { Client } = gatewayRequire('pg');
  const { from, to } = gatewayRequire('pg-copy-streams');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const dumps = [];
    for (const [table, copy, where] of RAW_TABLES) {
      await client.query(`drop table if exists ${copy}`);
      await client.query(`create table ${copy} (like ${table} including all)`);
      const chunks = [];
      const out = client.query(
        to(`copy (select * from ${table} where ${where.replace('$TASK', taskId)}) to stdout`),
      );
      for await (const chunk of out) chunks.push(chunk);
      dumps.push([copy, Buffer.concat(chunks)]);
    }
    const started = performance.now();
    await client.query('begin');
    for (const [copy, data] of dumps)
      await pipeline(Readable.from([data]), client.query(from(`copy ${copy} from stdin`)));
    await client.query('commit');
    const ms = Math.round(performance.now() - started);
    for (const [copy] of dumps) await client.query(`drop table ${copy}`);
    return { ms, method: 'COPY FROM STDIN (pg-copy-streams) into copies of orders and order_traces' };
  } finally {
    await client.end();
  }
}

async function rawCopyPglite(dataDir, taskId) {
  const { PGlite } = gatewayRequire('@electric-sql/pglite');
  // The migrations create pg_trgm: PGlite loads it only when given at creation (gateway/dist).
  const { pgliteExtensions } = gatewayRequire('./dist/db/pglite-extensions.js');
  const db = new PGlite(dataDir, { extensions: pgliteExtensions });
  try {
    const dumps = [];
    for (const [table, copy, where] of RAW_TABLES) {
      await db.exec(`drop table if exists ${copy}; create table ${copy} (like ${table} including all)`);
      const dumped = await db.query(
        `copy (select * from ${table} where ${where.replace('$TASK', taskId)}) to '/dev/blob'`,
      );
      dumps.push([copy, dumped.blob]);
    }
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (const [copy, blob] of dumps) await tx.query(`copy ${copy} from '/dev/blob'`, [], { blob });
    });
    const ms = Math.round(performance.now() - started);
    for (const [copy] of dumps) await db.exec(`drop table ${copy}`);
    return { ms, method: "COPY FROM '/dev/blob' into copies of orders and order_traces" };
  } finally {
    await db.close();
  }
}

async function benchEngine(engine) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
  if (engine.url) await emptyPostgres(engine.url);
  const { sampleOrderFile } = gatewayRequire('./dist/domains/imports/import-sample-orders.test-support.js');
  const gateway = await startGateway(engine, dir);
  const imports = [];
  let idleRssMb;
  try {
    const token = await gatewayToken(gateway.url);
    idleRssMb = mb(currentRssKb(gateway.pid));
    for (const rows of SIZES) {
      console.log(`› ${engine.name}: importing ${rows} rows`);
      imports.push(await importOnce(gateway, token, rows, sampleOrderFile));
    }
  } finally {
    await gateway.stop();
  }
  // The gateway is stopped (a PGlite folder has one user at a time); the same rows, loaded raw.
  const results = [];
  for (const result of imports) {
    const raw = engine.url
      ? await rawCopyPostgres(engine.url, result.taskId)
      : await rawCopyPglite(join(dir, 'pglite'), result.taskId);
    const copyRowsPerSecond = perSecond(result.rows, raw.ms);
    const { taskId: _taskId, ...figures } = result;
    results.push({
      ...figures,
      rawCopy: { method: raw.method, ms: raw.ms, rowsPerSecond: copyRowsPerSecond },
      importVsCopyRatio: Math.round((result.import.rowsPerSecond / copyRowsPerSecond) * 100) / 100,
      insertVsCopyRatio: Math.round((result.insert.rowsPerSecond / copyRowsPerSecond) * 100) / 100,
      meetsTargets: {
        speed: result.import.rowsPerSecond >= TARGETS.importVsCopyRatio * copyRowsPerSecond,
        memory: result.import.peakRssMb < TARGETS.peakRssMb,
      },
    });
  }
  rmSync(dir, { recursive: true, force: true });
  return {
    engine: engine.name,
    gatewayNodeArgs: NODE_ARGS,
    gatewayIdleRssMb: idleRssMb,
    note: engine.url
      ? 'peak RSS is the gateway process (VmHWM reset before each step); PostgreSQL runs in its own processes'
      : "peak RSS includes PGlite's WASM heap, which lives in the gateway process and never shrinks",
    results,
  };
}

export async function run() {
  if (process.env.BENCH_IMPORT_BUILD !== '0') {
    console.log('› building the gateway');
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], {
      cwd: join(root, 'gateway'),
      stdio: 'inherit',
    });
  }
  const url = process.env.BENCH_DATABASE_URL;
  const engines = url ? [{ name: 'PostgreSQL', url }] : [];
  if (!url || process.env.BENCH_IMPORT_BOTH === '1') engines.push({ name: 'PGlite' });
  // Our xlsx reader against ExcelJS's on the same files, before the gateways start (a quiet machine).
  const xlsxReaders =
    process.env.BENCH_IMPORT_READERS === '0'
      ? undefined
      : await compareXlsxReaders(
          gatewayRequire('./dist/domains/imports/import-sample-orders.test-support.js').sampleOrderFile,
          SIZES,
        );
  const runs = [];
  // The machine's 1-minute load average before and after: figures of a busy machine are not comparable.
  const loadBefore = loadavg()[0];
  for (const engine of engines) runs.push(await benchEngine(engine));
  return {
    import: {
      loadAverage: {
        before: Math.round(loadBefore * 100) / 100,
        after: Math.round(loadavg()[0] * 100) / 100,
      },
      sizes: SIZES,
      steps: 'upload, validateOrder, insertOrder over HTTP; import = the three together',
      engines: runs,
      xlsxReaders,
      targets: {
        importRowsPerSecond: `>= ${TARGETS.importVsCopyRatio} x raw COPY rows/s`,
        peakRssMb: `< ${TARGETS.peakRssMb}`,
      },
    },
  };
}
