import { eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import {
  claims,
  codBatches,
  codLines,
  orders,
  parcelReturns,
  problemParcels,
  reportSlaDays,
  serviceDictionary,
  tickets,
} from '../../db/schema';
import { ownedBy, wholeCustomer, type Tenant } from '../../db/tenant-scope';
import { addDays, startOfWibDay, type BusinessCalendar } from '../../lib/calendar/business-days';
import { serviceDaysFor } from '../../parcel/arrival';
import { pick } from '../../lib/locale/locale';
import { OPEN_PROBLEM_STATUSES } from '../service/problem-parcel.rules';
import { OPEN_TICKET_STATUSES } from '../service/ticket.rules';
import {
  businessDaysPastSla,
  CLOSED_CLAIM_STATUSES,
  dayNumber,
  dayOfNumber,
  HELD_NEAR_DEADLINE_HOURS,
  rate,
  type ReportFilter,
  type ReportRange,
} from './dashboard.rules';

// The dashboard's delivery and service figures: on-time and first-attempt (read model
// report_sla_days), COD days from signing to payout (cod_lines and their batches, by delivery day:
// its own index), return causes (parcel_returns of the period: its own index), and the counts of
// open tickets, claims and held parcels near their deadline (small, indexed tables, as of now).

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The sender-key, product and province conditions of the filter on a table with those columns. */
function narrowed(
  columns: { senderKey: PgColumn; productType: PgColumn },
  filter: ReportFilter,
  province?: PgColumn,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.senderKeys)
    conditions.push(
      filter.senderKeys.length > 0 ? inArray(columns.senderKey, [...filter.senderKeys]) : sql`false`,
    );
  if (filter.productType) conditions.push(eq(columns.productType, filter.productType));
  if (filter.receiverProvince && province) conditions.push(eq(province, filter.receiverProvince));
  return conditions;
}

interface DeliveryFigures {
  signed: number;
  firstAttempt: number;
  timed: number;
  onTime: number;
  onTimeBusiness: number;
}

/**
 * Of the parcels signed in the period and the previous period: signed, signed at their first
 * delivery attempt, with a pickup day (timed), and of those signed within the product's SLA days
 * (serviceDaysFor: product, origin and destination island) counted in calendar days and in
 * business days (no Sundays, no holidays: `calendar`) from the WIB pickup day to the WIB signing day.
 */
export async function deliveryFigures(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
  calendar: BusinessCalendar,
): Promise<[DeliveryFigures, DeliveryFigures]> {
  const s = reportSlaDays;
  const conditions = [gte(s.day, dayNumber(range.previousFrom)), lte(s.day, dayNumber(range.to))];
  conditions.push(...narrowed(s, filter, s.receiverProvince));
  const rows = await db
    .select({
      day: s.day,
      productType: s.productType,
      senderProvince: s.senderProvince,
      receiverProvince: s.receiverProvince,
      transitDays: s.transitDays,
      attempts: s.attempts,
      orders: sql<string>`sum(${s.orders})`,
    })
    .from(s)
    .where(ownedBy(s, tenant, ...conditions))
    .groupBy(s.day, s.productType, s.senderProvince, s.receiverProvince, s.transitDays, s.attempts);
  const empty = (): DeliveryFigures => ({
    signed: 0,
    firstAttempt: 0,
    timed: 0,
    onTime: 0,
    onTimeBusiness: 0,
  });
  const periods: [DeliveryFigures, DeliveryFigures] = [empty(), empty()];
  const first = dayNumber(range.from);
  for (const row of rows) {
    const n = num(row.orders);
    if (n === 0) continue;
    const figures = periods[row.day >= first ? 0 : 1];
    figures.signed += n;
    if (row.attempts === 1) figures.firstAttempt += n;
    if (row.transitDays === null) continue;
    figures.timed += n;
    const sla = serviceDaysFor(row.productType, row.senderProvince, row.receiverProvince);
    if (row.transitDays <= sla) figures.onTime += n;
    const pickedUp = dayOfNumber(row.day - row.transitDays);
    if (businessDaysPastSla(calendar, pickedUp, dayOfNumber(row.day), sla) <= 0) figures.onTimeBusiness += n;
  }
  return periods;
}

/** The rates of delivery figures. */
export function deliveryRates(f: DeliveryFigures) {
  return {
    firstAttempt: rate(f.firstAttempt, f.signed),
    onTime: rate(f.onTime, f.timed),
    onTimeBusiness: rate(f.onTimeBusiness, f.timed),
  };
}

/** The ids of the orders of the filter's sender keys, product and province, as a subquery. */
function ordersOf(tenant: Tenant, filter: ReportFilter, withProvince: boolean): SQL | null {
  const conditions = narrowed(orders, filter, withProvince ? orders.receiverProvince : undefined);
  if (conditions.length === 0) return null;
  return sql`(select ${orders.id} from ${orders} where ${ownedBy(orders, tenant, ...conditions)})`;
}

