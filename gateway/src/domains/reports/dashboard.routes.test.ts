// @postgres: the dashboard's figures equal a recount of orders on the production engine
import { eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addressBookEntries, orders, users } from '../../db/schema';
import { executeRows } from '../../db/execute-rows';
import { ownedBy } from '../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay } from '../../lib/calendar/business-days';
import { serviceDaysFor } from '../../parcel/arrival';
import { createCodOrders } from '../../ops/finance-cod-orders';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  grantKeys,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { scopedCallers } from '../../test/sub-accounts';

/**
 * The dashboard calls against a direct recount of `orders` and `cod_lines` (SQL over the raw rows,
 * percentile_disc for the lead times): the seeded month, a fixed set of COD orders walked through
 * the courier's scans into a quiet past period, each filter, a sender-scoped and an own-orders
 * sub-account (their own recount, smaller than the main account's), a hide-money user (no money
 * card), another shipper (its own figures only) and bad input (translated, never a 500).
 */

const api = (url: string) => `/report-api${url}`;
const HOUR_MS = 3_600_000;
/** A quiet past period of the demo shipper's: only the orders this test makes. */
const FIXED_FROM = '2026-03-02';
const FIXED_TO = '2026-03-15';

interface Recount {
  created: number;
  pickedUp: number;
  signed: number;
  inTransit: number;
  returned: number;
  cancelled: number;
  sameDay: number;
  codSigned: number;
  codReturned: number;
  freightFee: number;
  insuranceFee: number;
  codFee: number;
  notCancelled: number;
  pickupMedian: number | null;
  deliveryMedian: number | null;
  deliveryP90: number | null;
  codByStatus: Record<string, number>;
  /** Of the parcels signed in [from, to] (WIB signing days): rates of the delivery KPIs. */
  firstAttempt: number | null;
  onTime: number | null;
  onTimeBusiness: number | null;
  /** COD lines paid out and delivered in [from, to]: median days from delivery to payout. */
  codPaidMedianDays: number | null;
  /** Returns started in [from, to]. */
  returns: number;
}

const hoursOf = (seconds: string | number | null) =>
  seconds === null ? null : Math.min(720, Math.max(0, Math.floor(Number(seconds) / 3600)));
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

