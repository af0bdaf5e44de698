// Order page and count at 1,000,000 orders for one shipper, through the real routes (the built
// gateway in this process, app.inject) on PostgreSQL: p50/p95 over REQUESTS calls per case, after
// a warm-up. Target (issue 4): p95 <= 20 ms at any depth, for pages and counts.
import { performance } from 'node:perf_hooks';
import { bulk, gatewayModule, Pool, prepareOrdersData, seedFigures } from './seed.mjs';
import { percentile, round1 } from './support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const PAGE_SIZE = 20;
const DEPTHS = [1_000, 25_000, 50_000];
const TARGET_P95_MS = 20;

async function measure(app, headers, url, payload) {
  const call = async () => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    const body = response.json();
    if (body.code !== 1) throw new Error(`${url} ${JSON.stringify(payload)}: ${body.msg}`);
    return body.data;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times = [];
  let data;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    data = await call();
    times.push(performance.now() - started);
  }
  const p95 = round1(percentile(times, 95));
  return {
    requests: REQUESTS,
    p50Ms: round1(percentile(times, 50)),
    p95Ms: p95,
    maxMs: round1(Math.max(...times)),
    targetP95Ms: TARGET_P95_MS,
    met: p95 <= TARGET_P95_MS,
    rows: data.records?.length,
    total: data.total,
  };
}

/** The id of the order at a 0-based position, newest first (where the previous page ended). */
async function idAtPosition(pool, customerId, position) {
  const { rows } = await pool.query(
    'select id from orders where customer_id = $1 order by created_at desc, id desc offset $2 limit 1',
    [customerId, position],
  );
  return Number(rows[0].id);
}

export async function run() {
  const database = await prepareOrdersData();
  const { url } = database;
  // A receiver of the bulk seed (about 200 orders under each of ~5,000 names 'First Last').
  const receiver = bulk().bulkReceivers()[4242];
  const { buildApp } = gatewayModule('app.js');
  const { openSession } = gatewayModule('auth/session-store.js');
  const app = await buildApp({ config: { databaseUrl: url, logLevel: 'warn' } });
  await app.ready();
  const pool = new Pool({ connectionString: url, max: 1 });
  const results = {};
  try {
    const headers = { authToken: await openSession(app.db, database.userId), language: 'EN' };
    const page = (name, payload) => {
      console.log(`› ${name}`);
      return measure(app, headers, '/customer-api/order/manage/page', payload);
    };
    const count = (name, payload) => {
      console.log(`› ${name}`);
      return measure(app, headers, '/customer-api/order/manage/count', payload);
    };

    results.firstPage = await page('first page', { current: 1, size: PAGE_SIZE });
    for (const depth of DEPTHS) {
      const afterId = await idAtPosition(pool, database.customerId, (depth - 1) * PAGE_SIZE - 1);
      results[`afterIdPage${depth}`] = await page(`afterId page ${depth}`, {
        current: depth,
        size: PAGE_SIZE,
        afterId,
      });
    }
    for (const depth of DEPTHS) {
      results[`pageNumber${depth}`] = await page(`page number ${depth}`, {
        current: depth,
        size: PAGE_SIZE,
      });
    }
    results.countAll = await count('count, no filter', {});
    results.countByStatus = await count('count, status IN_TRANSIT', { status: 'IN_TRANSIT' });
    results.filteredStatusFirstPage = await page('status IN_TRANSIT, first page', {
      current: 1,
      size: PAGE_SIZE,
      status: 'IN_TRANSIT',
    });
    results.filteredStatusPage1000 = await page('status IN_TRANSIT, page 1000', {
      current: 1000,
      size: PAGE_SIZE,
      status: 'IN_TRANSIT',
    });
    results.filteredTwoStatusesPage100 = await page('CREATED or PICKED_UP, page 100', {
      current: 100,
      size: PAGE_SIZE,
      status: ['CREATED', 'PICKED_UP'],
    });
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    results.filteredLastWeekFirstPage = await page('last 7 days, first page', {
      current: 1,
      size: PAGE_SIZE,
      createdAtStart: weekAgo,
    });
    results.filteredLastWeekPage1000 = await page('last 7 days, page 1,000', {
      current: 1_000,
      size: PAGE_SIZE,
      createdAtStart: weekAgo,
    });
    // The bulk seed's receivers are ~5,000 names 'First Last' (70 first names, 71 last names),
    // about 200 orders each: a whole name, a part of a few names (a last name's start), and a part
    // that many names share ('Sari': a first name and in last names such as 'Puspitasari').
    results.filteredReceiverNameFirstPage = await page(`receiver name (${receiver.name}), first page`, {
      current: 1,
      size: PAGE_SIZE,
      receiverName: receiver.name,
    });
    results.filteredReceiverNamePartFirstPage = await page('receiver name part (Rahma), first page', {
      current: 1,
      size: PAGE_SIZE,
      receiverName: 'Rahma',
    });
    results.filteredReceiverNameCommonFirstPage = await page('receiver name common part (Sari), first page', {
      current: 1,
      size: PAGE_SIZE,
      receiverName: 'Sari',
    });
    results.filteredReceiverNameCommonPage500 = await page('receiver name common part (Sari), page 500', {
      current: 500,
      size: PAGE_SIZE,
      receiverName: 'Sari',
    });
    results.filteredReceiverPhoneFirstPage = await page('receiver phone, whole number', {
      current: 1,
      size: PAGE_SIZE,
      receiverPhone: receiver.phone,
    });
    results.filteredReceiverPhoneDigitsFirstPage = await page('receiver phone digits, first page', {
      current: 1,
      size: PAGE_SIZE,
      receiverPhone: '4242',
    });
    results.filteredStatusMiddlePage = await page('status IN_TRANSIT, middle page', {
      current: 2_000,
      size: PAGE_SIZE,
      status: 'IN_TRANSIT',
    });
  } finally {
    await pool.end();
    await app.close();
  }
  const figures = Object.values(results);
  return {
    seedMs: database.seedMs,
    database: seedFigures(database),
    pageSize: PAGE_SIZE,
    targets: { p95Ms: TARGET_P95_MS },
    metAll: figures.every((figure) => figure.met),
    results,
  };
}
