// 1,000 labels in one PDF, each style: through the real batch route (POST /label/printBatch, the
// built gateway in this process over the orders benchmark database, app.inject reading the whole
// streamed PDF) and through the render function alone (renderLabelsToBuffer). Wall ms, CPU ms
// (process-wide), bytes; best and median of RUNS after one warm-up, with the machine's load average
// next to them (other processes' turns count in wall time, not in CPU time). Each run prints 1,000
// other orders (other waybills, phones, order numbers): the renderer keeps word layouts between
// documents, and a batch of orders printed before would find its unique words laid out already.
// Target (issue 4): 1,000 labels <= 2 s.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gatewayModule, Pool, prepareBenchData, seedFigures } from './seed.mjs';
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

/** Load average over the last minute, two decimals. */
const load = () => Math.round(loadavg()[0] * 100) / 100;

async function series(work) {
  await work(0); // warm-up: code compiled, font parsed
  const runs = [];
  for (let i = 1; i <= RUNS; i += 1) runs.push({ ...(await timed(() => work(i))), load: load() });
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
  // Only the orders it prints: one batch per run and the warm-up's.
  const database = await prepareBenchData('labels', { orders: LABELS * (RUNS + 1) });
  const { url } = database;
  const { buildApp } = gatewayModule('app.js');
  const { openSession } = gatewayModule('auth/session-store.js');
  const { ordersToPrint, toLabelData } = gatewayModule('domains/labels/label-print.service.js');
  const { renderLabelsToBuffer } = gatewayModule('domains/labels/label.render.js');
  const app = await buildApp({ config: { databaseUrl: url, logLevel: 'warn' } });
  await app.ready();
  const pool = new Pool({ connectionString: url, max: 1 });
  const results = { route: {}, render: {} };
  try {
    const { rows } = await pool.query(
      'select id from orders where customer_id = $1 order by created_at desc, id desc limit $2',
      [database.customerId, LABELS * (RUNS + 1)],
    );
    // batch i: orders i * 1000 to i * 1000 + 999 (0 is the warm-up)
    const batches = Array.from({ length: RUNS + 1 }, (_, i) =>
      rows.slice(i * LABELS, (i + 1) * LABELS).map((row) => Number(row.id)),
    );
    const headers = { authToken: await openSession(app.db, database.userId), language: 'ID' };
    const labelBatches = [];
    for (const ids of batches)
      labelBatches.push((await ordersToPrint(app.db, database.customerId, 1, ids)).map(toLabelData));
    for (const style of STYLES) {
      console.log(`› ${style}: route`);
      results.route[style] = await series(async (batch) => {
        const response = await app.inject({
          method: 'POST',
          url: '/customer-api/label/printBatch',
          headers,
          payload: {
            style,
            type: 1,
            printCod: 1,
            discountPrint: 1,
            items: batches[batch].map((id) => ({ id })),
          },
        });
        if (response.statusCode !== 200 || response.headers['content-type'] !== 'application/pdf')
          throw new Error(`printBatch ${style}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return response.rawPayload.length;
      });
      console.log(`› ${style}: render`);
      results.render[style] = await series(async (batch) => {
        const options = { style, lang: 'id', printCod: true, discountPrint: true };
        return (await renderLabelsToBuffer(labelBatches[batch], options)).length;
      });
    }
  } finally {
    await pool.end();
    await app.close();
  }
  const all = [...Object.values(results.route), ...Object.values(results.render)];
  return {
    seedMs: database.seedMs,
    database: seedFigures(database),
    labels: LABELS,
    cpus: availableParallelism(),
    targets: { ms: TARGET_MS },
    metAll: all.every((figure) => figure.met),
    results,
  };
}
