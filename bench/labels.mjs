// 1,000 labels in one PDF, each style: through the real batch route (POST /label/printBatch, the
// built gateway in this process over the orders benchmark database, app.inject reading the whole
// streamed PDF) and through the render function alone (renderLabelsToBuffer with the barcode
// worker pool). Wall ms, CPU ms (process-wide: main thread and workers), bytes; best and median of
// RUNS after one warm-up. Target (issue 4): 1,000 labels <= 2 s.
import { performance } from 'node:perf_hooks';
import { benchDatabaseUrl, gatewayModule, Pool, prepareOrdersDatabase } from './orders-seed.mjs';
import { median } from './support.mjs';

const LABELS = 1000;
const RUNS = Number(process.env.BENCH_LABEL_RUNS ?? 3);
const TARGET_MS = 2000;
const STYLES = ['THERMAL_100x150', 'A6', 'A4_4UP'];

async function timed(work) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const bytes = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    bytes,
  };
}

async function series(work) {
  await work(); // warm-up: code compiled, font parsed, workers started
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timed(work));
  const best = Math.min(...runs.map((run) => run.ms));
  return {
    labels: LABELS,
    runs: runs.length,
    bestMs: best,
    medianMs: median(runs.map((run) => run.ms)),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    bytes: runs[0].bytes,
    targetMs: TARGET_MS,
    met: median(runs.map((run) => run.ms)) <= TARGET_MS,
    all: runs,
  };
}

export async function run() {
  const url = await benchDatabaseUrl();
  const database = await prepareOrdersDatabase(url);
  const { buildApp } = gatewayModule('app.js');
  const { openSession } = gatewayModule('auth/session-store.js');
  const { ordersToPrint, toLabelData } = gatewayModule('routes/labels/print.js');
  const { renderLabelsToBuffer } = gatewayModule('routes/labels/render.js');
  const { BarcodeWorker } = gatewayModule('routes/labels/barcode-worker.js');
  const app = await buildApp({ config: { databaseUrl: url, logLevel: 'warn' } });
  await app.ready();
  const pool = new Pool({ connectionString: url, max: 1 });
  const encoder = new BarcodeWorker();
  const results = { route: {}, render: {} };
  try {
    const { rows } = await pool.query(
      'select id from orders where customer_id = $1 order by created_at desc, id desc limit $2',
      [database.customerId, LABELS],
    );
    const ids = rows.map((row) => Number(row.id));
    const headers = { authToken: await openSession(app.db, database.userId), language: 'ID' };
    const labels = (await ordersToPrint(app.db, database.customerId, 1, ids)).map(toLabelData);
    for (const style of STYLES) {
      console.log(`› ${style}: route`);
      results.route[style] = await series(async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/customer-api/label/printBatch',
          headers,
          payload: { style, type: 1, printCod: 1, discountPrint: 1, items: ids.map((id) => ({ id })) },
        });
        if (response.statusCode !== 200 || response.headers['content-type'] !== 'application/pdf')
          throw new Error(`printBatch ${style}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return response.rawPayload.length;
      });
      console.log(`› ${style}: render`);
      results.render[style] = await series(async () => {
        const options = { style, lang: 'id', printCod: true, discountPrint: true };
        return (await renderLabelsToBuffer(labels, options, encoder)).length;
      });
    }
  } finally {
    await encoder.close();
    await pool.end();
    await app.close();
  }
  const all = [...Object.values(results.route), ...Object.values(results.render)];
  return {
    labels: LABELS,
    targets: { ms: TARGET_MS },
    metAll: all.every((figure) => figure.met),
    results,
  };
}
