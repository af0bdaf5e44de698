import { isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { executeRows } from '../../db/execute-rows';
import { ownedBy } from '../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay } from '../../lib/calendar/business-days';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { scopedCallers } from '../../test/sub-accounts';
import { weightBandKey, WEIGHT_BANDS } from './report.rules';

/**
 * The customer report (/report-api/report/...) and dispatch report (/report-api/dispatch/...)
 * calls against direct SQL recounts of `orders` and `cod_lines` over the seeded month: each grouping
 * (day, ISO week, month), the distribution dimensions, the rankings and their pages, the signing-day
 * reports, a sender-scoped sub-account (its own recount), a hide-money user (no money column) and
 * bad input (translated 400s, never a 500).
 */

const api = (url: string) => `/report-api${url}`;
const wib = (column: string) => `((${column} at time zone 'UTC') + interval '7 hours')::date`;

describe(`report API: customer and dispatch reports (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let customerId: number;
  let callers: { sender: string; hidden: string };
  let scopeKey: string;
  const today = () => wibDay(new Date());
  const last30 = () => ({ from: addDays(today(), -29), to: today() });

  /** Rows of a recount: `bucket` text and numbers, over orders of the customer in [from, to] on `at`. */
  async function recount(select: string, at: string, groupBy: string, where: SQL = sql`true`) {
    const { from, to } = last30();
    return executeRows<Record<string, string>>(
      app.db,
      sql`select ${sql.raw(select)} from orders o
        where o.customer_id = ${customerId}
        and ${sql.raw(at)} >= ${startOfWibDay(from).toISOString()}::timestamptz
        and ${sql.raw(at)} < ${startOfWibDay(addDays(to, 1)).toISOString()}::timestamptz and ${where}
        group by ${sql.raw(groupBy)} order by 1`,
    );
  }

  const call = async (url: string, filter: Record<string, unknown>, token = demo, lang = 'EN') =>
    body(await post(app, api(url), filter, authHeaders(token, lang)));

  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const all = await app.db
      .select({ id: orders.id, senderKey: orders.senderKey })
      .from(orders)
      .where(ownedBy(orders, { customerId }, isNotNull(orders.senderKey), ne(orders.status, 'CANCELLED')));
    const bySender = new Map<string, number>();
    for (const order of all) bySender.set(order.senderKey!, (bySender.get(order.senderKey!) ?? 0) + 1);
    scopeKey = [...bySender.entries()].sort((a, b) => a[1] - b[1])[0][0];
    const [sample] = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, { customerId }, sql`${orders.senderKey} = ${scopeKey}`))
      .limit(1);
    callers = await scopedCallers(
      app,
      demo,
      'rpt',
      ['customerReport', 'customerReport_EXCEL', 'dispatchReport', 'downloadCenter', 'downloadCenter_EXCEL'],
      sample,
    );
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  it('waybill data per ISO week: created, picked up, returned, cancelled by creation day, signed by signing day', async () => {
    const answer = await call('/report/waybill', { period: 'LAST_30_DAYS', groupBy: 'WEEK' });
    expect(answer.code).toBe(1);
    const week = (column: string) => `to_char(date_trunc('week', ${wib(column)}), 'YYYY-MM-DD')`;
    const created = await recount(
      `${week('o.created_at')} as bucket, count(*) as created, count(o.picked_up_at) as picked_up,
       count(*) filter (where o.status = 'RETURNED') as returned, count(*) filter (where o.status = 'CANCELLED') as cancelled`,
      'o.created_at',
      '1',
    );
    const signed = await recount(`${week('o.signed_at')} as bucket, count(*) as signed`, 'o.signed_at', '1');
    const rows = answer.data.rows as Record<string, number | string>[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const c = created.find((r) => r.bucket === row.bucket);
      const s = signed.find((r) => r.bucket === row.bucket);
      expect(row).toEqual({
        bucket: row.bucket,
        created: Number(c?.created ?? 0),
        pickedUp: Number(c?.picked_up ?? 0),
        returned: Number(c?.returned ?? 0),
        cancelled: Number(c?.cancelled ?? 0),
        signed: Number(s?.signed ?? 0),
      });
    }
    expect(rows.reduce((sum, row) => sum + Number(row.created), 0)).toBeGreaterThan(0);
  });

  it('bill and cost per month and COD per day as the orders and COD lines sum them; status per day', async () => {
    const bill = await call('/report/bill', { period: 'LAST_30_DAYS', groupBy: 'MONTH' });
    const month = `to_char(${wib('o.created_at')}, 'YYYY-MM')`;
    const fees = await recount(
      `${month} as bucket, count(*) as orders, sum(o.freight_fee)::text as freight, sum(o.insurance_fee)::text as insurance, sum(o.cod_fee)::text as cod`,
      'o.created_at',
      '1',
      sql`o.status <> 'CANCELLED'`,
    );
    expect(
      bill.data.rows
        .filter((row: Record<string, number>) => row.orders > 0)
        .map((row: Record<string, number>) => [row.bucket, row.orders, row.freightFee, row.codFee]),
    ).toEqual(
      fees.map((row) => [
        row.bucket,
        Number(row.orders),
        Math.round(Number(row.freight)),
        Math.round(Number(row.cod)),
      ]),
    );
    const cost = await call('/report/cost', { period: 'LAST_30_DAYS', groupBy: 'MONTH' });
    const byProduct = await recount(
      `${month} as bucket, o.product_type, count(*) as orders`,
      'o.created_at',
      '1, 2',
      sql`o.status <> 'CANCELLED'`,
    );
    expect(
      cost.data.rows.map((row: Record<string, string>) => [row.bucket, row.productType, row.orders]),
    ).toEqual(byProduct.map((row) => [row.bucket, row.product_type, Number(row.orders)]));
    const cod = await call('/report/cod', { period: 'LAST_30_DAYS', groupBy: 'DAY' });
    const { from, to } = last30();
    const lines = await executeRows<{ bucket: string; paid: string; lines: string }>(
      app.db,
      sql`select to_char(${sql.raw(wib('o.created_at'))}, 'YYYY-MM-DD') as bucket, count(*) as lines,
        coalesce(sum(l.cod_amount) filter (where l.status = 'REMITTED'), 0) as paid
        from cod_lines l join orders o on o.id = l.order_id where l.customer_id = ${customerId}
        and o.created_at >= ${startOfWibDay(from).toISOString()}::timestamptz
        and o.created_at < ${startOfWibDay(addDays(to, 1)).toISOString()}::timestamptz group by 1`,
    );
    expect(cod.data.rows).toHaveLength(30);
    for (const row of cod.data.rows as Record<string, number | string>[]) {
      const line = lines.find((l) => l.bucket === row.bucket);
      expect([row.lines, row.paid]).toEqual([Number(line?.lines ?? 0), Number(line?.paid ?? 0)]);
    }
    const status = await call('/report/status', { period: 'LAST_30_DAYS', groupBy: 'DAY' }, demo, 'ID');
    const delivered = await recount(
      `to_char(${wib('o.created_at')}, 'YYYY-MM-DD') as bucket, count(*) as n`,
      'o.created_at',
      '1',
      sql`o.status = 'DELIVERED'`,
    );
    for (const row of status.data.rows as {
      bucket: string;
      statuses: { status: string; orders: number; statusLabel: string }[];
    }[]) {
      const d = row.statuses.find((s) => s.status === 'DELIVERED');
      expect(d?.orders ?? 0).toBe(Number(delivered.find((r) => r.bucket === row.bucket)?.n ?? 0));
      if (d) expect(d.statusLabel).toBe('Terkirim');
    }
  });

  it('distribution by province, city and product, with shares', async () => {
    for (const [dimension, key] of [
      ['PROVINCE', 'o.receiver_province'],
      ['CITY', "o.receiver_province || ' / ' || o.receiver_city"],
      ['PRODUCT', 'o.product_type'],
    ] as const) {
      const answer = await call('/report/distribution', { period: 'LAST_30_DAYS', dimension });
      const rows = await recount(`${key} as key, count(*) as orders`, 'o.created_at', '1');
      const want = rows
        .map((row) => ({ key: row.key, orders: Number(row.orders) }))
        .sort((a, b) => b.orders - a.orders || a.key.localeCompare(b.key));
      expect(
        answer.data.rows.map((row: { key: string; orders: number }) => ({
          key: row.key,
          orders: row.orders,
        })),
      ).toEqual(want);
      expect(answer.data.total).toBe(want.reduce((sum, row) => sum + row.orders, 0));
    }
  });

  it('distribution by weight band: every default band in order, as recounted from the weights, for a scope too', async () => {
    const bandSql = WEIGHT_BANDS.map(
      (band, i) =>
        `when o.weight_kg > ${band.overKg}${band.upToKg === null ? '' : ` and o.weight_kg <= ${band.upToKg}`} then ${i}`,
    ).join(' ');
    for (const [token, where] of [
      [demo, sql`true`],
      [callers.sender, sql`o.sender_key = ${scopeKey}`],
    ] as const) {
      const answer = await call(
        '/report/distribution',
        { period: 'LAST_30_DAYS', dimension: 'WEIGHT' },
        token,
      );
      expect(answer.code).toBe(1);
      const rows = await recount(
        `case ${bandSql} end as band, count(*) as orders`,
        'o.created_at',
        '1',
        where,
      );
      const counts = WEIGHT_BANDS.map((_, i) =>
        Number(rows.find((row) => Number(row.band) === i)?.orders ?? 0),
      );
      const all = counts.reduce((sum, n) => sum + n, 0);
      expect(all).toBeGreaterThan(0);
      expect(answer.data.total).toBe(all);
      expect(answer.data.rows).toEqual(
        WEIGHT_BANDS.map((band, i) => ({
          key: weightBandKey(band),
          orders: counts[i],
          share: expect.closeTo(counts[i] / all, 3),
          weightKg: band,
        })),
      );
      // at least two bands hold orders: the seeded weights are spread
      expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1);
    }
    expect(weightBandKey(WEIGHT_BANDS[0])).toBe('0-1 kg');
    expect(weightBandKey(WEIGHT_BANDS[WEIGHT_BANDS.length - 1])).toBe('> 20 kg');
  });

  it('ranks senders of the period and receivers, pages them, and refuses a page past the end (translated 400)', async () => {
    const senders = await call('/report/rankingSender', { period: 'LAST_30_DAYS', pageSize: 2 });
    const want = await recount('o.sender_key, count(*) as orders', 'o.created_at', '1');
    const ranked = want.map((row) => Number(row.orders)).sort((a, b) => b - a);
    expect(senders.data.total).toBe(want.length);
    expect(senders.data.rows.map((row: { orders: number }) => row.orders)).toEqual(ranked.slice(0, 2));
    expect(senders.data.rows[0].rank).toBe(1);
    const pages = Math.max(1, Math.ceil(want.length / 2));
    const past = await post(
      app,
      api('/report/rankingSender'),
      { period: 'LAST_30_DAYS', pageSize: 2, pageNum: pages + 1 },
      authHeaders(demo, 'ZH'),
    );
    expect(past.statusCode).toBe(400);
    expect(body(past).msg).toBe(`页码超出范围：共 ${pages} 页`);
    const receivers = await call('/report/ranking', { period: 'LAST_7_DAYS', pageSize: 3 });
    const [top] = await executeRows<{ name: string; n: number }>(
      app.db,
      sql`select receiver_name as name, order_count as n from order_receiver_names where customer_id = ${customerId}
        order by order_count desc, receiver_name limit 1`,
    );
    expect(receivers.data.rows[0]).toEqual({ rank: 1, receiverName: top.name, orders: top.n });
  });

  it('dispatch: signed per day, who signed, top signing cities and growth against the month before', async () => {
    const sign = await call('/dispatch/sign', { period: 'LAST_30_DAYS', groupBy: 'DAY' });
    const signed = await recount(
      `to_char(${wib('o.signed_at')}, 'YYYY-MM-DD') as bucket, count(*) as n`,
      'o.signed_at',
      '1',
    );
    expect(sign.data.rows).toHaveLength(30);
    for (const row of sign.data.rows as { bucket: string; signed: number }[])
      expect(row.signed).toBe(Number(signed.find((r) => r.bucket === row.bucket)?.n ?? 0));
    const total = signed.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThan(0);
    const signer = await call('/dispatch/signer', { period: 'LAST_30_DAYS' });
    expect(signer.data.total).toBe(total);
    const self = await recount(
      'count(*) as n',
      'o.signed_at',
      'o.customer_id',
      sql`o.signer = o.receiver_name`,
    );
    expect(
      signer.data.signers.find((s: { signerType: string }) => s.signerType === 'SELF')?.parcels ?? 0,
    ).toBe(Number(self[0]?.n ?? 0));
    const cities = await call('/dispatch/signCityTop', { period: 'LAST_30_DAYS' });
    const byCity = await recount(
      'o.receiver_city as city, count(*) as n',
      'o.signed_at',
      'o.receiver_province, o.receiver_city',
    );
    const most = Math.max(...byCity.map((row) => Number(row.n)));
    expect(cities.data.cities[0].parcels).toBe(most);
    expect(cities.data.cities.length).toBe(Math.min(10, byCity.length));
    const growth = await call('/dispatch/growth', { period: 'LAST_30_DAYS', groupBy: 'DAY' });
    expect(growth.data.signed).toHaveLength(30);
    for (const [i, row] of (growth.data.signed as { value: number; previous: number }[]).entries())
      if (i > 0) expect(row.previous).toBe(growth.data.signed[i - 1].value);
    expect(growth.data.signed.map((row: { value: number }) => row.value)).toEqual(
      sign.data.rows.map((row: { signed: number }) => row.signed),
    );
  });

  it('shows a sender-scoped sub-account its own scope and a hide-money user no money column', async () => {
    const scoped = await call('/dispatch/signer', { period: 'LAST_30_DAYS' }, callers.sender);
    const own = await recount(
      'count(*) as n',
      'o.signed_at',
      'o.customer_id',
      sql`o.sender_key = ${scopeKey}`,
    );
    expect(scoped.data.total).toBe(Number(own[0]?.n ?? 0));
    const main = await call('/dispatch/signer', { period: 'LAST_30_DAYS' });
    expect(scoped.data.total).toBeLessThan(main.data.total);
    const hidden = await call('/report/bill', { period: 'LAST_30_DAYS', groupBy: 'WEEK' }, callers.hidden);
    expect(hidden.code).toBe(1);
    for (const row of hidden.data.rows) {
      expect(row).not.toHaveProperty('freightFee');
      expect(row).not.toHaveProperty('total');
      expect(row).toHaveProperty('orders');
    }
  });

  it('lists the parcels under way that have not moved for N days (default 3), and pages them', async () => {
    // two parcels under way left unmoved: 5 and 10 days
    const open = await executeRows<{ id: number }>(
      app.db,
      sql`select id from orders where customer_id = ${customerId}
        and status not in ('DELIVERED','RETURNED','CANCELLED') order by id limit 2`,
    );
    for (const [i, row] of open.entries())
      await app.db.execute(
        sql`update orders set updated_at = now() - ${`${5 * (i + 1)} days`}::interval
          where customer_id = ${customerId} and id = ${row.id}`,
      );
    const stale = async (days: number) =>
      Number(
        (
          await executeRows<{ n: string }>(
            app.db,
            sql`select count(*) as n from orders where customer_id = ${customerId}
              and status not in ('DELIVERED','RETURNED','CANCELLED') and updated_at < now() - ${`${days} days`}::interval`,
          )
        )[0].n,
      );
    const byDefault = await call('/report/statusCheck', {});
    expect(byDefault.data.total).toBe(await stale(3));
    expect(byDefault.data.total).toBeGreaterThanOrEqual(2);
    expect(byDefault.data.rows[0].daysStill).toBeGreaterThanOrEqual(byDefault.data.rows.at(-1).daysStill);
    const week = await call('/report/statusCheck', { days: 7, pageSize: 1 });
    expect(week.data.total).toBe(await stale(7));
    expect(week.data.rows[0].daysStill).toBeGreaterThanOrEqual(7);
    const past = await post(
      app,
      api('/report/statusCheck'),
      { days: 7, pageSize: 1, pageNum: week.data.total + 1 },
      authHeaders(demo),
    );
    expect(past.statusCode).toBe(400);
  });

  it('exports a report table through the download centre, without money columns for a hide-money user', async () => {
    const headersOf = async (token: string, table = 'bill') => {
      const queued = await call('/report/export', { table, period: 'LAST_30_DAYS', groupBy: 'WEEK' }, token);
      expect(queued.code).toBe(1);
      const list = async () =>
        body(await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(token)))
          .data.records as { id: number; status: string }[];
      const started = Date.now();
      while ((await list()).find((r) => r.id === queued.data.exportId)?.status !== 'COMPLETED') {
        if (Date.now() - started > 60_000) throw new Error('the export did not complete');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const record = body(
        await post(app, '/customer-api/download/record', { id: queued.data.exportId }, authHeaders(token)),
      );
      const file = await get(app, record.data.url);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      return {
        headers: (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String),
        rows: sheet.rowCount - 1,
      };
    };
    const main = await headersOf(demo);
    expect(main.headers).toEqual(['Period', 'Orders', 'Freight', 'Insurance', 'COD fee', 'Total']);
    const weeks = (await call('/report/bill', { period: 'LAST_30_DAYS', groupBy: 'WEEK' })).data.rows.length;
    expect(main.rows).toBe(weeks);
    const hidden = await headersOf(callers.hidden);
    expect(hidden.headers).toEqual(['Period', 'Orders']);
    // the receiver ranking (all time, as its call): every receiver of the counters, a line each
    const ranking = await headersOf(demo, 'ranking');
    expect(ranking.headers).toEqual(['Rank', 'Receiver', 'Orders']);
    const receivers = await call('/report/ranking', { period: 'LAST_30_DAYS', pageSize: 1 });
    expect(receivers.data.total).toBeGreaterThan(0);
    expect(ranking.rows).toBe(receivers.data.total);
  });

  it.each([
    ['an unknown grouping', '/report/status', { period: 'LAST_7_DAYS', groupBy: 'YEAR' }],
    ['an unknown dimension', '/report/distribution', { period: 'LAST_7_DAYS', dimension: 'COLOUR' }],
    [
      'a range over 90 days',
      '/dispatch/sign',
      { period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-06-30' },
    ],
    [
      'an end before its start',
      '/report/bill',
      { period: 'CUSTOM', startDate: '2026-03-10', endDate: '2026-03-01' },
    ],
  ])('refuses %s with a translated 400, never a 500', async (_what, url, filter) => {
    const en = await post(app, api(url), filter, authHeaders(demo, 'EN'));
    const id = await post(app, api(url), filter, authHeaders(demo, 'ID'));
    expect(en.statusCode).toBe(400);
    expect(body(en).code).toBe(400);
    expect(body(id).msg).not.toBe(body(en).msg);
  });
});
