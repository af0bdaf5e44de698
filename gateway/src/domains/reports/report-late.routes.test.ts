import { inArray, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { executeRows } from '../../db/execute-rows';
import { ownedBy } from '../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay } from '../../lib/calendar/business-days';
import { serviceDaysFor } from '../../parcel/arrival';
import { advance } from '../../ops/simulator';
import { recordScan } from '../orders';
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
import { MARKETPLACE_THRESHOLDS } from './report-late.rules';

/**
 * The late-parcel list (/report-api/report/late/page, /export) and the marketplace penalty forecast
 * (/report/late/forecast) against direct SQL recounts over the seeded month: business days counted
 * by SQL (no Sundays, no holidays), each row's claim amount against the claim form's cap preview,
 * another shipper (its own parcels only), a sender-scoped sub-account (its own recount), a hide-money
 * user (no claim amount, no money column) and bad input (translated 400s, never a 500).
 */

const api = (url: string) => `/report-api${url}`;
const wib = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '7 hours')::date`);

describe(`report API: late parcels and the marketplace forecast (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let customerId: number;
  let callers: { sender: string; own: string; hidden: string; ownUserId: number };
  let scopeKey: string;
  const today = () => wibDay(new Date());

  /** The late parcels of a customer picked up in the last 30 WIB days, recounted in SQL: ids by kind. */
  async function recountLate(customer: number, where: SQL = sql`true`) {
    const from = addDays(today(), -29);
    const rows = await executeRows<{
      id: number;
      product_type: string;
      sender_province: string;
      receiver_province: string;
      signed: boolean;
      business_days: string;
    }>(
      app.db,
      sql`select o.id, o.product_type, o.sender_province, o.receiver_province, o.signed_at is not null as signed,
        (select count(*) from generate_series(${wib('o.picked_up_at')} + 1,
            coalesce(${wib('o.signed_at')}, ${today()}::date), interval '1 day') g(d)
          where extract(isodow from g.d) <> 7 and g.d::date not in (select h.day from holidays h)) as business_days
        from orders o where o.customer_id = ${customer} and o.picked_up_at is not null
        and o.picked_up_at >= ${startOfWibDay(from).toISOString()}::timestamptz
        and o.status not in ('CANCELLED', 'RETURNING', 'RETURNED')
        and (o.signed_at is not null or o.status <> 'DELIVERED') and ${where}`,
    );
    const late = rows.filter(
      (row) =>
        Number(row.business_days) >
        serviceDaysFor(row.product_type, row.sender_province, row.receiver_province),
    );
    return {
      signedLate: late.filter((row) => row.signed).map((row) => Number(row.id)),
      undelivered: late.filter((row) => !row.signed).map((row) => Number(row.id)),
    };
  }

  /** A marketplace's window of a customer's marketplace orders recounted in SQL: counted and late. */
  async function recountForecast(
    customer: number,
    rule: (typeof MARKETPLACE_THRESHOLDS)[number],
    where: SQL = sql`true`,
  ) {
    const from = addDays(today(), 1 - rule.windowDays);
    const recounted = await executeRows<{ picked: string | null; business_days: string }>(
      app.db,
      sql`select ${wib('o.picked_up_at')}::text as picked,
        (select count(*) from generate_series(${wib('o.created_at')} + 1,
            coalesce(${wib('o.picked_up_at')}, ${today()}::date), interval '1 day') g(d)
          where extract(isodow from g.d) <> 7 and g.d::date not in (select h.day from holidays h)) as business_days
        from orders o where o.customer_id = ${customer} and o.seller_type = 'MARKETPLACE'
        and o.status <> 'CANCELLED' and o.created_at >= ${startOfWibDay(from).toISOString()}::timestamptz
        and ${where}`,
    );
    const counted = recounted.filter(
      (row) => row.picked !== null || Number(row.business_days) > rule.shipWithinDays,
    );
    return {
      orders: counted.length,
      late: counted.filter((row) => Number(row.business_days) > rule.shipWithinDays).length,
    };
  }

  const call = async (url: string, filter: Record<string, unknown>, token = demo, lang = 'EN') =>
    body(await post(app, api(url), filter, authHeaders(token, lang)));

  /** Every row of the list, page by page. */
  async function allRows(token: string, filter: Record<string, unknown> = {}) {
    const rows: Record<string, unknown>[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await call('/report/late/page', { ...filter, pageNum, pageSize: 100 }, token);
      expect(page.code).toBe(1);
      rows.push(...page.data.rows);
      if (rows.length >= page.data.total) return { rows, page: page.data };
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    [demo, , other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const late = await recountLate(customerId);
    const [sample] = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, { customerId }, sql`${orders.id} = ${late.signedLate[0]}`));
    scopeKey = sample.senderKey!;
    callers = await scopedCallers(
      app,
      demo,
      'late',
      ['lateParcels', 'lateParcels_EXCEL', 'downloadCenter', 'downloadCenter_EXCEL'],
      sample,
    );
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  it('lists the parcels signed after their SLA day and those past it undelivered, as the SQL recount finds them', async () => {
    const late = await recountLate(customerId);
    expect(late.signedLate.length).toBeGreaterThan(0);
    expect(late.undelivered.length).toBeGreaterThan(0);
    const { rows, page } = await allRows(demo);
    expect(page.summary.signedLate).toBe(late.signedLate.length);
    expect(page.summary.undelivered).toBe(late.undelivered.length);
    const byKind = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => row.id)
        .sort();
    expect(byKind('SIGNED_LATE')).toEqual([...late.signedLate].sort());
    expect(byKind('UNDELIVERED')).toEqual([...late.undelivered].sort());
    const days = rows.map((row) => row.daysLate as number);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(page.summary.claimTotal).toBe(rows.reduce((sum, row) => sum + (row.claimAmount as number), 0));
    for (const row of rows) {
      expect(row.daysLate).toBeGreaterThan(0);
      expect(row.claimType).toBe(row.kind === 'SIGNED_LATE' ? 'LATE' : 'LOST');
    }
    const signedOnly = await call('/report/late/page', { kind: 'SIGNED_LATE', pageSize: 1 });
    expect(signedOnly.data.total).toBe(late.signedLate.length);
  });

  it("gives each late parcel the amount the claim form's cap preview gives it", async () => {
    const { rows } = await allRows(demo);
    for (const row of rows.slice(0, 5)) {
      const preview = body(
        await post(
          app,
          '/customer-api/claim/capPreview',
          { billCode: row.billCode, claimType: row.claimType },
          authHeaders(demo),
        ),
      );
      expect(preview.code).toBe(1);
      expect(row.claimAmount).toBe(preview.data.cap);
    }
  });

  it('shows another shipper only its own late parcels, a sender-scoped user its scope, a hide-money user no amount', async () => {
    const otherId = await customerIdOf(app, 'other');
    const otherLate = await recountLate(otherId);
    const theirs = await allRows(other);
    expect(theirs.page.total).toBe(otherLate.signedLate.length + otherLate.undelivered.length);
    const demoIds = new Set((await allRows(demo)).rows.map((row) => row.id));
    for (const row of theirs.rows) expect(demoIds.has(row.id)).toBe(false);

    const own = await recountLate(customerId, sql`o.sender_key = ${scopeKey}`);
    const scoped = await allRows(callers.sender);
    expect(scoped.page.total).toBe(own.signedLate.length + own.undelivered.length);
    expect(scoped.page.total).toBeLessThan(demoIds.size);

    const hidden = await call('/report/late/page', {}, callers.hidden);
    expect(hidden.code).toBe(1);
    expect(hidden.data.total).toBe(demoIds.size);
    expect(hidden.data.summary).not.toHaveProperty('claimTotal');
    for (const row of hidden.data.rows) {
      expect(row).not.toHaveProperty('claimAmount');
      expect(row).toHaveProperty('daysLate');
    }
  });

  it('exports the list through the download centre, without the claim amount for a hide-money user', async () => {
    const fileOf = async (token: string) => {
      const queued = await call('/report/late/export', {}, token);
      expect(queued.code).toBe(1);
      const list = async () =>
        body(await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(token)))
          .data.records as { id: number; status: string }[];
      for (
        let tries = 0;
        (await list()).find((r) => r.id === queued.data.exportId)?.status !== 'COMPLETED';
      ) {
        tries += 1;
        if (tries > 600) throw new Error('the export did not complete');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const record = body(
        await post(app, '/customer-api/download/record', { id: queued.data.exportId }, authHeaders(token)),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await get(app, record.data.url)).rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      return {
        headers: (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String),
        rows: sheet.rowCount - 1,
      };
    };
    const main = await fileOf(demo);
    expect(main.headers).toContain('Claim amount (Rp)');
    expect(main.rows).toBe((await call('/report/late/page', {})).data.total);
    const hidden = await fileOf(callers.hidden);
    expect(hidden.headers).not.toContain('Claim amount (Rp)');
    expect(hidden.headers).toContain('Business days late');
  });

  it("forecasts each marketplace's late-shipment rate over its window against its threshold, as recounted", async () => {
    const answer = await call('/report/late/forecast', {});
    expect(answer.code).toBe(1);
    expect(answer.data.marketplaces.map((m: { code: string }) => m.code)).toEqual(
      MARKETPLACE_THRESHOLDS.map((m) => m.code),
    );
    for (const [i, marketplace] of answer.data.marketplaces.entries()) {
      const rule = MARKETPLACE_THRESHOLDS[i];
      const recounted = await recountForecast(customerId, rule);
      expect(marketplace.orders).toBe(recounted.orders);
      expect(marketplace.late).toBe(recounted.late);
      expect(marketplace.penaltyRate).toBe(rule.penaltyRate);
      expect(marketplace.orders).toBeGreaterThan(0);
      expect(marketplace.late).toBeGreaterThan(0);
    }
    const scoped = await call('/report/late/forecast', {}, callers.sender);
    expect(scoped.data.marketplaces[0].orders).toBeLessThanOrEqual(answer.data.marketplaces[0].orders);
  });

  it('shows a sub-account with a data scope only its own parcels in the late list and the forecast', async () => {
    // the own-orders clerk is given some late parcels and some of the window's marketplace orders:
    // an UPDATE of orders, which the read model's triggers follow
    const late = await recountLate(customerId);
    const mine = [...late.signedLate.slice(0, 3), ...late.undelivered.slice(0, 2)];
    const marketplace = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        ownedBy(
          orders,
          { customerId, dataScope: null },
          sql`${orders.sellerType} = 'MARKETPLACE' and ${orders.status} <> 'CANCELLED'
            and ${orders.createdAt} >= ${startOfWibDay(addDays(today(), -6)).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(orders.id)
      .limit(6);
    const given = [...mine, ...marketplace.map((row) => row.id)];
    await app.db
      .update(orders)
      .set({ createdBy: callers.ownUserId })
      .where(ownedBy(orders, { customerId, dataScope: null }, inArray(orders.id, given)));

    const scopes = [
      { token: callers.own, where: sql`o.created_by = ${callers.ownUserId}` },
      { token: callers.sender, where: sql`o.sender_key = ${scopeKey}` },
    ];
    const whole = (await allRows(demo)).page.total;
    for (const scope of scopes) {
      const own = await recountLate(customerId, scope.where);
      const { rows, page } = await allRows(scope.token);
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(whole);
      expect(rows.map((row) => row.id).sort()).toEqual([...own.signedLate, ...own.undelivered].sort());
      expect(page.summary.signedLate).toBe(own.signedLate.length);
      expect(page.summary.undelivered).toBe(own.undelivered.length);

      const forecast = await call('/report/late/forecast', {}, scope.token);
      expect(forecast.code).toBe(1);
      for (const [i, rule] of MARKETPLACE_THRESHOLDS.entries()) {
        const recounted = await recountForecast(customerId, rule, scope.where);
        expect(forecast.data.marketplaces[i].orders).toBe(recounted.orders);
        expect(forecast.data.marketplaces[i].late).toBe(recounted.late);
      }
    }
    const ownForecast = await call('/report/late/forecast', {}, callers.own);
    expect(ownForecast.data.marketplaces[0].orders).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown kind', '/report/late/page', { kind: 'EARLY' }],
    [
      'a range over 90 days',
      '/report/late/page',
      { period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-06-30' },
    ],
    [
      'an end before its start',
      '/report/late/export',
      { period: 'CUSTOM', startDate: '2026-03-10', endDate: '2026-03-01' },
    ],
    ['a page past the end', '/report/late/page', { pageNum: 9999, pageSize: 100 }],
  ])('refuses %s with a translated 400, never a 500', async (_what, url, filter) => {
    const en = await post(app, api(url), filter, authHeaders(demo, 'EN'));
    const id = await post(app, api(url), filter, authHeaders(demo, 'ID'));
    expect(en.statusCode).toBe(400);
    expect(body(en).code).toBe(400);
    expect(body(id).msg).not.toBe(body(en).msg);
  });
  it('keeps the list and the forecast equal to a recount from orders after the courier scans parcels on', async () => {
    // two rounds of the courier simulator: pickups, transit, deliveries, held parcels, returns,
    // through recordScan as real scans; then a late parcel moved to another destination
    for (const hours of [1, 2]) {
      const moved = await advance(app.db, {
        customerId,
        now: new Date(Date.now() + hours * 60_000),
        seed: 31,
      });
      expect(moved.moved.length).toBeGreaterThan(0);
    }
    // a late parcel under way sent back by a return scan (it leaves the list), another one moved to
    // another destination (its row shows the new one)
    const [sentBack, moved] = (await recountLate(customerId)).undelivered;
    expect(sentBack).toBeDefined();
    const returned = await recordScan(
      app.db,
      sentBack,
      {
        status: 'RETURNING',
        scanType: 'RETURN',
        description: 'RETURN_STARTED',
        location: 'KOTA DENPASAR',
        networkName: 'Denpasar Hub',
        scanTime: new Date(),
      },
      { customerId },
    );
    expect(returned.ok).toBe(true);
    if (moved !== undefined)
      await app.db
        .update(orders)
        .set({ receiverCity: 'KOTA DENPASAR', receiverProvince: 'BALI' })
        .where(ownedBy(orders, { customerId, dataScope: null }, sql`${orders.id} = ${moved}`));

    const after = await recountLate(customerId);
    expect(after.undelivered).not.toContain(sentBack);
    const { rows, page } = await allRows(demo);
    expect(page.summary.signedLate).toBe(after.signedLate.length);
    expect(page.summary.undelivered).toBe(after.undelivered.length);
    const idsOf = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => row.id)
        .sort();
    expect(idsOf('SIGNED_LATE')).toEqual([...after.signedLate].sort());
    expect(idsOf('UNDELIVERED')).toEqual([...after.undelivered].sort());
    // each row shows its order as it is now
    const now = await app.db
      .select({ id: orders.id, status: orders.status, receiverCity: orders.receiverCity })
      .from(orders)
      .where(
        ownedBy(
          orders,
          { customerId, dataScope: null },
          inArray(
            orders.id,
            rows.map((r) => r.id as number),
          ),
        ),
      );
    const byId = new Map(now.map((row) => [row.id, row]));
    for (const row of rows) {
      expect(row.status).toBe(byId.get(row.id as number)!.status);
      expect(row.receiverCity).toBe(byId.get(row.id as number)!.receiverCity);
    }
    const forecast = await call('/report/late/forecast', {});
    for (const [i, rule] of MARKETPLACE_THRESHOLDS.entries()) {
      const recounted = await recountForecast(customerId, rule);
      expect(forecast.data.marketplaces[i].orders).toBe(recounted.orders);
      expect(forecast.data.marketplaces[i].late).toBe(recounted.late);
    }
  });
});
