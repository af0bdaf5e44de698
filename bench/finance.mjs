// COD lines on PostgreSQL, through the built gateway in this process (issue 17, what must show 3):
// - the COD bill page (/codBill/page, app.inject) at BENCH_COD_LINES lines for one shipper (the
//   orders data set's orders made COD lines with one INSERT … SELECT): p50 / p95 for the first and
//   deep pages; target p95 <= 20 ms at any depth; the COD commission page (/codCommission/page) at
//   the same pages, against the same target (ours: the issue names none);
// - batch generation (cutBatch: lock, sum the range's lines per day, insert the batch and its
//   bucket rows, mail) for BENCH_BATCH_LINES collected lines, next to one INSERT … SELECT of the same lines into a scratch table in the same
//   run; target: the batch at >= 0.5 of the INSERT … SELECT rate. Then its payment (the one write
//   of each line, REMITTED with the batch's id): a figure, no target (a job no one waits for).
// - the statement detail export of BENCH_STATEMENT_LINES lines (a statement made of the shipper's
//   orders with one INSERT … SELECT) through the export job in a gateway process: rows/s and the
//   process's peak RSS; target peak RSS < 300 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { throughJob } from './exports.mjs';
import { gatewayModule, Pool, prepareOrdersData, seedFigures } from './seed.mjs';
import { percentile, round1 } from './support.mjs';

const LINES = Number(process.env.BENCH_COD_LINES ?? 1_000_000);
const BATCH_LINES = Number(process.env.BENCH_BATCH_LINES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;
const PAGE_SIZE = 20;
const TARGET_P95_MS = 20;
const TARGET_BATCH_RATIO = 0.5;
const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 100_000);
const TARGET_PEAK_RSS_MB = 300;
const BENCH_PERIOD = '2000-01';

/** A statement of STATEMENT_LINES of the shipper's orders (replacing the last run's), header = sum of lines. */
async function prepareStatement(pool, customerId) {
  const old = `select id from monthly_statements where customer_id = $1 and period = '${BENCH_PERIOD}'`;
  for (const table of [
    'statement_payments',
    'statement_credit_notes',
    'statement_disputes',
    'monthly_statement_lines',
  ])
    await pool.query(`delete from ${table} where customer_id = $1 and statement_id in (${old})`, [
      customerId,
    ]);
  await pool.query(`delete from monthly_statements where customer_id = $1 and period = '${BENCH_PERIOD}'`, [
    customerId,
  ]);
  const { rows } = await pool.query(
    `insert into monthly_statements (customer_id, statement_no, legal_name, period, issue_day, due_day,
       e_faktur_no, status, line_count, freight, insurance, cod_fee, surcharges, discount, return_fee,
       weight_adjustment, tax_base, ppn_rate_bp, ppn, pph23_rate_bp, pph23, amount_due, created_at)
     values ($1, $2, 'bench', '${BENCH_PERIOD}', '2000-02-01', '2000-02-15', 'bench', 'ISSUED',
       0, 0, 0, 0, 0, 0, 0, 0, 0, 110, 0, 200, 0, 0, now())
     returning id`,
    [customerId, `MSBENCH${customerId}`],
  );
  const statementId = rows[0].id;
  await pool.query(
    `insert into monthly_statement_lines (customer_id, statement_id, order_id, bill_code, day, outcome,
       dest_province, dest_city, product_type, actual_kg, volumetric_kg, chargeable_kg, freight, insurance,
       cod_fee, surcharges, discount, return_fee, weight_adjustment, line_total)
     select o.customer_id, $2, o.id, o.bill_code, to_char(o.created_at, 'YYYY-MM-DD'), 'DELIVERED',
       o.receiver_province, o.receiver_city, o.product_type, o.weight_kg, coalesce(o.volumetric_weight_kg, o.weight_kg),
       coalesce(o.chargeable_weight_kg, o.weight_kg), round(o.freight_fee), round(o.insurance_fee), round(o.cod_fee), 0, 0, 0, 0,
       round(o.freight_fee) + round(o.insurance_fee) + round(o.cod_fee)
     from orders o
     where o.customer_id = $1 and not exists (select 1 from monthly_statement_lines l where l.order_id = o.id)
     order by o.id limit $3`,
    [customerId, statementId, STATEMENT_LINES],
  );
  await pool.query(
    `update monthly_statements s set line_count = t.n, freight = t.freight, insurance = t.insurance,
       cod_fee = t.cod_fee, tax_base = t.total, ppn = round(t.total * 0.011), pph23 = round(t.total * 0.02),
       amount_due = t.total + round(t.total * 0.011) - round(t.total * 0.02)
     from (select count(*)::int n, sum(freight) freight, sum(insurance) insurance, sum(cod_fee) cod_fee,
             sum(line_total) total
           from monthly_statement_lines where customer_id = $1 and statement_id = $2) t
     where s.id = $2`,
    [customerId, statementId],
  );
  await pool.query('analyze monthly_statement_lines');
  return statementId;
}