describe(`report API: the dashboard (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let customerId: number;
  let callers: { sender: string; own: string; hidden: string; ownUserId: number };
  let scopeKey: string;
  let scopeAddressId: number;

  /** The raw recount of a customer's orders created in [from, to] (WIB days) under `where`. */
  async function recount(
    customer: number,
    from: string,
    to: string,
    where: SQL = sql`true`,
  ): Promise<Recount> {
    const start = startOfWibDay(from);
    const end = startOfWibDay(addDays(to, 1));
    const inRange = sql`o.customer_id = ${customer} and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz and ${where}`;
    const [row] = await executeRows<Record<string, string | null>>(
      app.db,
      sql`select count(*) as created,
        count(o.picked_up_at) as picked_up,
        count(*) filter (where o.status = 'DELIVERED') as signed,
        count(*) filter (where o.status in ('PICKED_UP','IN_TRANSIT','ARRIVED','OUT_FOR_DELIVERY','PROBLEM','RETURNING')) as in_transit,
        count(*) filter (where o.status = 'RETURNED') as returned,
        count(*) filter (where o.status = 'CANCELLED') as cancelled,
        count(*) filter (where ((o.picked_up_at at time zone 'UTC') + interval '7 hours')::date
          = ((o.created_at at time zone 'UTC') + interval '7 hours')::date) as same_day,
        count(*) filter (where o.cod_amount > 0 and o.status = 'DELIVERED') as cod_signed,
        count(*) filter (where o.cod_amount > 0 and o.status = 'RETURNED') as cod_returned,
        coalesce(sum(o.freight_fee) filter (where o.status <> 'CANCELLED'), 0)::text as freight_fee,
        coalesce(sum(o.insurance_fee) filter (where o.status <> 'CANCELLED'), 0)::text as insurance_fee,
        coalesce(sum(o.cod_fee) filter (where o.status <> 'CANCELLED'), 0)::text as cod_fee,
        count(*) filter (where o.status <> 'CANCELLED') as not_cancelled,
        percentile_disc(0.5) within group (order by extract(epoch from o.picked_up_at - o.created_at))
          filter (where o.picked_up_at is not null) as pickup_median,
        percentile_disc(0.5) within group (order by extract(epoch from o.signed_at - o.picked_up_at))
          filter (where o.picked_up_at is not null and o.signed_at is not null) as delivery_median,
        percentile_disc(0.9) within group (order by extract(epoch from o.signed_at - o.picked_up_at))
          filter (where o.picked_up_at is not null and o.signed_at is not null) as delivery_p90
        from orders o where ${inRange}`,
    );
    const cod = await executeRows<{ status: string; amount: string }>(
      app.db,
      sql`select l.status, sum(l.cod_amount)::text as amount from cod_lines l join orders o on o.id = l.order_id
        where l.customer_id = ${customer} and ${inRange} group by l.status`,
    );
    // the delivery KPIs: parcels signed in the range, their attempts counted from the traces and
    // their business days counted by SQL (no Sundays, no holidays); the SLA days are the product's
    const wib = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '7 hours')::date`);
    const signed = await executeRows<{
      product_type: string;
      sender_province: string;
      receiver_province: string;
      attempts: string;
      calendar_days: number | null;
      business_days: string | null;
    }>(
      app.db,
      sql`select o.product_type, o.sender_province, o.receiver_province,
        (select count(*) from order_traces t where t.order_id = o.id and t.status = 'OUT_FOR_DELIVERY') as attempts,
        ${wib('o.signed_at')} - ${wib('o.picked_up_at')} as calendar_days,
        case when o.picked_up_at is null then null else (select count(*)
          from generate_series(${wib('o.picked_up_at')} + 1, ${wib('o.signed_at')}, interval '1 day') g(d)
          where extract(isodow from g.d) <> 7 and g.d::date not in (select h.day from holidays h)) end as business_days
        from orders o where o.customer_id = ${customer} and o.signed_at >= ${start.toISOString()}::timestamptz
        and o.signed_at < ${end.toISOString()}::timestamptz and ${where}`,
    );
    const timed = signed.filter((parcel) => parcel.calendar_days !== null);
    const sla = (parcel: (typeof signed)[number]) =>
      serviceDaysFor(parcel.product_type, parcel.sender_province, parcel.receiver_province);
    const [paid] = await executeRows<{ median: number | null }>(
      app.db,
      sql`select percentile_disc(0.5) within group (order by ${wib('b.paid_at')} - ${wib('l.delivered_at')}) as median
        from cod_lines l join cod_batches b on b.id = l.batch_id join orders o on o.id = l.order_id
        where l.customer_id = ${customer} and l.status = 'REMITTED' and b.paid_at is not null
        and l.delivered_at >= ${start.toISOString()}::timestamptz and l.delivered_at < ${end.toISOString()}::timestamptz
        and ${where}`,
    );
    const [returns] = await executeRows<{ n: string }>(
      app.db,
      sql`select count(*) as n from parcel_returns r join orders o on o.id = r.order_id
        where r.customer_id = ${customer} and r.created_at >= ${start.toISOString()}::timestamptz
        and r.created_at < ${end.toISOString()}::timestamptz and ${where}`,
    );
    const n = (key: string) => Number(row[key] ?? 0);
    return {
      firstAttempt: ratio(signed.filter((parcel) => Number(parcel.attempts) <= 1).length, signed.length),
      onTime: ratio(timed.filter((parcel) => parcel.calendar_days! <= sla(parcel)).length, timed.length),
      onTimeBusiness: ratio(
        timed.filter((parcel) => Number(parcel.business_days) <= sla(parcel)).length,
        timed.length,
      ),
      codPaidMedianDays: paid?.median === null || paid?.median === undefined ? null : Number(paid.median),
      returns: Number(returns.n),
      created: n('created'),
      pickedUp: n('picked_up'),
      signed: n('signed'),
      inTransit: n('in_transit'),
      returned: n('returned'),
      cancelled: n('cancelled'),
      sameDay: n('same_day'),
      codSigned: n('cod_signed'),
      codReturned: n('cod_returned'),
      freightFee: Math.round(n('freight_fee')),
      insuranceFee: Math.round(n('insurance_fee')),
      codFee: Math.round(n('cod_fee')),
      notCancelled: n('not_cancelled'),
      pickupMedian: hoursOf(row.pickup_median),
      deliveryMedian: hoursOf(row.delivery_median),
      deliveryP90: hoursOf(row.delivery_p90),
      codByStatus: Object.fromEntries(cod.map((line) => [line.status, Number(line.amount)])),
    };
  }

  /** What the KPI answer must say (values only) for a recount. */
  function expectedKpis(r: Recount) {
    const cod = (statuses: string[]) =>
      statuses.reduce((sum, status) => sum + (r.codByStatus[status] ?? 0), 0);
    const spend = r.freightFee + r.insuranceFee + r.codFee;
    return {
      counts: {
        created: r.created,
        pickedUp: r.pickedUp,
        signed: r.signed,
        inTransit: r.inTransit,
        returned: r.returned,
        cancelled: r.cancelled,
      },
      rates: {
        deliverySuccess: ratio(r.signed, r.signed + r.returned),
        returnRate: ratio(r.returned, r.signed + r.returned),
        codRefusal: ratio(r.codReturned, r.codSigned + r.codReturned),
        pickupSameDay: ratio(r.sameDay, r.pickedUp),
        firstAttempt: r.firstAttempt,
        onTime: r.onTime,
        onTimeBusiness: r.onTimeBusiness,
      },
      leadTimes: {
        pickupMedianHours: r.pickupMedian,
        deliveryMedianHours: r.deliveryMedian,
        deliveryP90Hours: r.deliveryP90,
        codPaidMedianDays: r.codPaidMedianDays,
      },
      spend: {
        freightFee: r.freightFee,
        insuranceFee: r.insuranceFee,
        codFee: r.codFee,
        // the read model sums each fee to the sen; the total and the mean are rounded once
        spendTotal: expect.any(Number),
        costPerParcel: r.notCancelled > 0 ? expect.any(Number) : null,
      },
      cod: {
        collected: cod(['COLLECTED', 'IN_BATCH', 'DISPUTED', 'REMITTED']),
        inProcess: cod(['COLLECTED', 'IN_BATCH', 'DISPUTED']),
        paid: cod(['REMITTED']),
      },
      spendTotal: spend,
    };
  }

  type Kpis = {
    counts: Record<string, { value: number | null; previous: number | null }>;
    rates: Record<string, { value: number | null }>;
    leadTimes: Record<string, { value: number | null }>;
    spend?: Record<string, { value: number | null }>;
    cod?: Record<string, { value: number | null }> | null;
    returnCauses: { total: number; causes: { reasonCode: string; reasonLabel: string; returns: number }[] };
    open: { tickets: number; claims: number; heldNearDeadline: number };
    formulas: Record<string, string>;
  };
  const values = (group: Record<string, { value: number | null }> | null | undefined) =>
    group ? Object.fromEntries(Object.entries(group).map(([key, kpi]) => [key, kpi.value])) : group;

  async function kpis(token: string, filter: Record<string, unknown>): Promise<Kpis> {
    const answer = body(await post(app, api('/dashboard/kpis'), filter, authHeaders(token)));
    expect(answer.code).toBe(1);
    return answer.data as Kpis;
  }

  function expectKpisToMatch(answer: Kpis, r: Recount) {
    const want = expectedKpis(r);
    expect(values(answer.counts)).toEqual(want.counts);
    expect(values(answer.rates)).toEqual(want.rates);
    expect(values(answer.leadTimes)).toEqual(want.leadTimes);
    expect(values(answer.spend)).toEqual(want.spend);
    expect(Math.abs((answer.spend?.spendTotal.value ?? 0) - want.spendTotal)).toBeLessThanOrEqual(1);
    expect(values(answer.cod)).toEqual(want.cod);
    expect(answer.returnCauses.total).toBe(r.returns);
    expect(answer.returnCauses.causes.reduce((sum, cause) => sum + cause.returns, 0)).toBe(r.returns);
  }

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const [admin] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(ownedBy(users, { customerId }, eq(users.loginCode, 'demo')));
    // a fixed set in a quiet past period: COD orders walked to delivery or return through the scans
    for (const [i, fate] of (
      ['DELIVER', 'DELIVER', 'RETURN', 'DELIVER', 'RETURN', 'DELIVER'] as const
    ).entries())
      await createCodOrders(
        app.db,
        customerId,
        admin.id,
        [{ codAmount: 50_000 + i * 25_000, fate }],
        9_100 + i,
        new Date(startOfWibDay(addDays(FIXED_FROM, 3 + i)).getTime() + (6 + i * 5) * HOUR_MS),
      );
    // the scoped callers: the sender of the fewest orders, and two orders "entered" by the own clerk
    const all = await app.db
      .select({ id: orders.id, senderKey: orders.senderKey })
      .from(orders)
      .where(ownedBy(orders, { customerId }, isNotNull(orders.senderKey), ne(orders.status, 'CANCELLED')));
    const bySender = new Map<string, number[]>();
    for (const order of all)
      bySender.set(order.senderKey!, [...(bySender.get(order.senderKey!) ?? []), order.id]);
    const [key, ids] = [...bySender.entries()].sort((a, b) => a[1].length - b[1].length)[0];
    scopeKey = key;
    const [sample] = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.id, ids[0])));
    callers = await scopedCallers(app, demo, 'report', ['dataDashboard'], sample);
    const [entry] = await app.db
      .select({ id: addressBookEntries.id })
      .from(addressBookEntries)
      .where(ownedBy(addressBookEntries, { customerId }, eq(addressBookEntries.phone, sample.senderPhone)));
    scopeAddressId = entry.id;
    const notScoped = all.filter((order) => order.senderKey !== scopeKey).slice(0, 2);
    await app.db
      .update(orders)
      .set({ createdBy: callers.ownUserId })
      .where(
        ownedBy(
          orders,
          { customerId },
          inArray(
            orders.id,
            notScoped.map((order) => order.id),
          ),
        ),
      );
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  const last30 = () => {
    const today = wibDay(new Date());
    return [addDays(today, -29), today] as const;
  };

  it('answers every KPI of the seeded last 30 days as a recount of the orders does, with the previous period', async () => {
    const [from, to] = last30();
    const answer = await kpis(demo, { period: 'LAST_30_DAYS' });
    expect(answer.counts.created.value).toBeGreaterThan(0);
    // the delivery figures have parcels behind them (not null = null)
    expect(answer.rates.firstAttempt.value).not.toBeNull();
    expect(answer.rates.onTime.value).not.toBeNull();
    expect(answer.rates.onTimeBusiness.value).not.toBeNull();
    expectKpisToMatch(answer, await recount(customerId, from, to));
    const before = await recount(customerId, addDays(from, -30), addDays(from, -1));
    expect(answer.counts.created.previous).toBe(before.created);
    expect(answer.counts.signed.previous).toBe(before.signed);
  });

  it('answers the fixed set of COD orders exactly: 6 created, 4 signed, 2 returned, COD refused 1 in 3', async () => {
    const answer = await kpis(demo, { period: 'CUSTOM', startDate: FIXED_FROM, endDate: FIXED_TO });
    const r = await recount(customerId, FIXED_FROM, FIXED_TO);
    expect(r.created).toBe(6);
    expect(values(answer.counts)).toMatchObject({
      created: 6,
      pickedUp: 6,
      signed: 4,
      returned: 2,
      inTransit: 0,
    });
    expect(answer.rates.codRefusal.value).toBe(0.3333);
    expect(answer.rates.deliverySuccess.value).toBe(0.6667);
    expectKpisToMatch(answer, r);
    expect(answer.cod?.collected.value).toBeGreaterThan(0);
    // the two returns of the set, with their cause
    expect(answer.returnCauses.total).toBe(2);
    expect(answer.returnCauses.causes[0].reasonLabel).not.toBe('');
  });

  it("serves a formula per figure in the caller's language, and the open tickets, claims and held parcels as counted now", async () => {
    const answer = await kpis(demo, { period: 'LAST_7_DAYS' });
    const paths = [
      ...['counts', 'rates', 'leadTimes', 'spend', 'cod', 'open'].flatMap((group) =>
        Object.keys((answer as unknown as Record<string, object>)[group] ?? {}).map(
          (key) => `${group}.${key}`,
        ),
      ),
      'returnCauses',
    ];
    expect(Object.keys(answer.formulas).sort()).toEqual(paths.sort());
    const zh = body(
      await post(app, api('/dashboard/kpis'), { period: 'LAST_7_DAYS' }, authHeaders(demo, 'ZH')),
    );
    expect(zh.data.formulas['rates.onTimeBusiness']).toMatch(/工作日/);
    expect(answer.formulas['rates.onTimeBusiness']).toMatch(/business days/);
    const [open] = await executeRows<{ tickets: string; claims: string; held: string }>(
      app.db,
      sql`select
        (select count(*) from tickets where customer_id = ${customerId} and status not in ('RESOLVED','CLOSED')) as tickets,
        (select count(*) from claims where customer_id = ${customerId} and status not in ('REJECTED','PAID')) as claims,
        (select count(*) from problem_parcels where customer_id = ${customerId}
          and status in ('AWAITING_SHIPPER','HOLD') and deadline_at <= now() + interval '24 hours') as held`,
    );
    expect(answer.open).toEqual({
      tickets: Number(open.tickets),
      claims: Number(open.claims),
      heldNearDeadline: Number(open.held),
    });
  });

  it('applies the product, province and sender-address filters', async () => {
    const [from, to] = last30();
    const [sample] = await app.db
      .select({ productType: orders.productType, province: orders.receiverProvince })
      .from(orders)
      .where(
        ownedBy(
          orders,
          { customerId },
          sql`${orders.createdAt} >= ${startOfWibDay(from).toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    const byProduct = await kpis(demo, { period: 'LAST_30_DAYS', productType: sample.productType });
    expectKpisToMatch(
      byProduct,
      await recount(customerId, from, to, sql`o.product_type = ${sample.productType}`),
    );
    const byProvince = await kpis(demo, { period: 'LAST_30_DAYS', receiverProvince: sample.province });
    const r = await recount(customerId, from, to, sql`o.receiver_province = ${sample.province}`);
    expect(values(byProvince.counts)).toEqual(expectedKpis(r).counts);
    expect(byProvince.cod).toBeNull();
    const bySender = await kpis(demo, { period: 'LAST_30_DAYS', senderAddressId: scopeAddressId });
    expectKpisToMatch(bySender, await recount(customerId, from, to, sql`o.sender_key = ${scopeKey}`));
  });

  it('shows a sender-scoped and an own-orders sub-account only their scope, in every figure', async () => {
    const [from, to] = last30();
    const main = await kpis(demo, { period: 'LAST_30_DAYS' });
    const sender = await kpis(callers.sender, { period: 'LAST_30_DAYS' });
    expectKpisToMatch(sender, await recount(customerId, from, to, sql`o.sender_key = ${scopeKey}`));
    expect(sender.counts.created.value!).toBeLessThan(main.counts.created.value!);
    const own = await kpis(callers.own, { period: 'LAST_30_DAYS' });
    expectKpisToMatch(own, await recount(customerId, from, to, sql`o.created_by = ${callers.ownUserId}`));
    // the other charts too: each sums to the scope's own count
    const series = body(
      await post(app, api('/dashboard/series'), { period: 'LAST_30_DAYS' }, authHeaders(callers.sender)),
    );
    expect(series.data.days).toHaveLength(30);
    expect(series.data.days.reduce((sum: number, day: { created: number }) => sum + day.created, 0)).toBe(
      sender.counts.created.value,
    );
    const mix = body(
      await post(app, api('/dashboard/statusMix'), { period: 'LAST_30_DAYS' }, authHeaders(callers.sender)),
    );
    expect(mix.data.total).toBe(sender.counts.created.value);
    const cities = body(
      await post(app, api('/dashboard/topCities'), { period: 'LAST_30_DAYS' }, authHeaders(callers.sender)),
    );
    const cityRecount = await executeRows<{ city: string; n: string }>(
      app.db,
      sql`select receiver_city as city, count(*) as n from orders where customer_id = ${customerId} and sender_key = ${scopeKey}
        and created_at >= ${startOfWibDay(from).toISOString()}::timestamptz group by 1 order by 2 desc, 1 limit 10`,
    );
    expect(cities.data.cities.map((c: { orders: number }) => c.orders)).toEqual(
      cityRecount.map((c) => Number(c.n)),
    );
  });

  it('gives a hide-money user no money card, and the same counts', async () => {
    const hidden = await kpis(callers.hidden, { period: 'LAST_30_DAYS' });
    const main = await kpis(demo, { period: 'LAST_30_DAYS' });
    expect(hidden.spend).toBeUndefined();
    expect(hidden.cod).toBeUndefined();
    expect(main.spend?.freightFee.value).toBeGreaterThan(0);
    expect(hidden.counts).toEqual(main.counts);
  });

  it('answers the series, status mix, lead times and top cities as a recount does', async () => {
    const filter = { period: 'CUSTOM', startDate: FIXED_FROM, endDate: FIXED_TO };
    const series = body(await post(app, api('/dashboard/series'), filter, authHeaders(demo))).data;
    expect(series.days).toHaveLength(14);
    const signedPerDay = await executeRows<{ day: string; n: string }>(
      app.db,
      sql`select to_char((signed_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD') as day, count(*) as n
        from orders where customer_id = ${customerId} and signed_at >= ${startOfWibDay(FIXED_FROM).toISOString()}::timestamptz
        and signed_at < ${startOfWibDay(addDays(FIXED_TO, 1)).toISOString()}::timestamptz group by 1`,
    );
    for (const { day, n } of signedPerDay)
      expect(series.days.find((row: { day: string }) => row.day === day)?.signed).toBe(Number(n));
    expect(series.days.reduce((sum: number, row: { created: number }) => sum + row.created, 0)).toBe(6);
    const mix = body(await post(app, api('/dashboard/statusMix'), filter, authHeaders(demo))).data;
    expect(mix.statuses.map((row: { status: string; orders: number }) => [row.status, row.orders])).toEqual([
      ['DELIVERED', 4],
      ['RETURNED', 2],
    ]);
    const lead = body(await post(app, api('/dashboard/leadTime'), filter, authHeaders(demo))).data;
    const byProvince = await executeRows<{ province: string; n: string; median: string; p90: string }>(
      app.db,
      sql`select receiver_province as province, count(*) as n,
        percentile_disc(0.5) within group (order by extract(epoch from signed_at - picked_up_at)) as median,
        percentile_disc(0.9) within group (order by extract(epoch from signed_at - picked_up_at)) as p90
        from orders where customer_id = ${customerId} and signed_at is not null
        and created_at >= ${startOfWibDay(FIXED_FROM).toISOString()}::timestamptz
        and created_at < ${startOfWibDay(addDays(FIXED_TO, 1)).toISOString()}::timestamptz group by 1`,
    );
    expect(
      lead.provinces
        .map((row: { province: string; parcels: number; medianHours: number; p90Hours: number }) => row)
        .sort((a: { province: string }, b: { province: string }) => a.province.localeCompare(b.province)),
    ).toEqual(
      byProvince
        .map((row) => ({
          province: row.province,
          parcels: Number(row.n),
          medianHours: hoursOf(row.median),
          p90Hours: hoursOf(row.p90),
        }))
        .sort((a, b) => a.province.localeCompare(b.province)),
    );
    const cities = body(await post(app, api('/dashboard/topCities'), filter, authHeaders(demo))).data;
    expect(cities.cities.reduce((sum: number, row: { orders: number }) => sum + row.orders, 0)).toBe(6);
  });

  it("shows another shipper only its own figures, and a caller without the page's key nothing", async () => {
    const otherId = await customerIdOf(app, 'other');
    const [from, to] = last30();
    expectKpisToMatch(await kpis(other, { period: 'LAST_30_DAYS' }), await recount(otherId, from, to));
    const fixed = await kpis(other, { period: 'CUSTOM', startDate: FIXED_FROM, endDate: FIXED_TO });
    expect(fixed.counts.created.value).toBe(0);
    await grantKeys(app, [], ['dataDashboard']);
    const refused = body(await post(app, api('/dashboard/kpis'), { period: 'TODAY' }, authHeaders(demoSub)));
    expect(refused.code).toBe(403);
    await grantKeys(app);
  });

  it.each([
    [
      'a range over 90 days',
      { period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-04-01' },
      'at most 90 days',
    ],
    [
      'an end before its start',
      { period: 'CUSTOM', startDate: '2026-03-10', endDate: '2026-03-09' },
      'before the start',
    ],
    [
      'a custom period without its days',
      { period: 'CUSTOM', startDate: '2026-03-10' },
      'a start date and an end date',
    ],
    ['an unknown period', { period: 'LAST_YEAR' }, 'one of'],
    ['an unknown product', { period: 'TODAY', productType: 'ROCKET' }, 'one of'],
    [
      'a day that does not exist',
      { period: 'CUSTOM', startDate: '2026-02-30', endDate: '2026-03-01' },
      'date',
    ],
  ])('refuses %s with a translated field error, never a 500', async (_name, filter, english) => {
    for (const path of ['/dashboard/kpis', '/dashboard/series', '/dashboard/leadTime']) {
      const response = await post(app, api(path), filter, authHeaders(demo));
      expect(response.statusCode).toBe(400);
      const answer = body(response);
      expect(answer.code).toBe(400);
      expect(JSON.stringify(answer.data)).toContain(english);
      const indonesian = body(await post(app, api(path), filter, authHeaders(demo, 'ID')));
      expect(indonesian.data).not.toEqual(answer.data);
    }
  });

  it('answers today and yesterday with every day present, and an empty period as zeros with null rates', async () => {
    for (const period of ['TODAY', 'YESTERDAY']) {
      const series = body(await post(app, api('/dashboard/series'), { period }, authHeaders(demo))).data;
      expect(series.days).toHaveLength(1);
    }
    const empty = await kpis(demo, { period: 'CUSTOM', startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(empty.counts.created.value).toBe(0);
    expect(empty.rates.deliverySuccess.value).toBeNull();
    expect(empty.leadTimes.pickupMedianHours.value).toBeNull();
  });
});