/**
 * Median whole WIB days from signing (delivery) to payout of the COD lines paid out (REMITTED) and
 * delivered in the period, and in the previous period; null when none. No province filter: the COD
 * figures are not narrowed by destination (as the COD cards).
 */
export async function codPaidMedianDays(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
): Promise<[number | null, number | null]> {
  const l = codLines;
  const b = codBatches;
  const start = startOfWibDay(range.previousFrom);
  const middle = startOfWibDay(range.from);
  const end = startOfWibDay(addDays(range.to, 1));
  const days = sql`report_wib_day(${b.paidAt}) - report_wib_day(${l.deliveredAt})`;
  const scoped = ordersOf(tenant, { ...filter, productType: undefined }, false);
  const [row] = await executeRows<{ current: number | null; previous: number | null }>(
    db,
    sql`select
      percentile_disc(0.5) within group (order by ${days}) filter (where ${l.deliveredAt} >= ${middle.toISOString()}::timestamptz) as current,
      percentile_disc(0.5) within group (order by ${days}) filter (where ${l.deliveredAt} < ${middle.toISOString()}::timestamptz) as previous
      from ${l} join ${b} on ${b.id} = ${l.batchId} and ${ownedBy(b, wholeCustomer(tenant.customerId))}
      where ${ownedBy(
        l,
        tenant,
        eq(l.status, 'REMITTED'),
        sql`${l.deliveredAt} >= ${start.toISOString()}::timestamptz`,
        sql`${l.deliveredAt} < ${end.toISOString()}::timestamptz`,
        sql`${b.paidAt} is not null`,
        filter.productType ? eq(l.productType, filter.productType) : undefined,
        scoped ? sql`${l.orderId} in ${scoped}` : undefined,
      )}`,
  );
  const value = (v: number | null) => (v === null ? null : Number(v));
  return [value(row?.current ?? null), value(row?.previous ?? null)];
}

/**
 * Returns started in the period (parcel_returns.created_at, WIB days) by reason and fault group,
 * most first, with the reason's name in `lang` (the held-reason catalogue).
 */
export async function returnCauses(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
  lang: string,
) {
  const r = parcelReturns;
  const scoped = ordersOf(tenant, filter, true);
  const rows = await db
    .select({ reasonCode: r.reasonCode, faultGroup: r.faultGroup, returns: sql<string>`count(*)` })
    .from(r)
    .where(
      ownedBy(
        r,
        tenant,
        gte(r.createdAt, startOfWibDay(range.from)),
        lt(r.createdAt, startOfWibDay(addDays(range.to, 1))),
        scoped ? sql`${r.orderId} in ${scoped}` : undefined,
      ),
    )
    .groupBy(r.reasonCode, r.faultGroup);
  const names = await db
    .select({ code: serviceDictionary.code, name: serviceDictionary.name })
    .from(serviceDictionary)
    .where(eq(serviceDictionary.category, 'HELD_REASON'));
  const nameOf = new Map(names.map((row) => [row.code, pick(row.name, lang)]));
  const causes = rows
    .map((row) => ({
      reasonCode: row.reasonCode,
      reasonLabel: nameOf.get(row.reasonCode) ?? row.reasonCode,
      faultGroup: row.faultGroup,
      returns: num(row.returns),
    }))
    .sort((a, b) => b.returns - a.returns || a.reasonCode.localeCompare(b.reasonCode));
  return { total: causes.reduce((sum, cause) => sum + cause.returns, 0), causes };
}

/**
 * As of `now`: open tickets (not resolved or closed), open claims (not rejected or paid) and held
 * parcels awaiting a decision whose deadline is within HELD_NEAR_DEADLINE_HOURS. Each within the
 * session's data scope; not narrowed by the period or the filters (they are counts of today).
 */
export async function openItems(db: Database, tenant: Tenant, now: Date) {
  const soon = new Date(now.getTime() + HELD_NEAR_DEADLINE_HOURS * 3_600_000);
  const count = sql<string>`count(*)`;
  const [[ticketRow], [claimRow], [heldRow]] = await Promise.all([
    db
      .select({ n: count })
      .from(tickets)
      .where(ownedBy(tickets, tenant, inArray(tickets.status, [...OPEN_TICKET_STATUSES]))),
    db
      .select({ n: count })
      .from(claims)
      .where(ownedBy(claims, tenant, notInArray(claims.status, [...CLOSED_CLAIM_STATUSES]))),
    db
      .select({ n: count })
      .from(problemParcels)
      .where(
        ownedBy(
          problemParcels,
          tenant,
          inArray(problemParcels.status, [...OPEN_PROBLEM_STATUSES]),
          lte(problemParcels.deadlineAt, soon),
        ),
      ),
  ]);
  return { tickets: num(ticketRow?.n), claims: num(claimRow?.n), heldNearDeadline: num(heldRow?.n) };
}