/** Makes up to LINES of the shipper's orders COD lines (idempotent), BATCH_LINES of them due today. */
async function prepareLines(pool, customerId) {
  // what the last run's batch holds (its events, netted returns and freight, disputes, receivable)
  for (const table of [
    'cod_batch_events',
    'cod_batch_returns',
    'cod_disputes',
    'cod_batch_freight',
    'statement_receivables',
  ])
    if ((await pool.query('select to_regclass($1) as t', [table])).rows[0].t)
      await pool.query(`delete from ${table} where customer_id = $1`, [customerId]);
  await pool.query('update cod_lines set batch_id = null where customer_id = $1', [customerId]);
  await pool.query('delete from cod_batches where customer_id = $1', [customerId]);
  const started = performance.now();
  await pool.query(
    `insert into cod_lines (customer_id, order_id, bill_code, customer_order_no, product_type, cod_amount,
       goods_value, status, commission_status, commission_rate_bp, min_commission, commission, vat,
       delivered_at, expected_payout_day, created_at)
     select o.customer_id, o.id, o.bill_code, o.customer_order_no, o.product_type, 50000 + (o.id % 400) * 1000,
       45000, 'REMITTED', 'DEDUCTED', 300, 3000, greatest(3000, round((50000 + (o.id % 400) * 1000) * 0.03)),
       round(greatest(3000, round((50000 + (o.id % 400) * 1000) * 0.03)) * 0.11), o.created_at, '2026-01-01', o.created_at
     from orders o where o.customer_id = $1
     order by o.id limit $2
     on conflict (order_id) do nothing`,
    [customerId, LINES],
  );
  await pool.query(
    `update cod_lines set status = 'COLLECTED', commission_status = 'UNBILLED'
     where id in (select id from cod_lines where customer_id = $1 order by id limit $2)`,
    [customerId, BATCH_LINES],
  );
  // the COD bill's buckets as the lines read with no batch left (a cut moved its lines' counts to
  // IN_BATCH without writing the lines)
  await pool.query('delete from cod_line_buckets where customer_id = $1', [customerId]);
  await pool.query(
    `insert into cod_line_buckets (customer_id, status, day, lines, net, commission, vat)
     select customer_id, status, order_page_bucket_day(created_at), count(*), sum(cod_amount - commission - vat),
       sum(commission), sum(vat)
     from cod_lines where customer_id = $1 group by 1, 2, 3`,
    [customerId],
  );
  await pool.query('analyze cod_lines');
  const { rows } = await pool.query('select count(*)::int as n from cod_lines where customer_id = $1', [
    customerId,
  ]);
  return { lines: rows[0].n, prepareMs: Math.round(performance.now() - started) };
}

async function measure(app, headers, payload, url = '/customer-api/codBill/page') {
  const call = async () => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    const body = response.json();
    if (body.code !== 1) throw new Error(`${url} ${JSON.stringify(payload)}: ${body.msg}`);
    return body.data;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const p95 = round1(percentile(times, 95));
  return {
    p50Ms: round1(percentile(times, 50)),
    p95Ms: p95,
    targetP95Ms: TARGET_P95_MS,
    met: p95 <= TARGET_P95_MS,
  };
}

export async function run() {
  const database = await prepareOrdersData();
  const { url } = database;
  const { buildApp } = gatewayModule('app.js');
  const { openSession } = gatewayModule('auth/session-store.js');
  const { cutBatch } = gatewayModule('domains/finance/cod/cod-batch.repo.js');
  const { payBatches, schedulePayments } = gatewayModule('domains/finance/cod/cod-payment.repo.js');
  const app = await buildApp({ config: { databaseUrl: url, logLevel: 'warn' } });
  await app.ready();
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query("select u.id, u.customer_id from users u where u.login_code = 'demo'");
    const { id: userId, customer_id: customerId } = rows[0];
    const prepared = await prepareLines(pool, customerId);
    const headers = { authToken: await openSession(app.db, userId), language: 'EN' };
    const pages = {};
    const commissionPages = {};
    for (const current of [1, 100, 1_000, Math.max(1, Math.floor(prepared.lines / PAGE_SIZE) - 1)]) {
      pages[`page${current}`] = await measure(app, headers, { current, size: PAGE_SIZE });
      commissionPages[`page${current}`] = await measure(
        app,
        headers,
        { current, size: PAGE_SIZE },
        '/customer-api/codCommission/page',
      );
    }

    // the baseline: one INSERT … SELECT of the same collected lines
    await pool.query('drop table if exists bench_cod_copy');
    await pool.query('create table bench_cod_copy as select * from cod_lines where false');
    const copyStarted = performance.now();
    await pool.query(
      "insert into bench_cod_copy select * from cod_lines where customer_id = $1 and status = 'COLLECTED'",
      [customerId],
    );
    const copyMs = performance.now() - copyStarted;
    await pool.query('drop table bench_cod_copy');

    const quiet = { db: app.db, mailer: { send: async () => {} }, quiet: true };
    const batchStarted = performance.now();
    const batch = await cutBatch(quiet, { customerId }, new Date());
    const batchMs = performance.now() - batchStarted;
    const ratio = Math.round((copyMs / batchMs) * 100) / 100;

    // its payment: the one write of each line (REMITTED, the batch's id), as a job does it
    let payMs = null;
    if (batch) {
      await pool.query("update cod_batches set status = 'AGREED' where id = $1", [batch.id]);
      await schedulePayments(app.db, { customerId }, new Date());
      const { rows: planned } = await pool.query(
        'select planned_pay_day as day from cod_batches where id = $1',
        [batch.id],
      );
      const payStarted = performance.now();
      await payBatches(app.db, { customerId }, new Date(`${planned[0].day}T03:00:00.000Z`), undefined, true);
      payMs = Math.round(performance.now() - payStarted);
      const { rows: paid } = await pool.query('select status from cod_batches where id = $1', [batch.id]);
      if (paid[0].status !== 'PAID') throw new Error(`the bench batch was not paid: ${paid[0].status}`);
    }

    const statementId = await prepareStatement(pool, customerId);
    const dir = mkdtempSync(join(tmpdir(), 'bench-statement-'));
    let exported;
    try {
      exported = await throughJob(url, { ...database, customerId, userId }, dir, 'monthlyStatementLines', {
        id: statementId,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return {
      data: seedFigures(database),
      lines: prepared,
      codBillPage: pages,
      codCommissionPage: commissionPages,
      batch: {
        lines: batch?.parcelCount ?? 0,
        batchMs: Math.round(batchMs),
        insertSelectMs: Math.round(copyMs),
        ratio,
        payMs,
        target: TARGET_BATCH_RATIO,
        met: ratio >= TARGET_BATCH_RATIO,
      },
      statementExport: {
        ...exported,
        targetPeakRssMb: TARGET_PEAK_RSS_MB,
        met: exported.gatewayPeakRssMb < TARGET_PEAK_RSS_MB,
      },
    };
  } finally {
    await pool.end();
    await app.close();
  }
}
