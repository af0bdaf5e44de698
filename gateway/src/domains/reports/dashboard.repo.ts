// Over 300 lines: the dashboard's reads over the read model (KPIs with their previous period, series,
// status mix, lead time, top cities) on one shared filter builder; the delivery figures are in
// dashboard-delivery.repo.ts.
import { desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { scopeSenderKeys } from '../../auth/account-access';
import type { Database } from '../../db/client';
import {
  reportCityDays,
  reportCodDays,
  reportLeadHours,
  reportOrderDays,
  reportSignedDays,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { isOrderStatus, ORDER_STATUSES, statusLabel, type OrderStatus } from '../../parcel/status';
import {
  COD_IN_PROCESS_STATUSES,
  COD_PAID_STATUSES,
  dayNumber,
  dayOfNumber,
  daysBetween,
  IN_TRANSIT_STATUSES,
  percentileHours,
  periodRange,
  rate,
  type ReportFilter,
  type ReportRange,
} from './dashboard.rules';
import type { DashboardFilter } from './dashboard.schemas';
import { t } from '../../i18n/messages';
import type { Lang } from '../../i18n/language';
import { businessCalendar } from '../common';
import {
  codPaidMedianDays,
  deliveryFigures,
  deliveryRates,
  openItems,
  returnCauses,
} from './dashboard-delivery.repo';
import { FORMULA_PATHS } from './dashboard.messages';

// The dashboard's figures, read off the reports' read model (schema/reports.ts) only: sums of its
// delta rows over the period's days, never a scan of orders or traces. Every read is ownedBy the
// session, so a sub-account's data scope (sender keys or own orders) holds in each figure.

export type { ReportFilter } from './dashboard.rules';

/** A report call's filter (the sender address as its keys) and its period's WIB days, as of now. */
export async function figuresOf(db: Database, tenant: Tenant, body: DashboardFilter) {
  return { filter: await reportFilterOf(db, tenant, body), range: periodRange(body, new Date()) };
}

export async function reportFilterOf(
  db: Database,
  tenant: Tenant,
  filter: DashboardFilter,
): Promise<ReportFilter> {
  const senderKeys =
    filter.senderAddressId === undefined
      ? null
      : await scopeSenderKeys(db, tenant, { senderAddressIds: [filter.senderAddressId], senderKeys: [] });
  return { senderKeys, productType: filter.productType, receiverProvince: filter.receiverProvince };
}

interface FilterColumns {
  day: PgColumn;
  senderKey: PgColumn;
  productType: PgColumn;
  receiverProvince?: PgColumn;
}

export function filterConditions(
  table: FilterColumns,
  filter: ReportFilter,
  from: string,
  to: string,
): SQL[] {
  const conditions = [gte(table.day, dayNumber(from)), lte(table.day, dayNumber(to))];
  if (filter.senderKeys)
    conditions.push(
      filter.senderKeys.length > 0 ? inArray(table.senderKey, [...filter.senderKeys]) : sql`false`,
    );
  if (filter.productType) conditions.push(eq(table.productType, filter.productType));
  if (filter.receiverProvince && table.receiverProvince)
    conditions.push(eq(table.receiverProvince, filter.receiverProvince));
  return conditions;
}

export const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)`;
export const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** 1 for a row of the period, 0 for one of the previous period (the reads cover both at once). */
const inPeriod = (day: PgColumn, range: ReportRange) =>
  sql<number>`case when ${day} >= ${dayNumber(range.from)} then 1 else 0 end`;

interface PeriodFigures {
  byStatus: Map<OrderStatus, number>;
  codByStatus: { signed: number; returned: number };
  pickedUp: number;
  pickedSameDay: number;
  freightFee: number;
  insuranceFee: number;
  codFee: number;
  notCancelled: number;
  pickupHours: Map<number, number>;
  deliveryHours: Map<number, number>;
  codAmounts: Map<string, number> | null;
}

const emptyFigures = (withCod: boolean): PeriodFigures => ({
  byStatus: new Map(),
  codByStatus: { signed: 0, returned: 0 },
  pickedUp: 0,
  pickedSameDay: 0,
  freightFee: 0,
  insuranceFee: 0,
  codFee: 0,
  notCancelled: 0,
  pickupHours: new Map(),
  deliveryHours: new Map(),
  codAmounts: withCod ? new Map() : null,
});

const bump = <K>(map: Map<K, number>, key: K, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** The figures of the period and of the previous period, [current, previous]. */
async function periodFigures(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
): Promise<[PeriodFigures, PeriodFigures]> {
  const withCod = !filter.receiverProvince;
  const periods: [PeriodFigures, PeriodFigures] = [emptyFigures(withCod), emptyFigures(withCod)];
  const of = (current: number) => periods[current === 1 ? 0 : 1];
  const t = reportOrderDays;
  const orderRows = await db
    .select({
      current: inPeriod(t.day, range),
      status: t.status,
      cod: t.cod,
      orders: total(t.orders),
      pickedUp: total(t.pickedUp),
      pickedSameDay: total(t.pickedSameDay),
      freightFee: total(t.freightFee),
      insuranceFee: total(t.insuranceFee),
      codFee: total(t.codFee),
    })
    .from(t)
    .where(ownedBy(t, tenant, ...filterConditions(t, filter, range.previousFrom, range.to)))
    .groupBy(sql`1`, t.status, t.cod);
  for (const row of orderRows) {
    const figures = of(num(row.current));
    const orders = num(row.orders);
    if (isOrderStatus(row.status)) bump(figures.byStatus, row.status, orders);
    if (row.cod && row.status === 'DELIVERED') figures.codByStatus.signed += orders;
    if (row.cod && row.status === 'RETURNED') figures.codByStatus.returned += orders;
    figures.pickedUp += num(row.pickedUp);
    figures.pickedSameDay += num(row.pickedSameDay);
    if (row.status !== 'CANCELLED') {
      figures.freightFee += num(row.freightFee);
      figures.insuranceFee += num(row.insuranceFee);
      figures.codFee += num(row.codFee);
      figures.notCancelled += orders;
    }
  }
  const l = reportLeadHours;
  const leadRows = await db
    .select({ current: inPeriod(l.day, range), kind: l.kind, hours: l.hours, orders: total(l.orders) })
    .from(l)
    .where(ownedBy(l, tenant, ...filterConditions(l, filter, range.previousFrom, range.to)))
    .groupBy(sql`1`, l.kind, l.hours);
  for (const row of leadRows) {
    const figures = of(num(row.current));
    bump(row.kind === 'PICKUP' ? figures.pickupHours : figures.deliveryHours, row.hours, num(row.orders));
  }
  if (withCod) {
    const c = reportCodDays;
    const codRows = await db
      .select({ current: inPeriod(c.day, range), status: c.status, amount: total(c.codAmount) })
      .from(c)
      .where(ownedBy(c, tenant, ...filterConditions(c, filter, range.previousFrom, range.to)))
      .groupBy(sql`1`, c.status);
    for (const row of codRows) bump(of(num(row.current)).codAmounts!, row.status, num(row.amount));
  }
  return periods;
}

const rupiahOf = (amount: number) => Math.round(amount);

/** Each figure's formula in `lang`, by its path in the KPI answer. */
function formulasIn(lang: Lang): Record<string, string> {
  return Object.fromEntries(FORMULA_PATHS.map((path) => [path, t(lang, `report.formula.${path}`)]));
}

/** The KPI cards of the period, each with the previous period's value, and their formulas. */
export async function dashboardKpis(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
  lang: Lang,
  now: Date,
) {
  const [[current, previous], [delivery, deliveryBefore], paidDays, returns, open] = await Promise.all([
    periodFigures(db, tenant, filter, range),
    businessCalendar(db).then((calendar) => deliveryFigures(db, tenant, filter, range, calendar)),
    filter.receiverProvince
      ? Promise.resolve<[null, null]>([null, null])
      : codPaidMedianDays(db, tenant, filter, range),
    returnCauses(db, tenant, filter, range, lang),
    openItems(db, tenant, now),
  ]);
  const rates = deliveryRates(delivery);
  const ratesBefore = deliveryRates(deliveryBefore);
  const both = <T>(figure: (figures: PeriodFigures) => T) => ({
    value: figure(current),
    previous: figure(previous),
  });
  const count = (figures: PeriodFigures, statuses: readonly OrderStatus[]) =>
    statuses.reduce((sum, status) => sum + (figures.byStatus.get(status) ?? 0), 0);
  const created = (f: PeriodFigures) => count(f, ORDER_STATUSES);
  const signed = (f: PeriodFigures) => count(f, ['DELIVERED']);
  const returned = (f: PeriodFigures) => count(f, ['RETURNED']);
  const spendTotal = (f: PeriodFigures) => f.freightFee + f.insuranceFee + f.codFee;
  const codSum = (f: PeriodFigures, statuses: readonly string[]) =>
    statuses.reduce((sum, status) => sum + (f.codAmounts?.get(status) ?? 0), 0);
  return {
    range,
    formulas: formulasIn(lang),
    counts: {
      created: both(created),
      pickedUp: both((f) => f.pickedUp),
      signed: both(signed),
      inTransit: both((f) => count(f, IN_TRANSIT_STATUSES)),
      returned: both(returned),
      cancelled: both((f) => count(f, ['CANCELLED'])),
    },
    rates: {
      deliverySuccess: both((f) => rate(signed(f), signed(f) + returned(f))),
      returnRate: both((f) => rate(returned(f), signed(f) + returned(f))),
      codRefusal: both((f) => rate(f.codByStatus.returned, f.codByStatus.signed + f.codByStatus.returned)),
      pickupSameDay: both((f) => rate(f.pickedSameDay, f.pickedUp)),
      firstAttempt: { value: rates.firstAttempt, previous: ratesBefore.firstAttempt },
      onTime: { value: rates.onTime, previous: ratesBefore.onTime },
      onTimeBusiness: { value: rates.onTimeBusiness, previous: ratesBefore.onTimeBusiness },
    },
    returnCauses: returns,
    open,
    leadTimes: {
      pickupMedianHours: both((f) => percentileHours(f.pickupHours, 0.5)),
      deliveryMedianHours: both((f) => percentileHours(f.deliveryHours, 0.5)),
      deliveryP90Hours: both((f) => percentileHours(f.deliveryHours, 0.9)),
      codPaidMedianDays: { value: paidDays[0], previous: paidDays[1] },
    },
    spend: {
      freightFee: both((f) => rupiahOf(f.freightFee)),
      insuranceFee: both((f) => rupiahOf(f.insuranceFee)),
      codFee: both((f) => rupiahOf(f.codFee)),
      spendTotal: both((f) => rupiahOf(spendTotal(f))),
      costPerParcel: both((f) => (f.notCancelled > 0 ? rupiahOf(spendTotal(f) / f.notCancelled) : null)),
    },
    cod: filter.receiverProvince
      ? null
      : {
          collected: both((f) => codSum(f, [...COD_IN_PROCESS_STATUSES, ...COD_PAID_STATUSES])),
          inProcess: both((f) => codSum(f, COD_IN_PROCESS_STATUSES)),
          paid: both((f) => codSum(f, COD_PAID_STATUSES)),
        },
  };
}

/** Orders created and parcels signed per WIB day of the period, every day present. */
export async function dashboardSeries(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
) {
  const o = reportOrderDays;
  const s = reportSignedDays;
  const [createdRows, signedRows] = await Promise.all([
    db
      .select({ day: o.day, orders: total(o.orders) })
      .from(o)
      .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
      .groupBy(o.day),
    db
      .select({ day: s.day, orders: total(s.orders) })
      .from(s)
      .where(ownedBy(s, tenant, ...filterConditions(s, filter, range.from, range.to)))
      .groupBy(s.day),
  ]);
  const createdOn = new Map(createdRows.map((row) => [row.day, num(row.orders)]));
  const signedOn = new Map(signedRows.map((row) => [row.day, num(row.orders)]));
  const first = dayNumber(range.from);
  const days = Array.from({ length: daysBetween(range.from, range.to) }, (_, i) => first + i).map((day) => ({
    day: dayOfNumber(day),
    created: createdOn.get(day) ?? 0,
    signed: signedOn.get(day) ?? 0,
  }));
  return { range, days };
}

/** Orders created in the period by their status now, most first. */
export async function dashboardStatusMix(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
  lang: string,
) {
  const o = reportOrderDays;
  const rows = await db
    .select({ status: o.status, orders: total(o.orders) })
    .from(o)
    .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
    .groupBy(o.status);
  const statuses = rows
    .map((row) => ({ status: row.status, orders: num(row.orders) }))
    .filter(
      (row): row is { status: OrderStatus; orders: number } => isOrderStatus(row.status) && row.orders > 0,
    )
    .sort(
      (a, b) => b.orders - a.orders || ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status),
    )
    .map((row) => ({ ...row, statusLabel: statusLabel(row.status, lang) }));
  return { range, total: statuses.reduce((sum, row) => sum + row.orders, 0), statuses };
}

/** Pickup-to-delivery hours by destination province (median and p90), the slowest median first. */
export async function dashboardLeadTime(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
) {
  const l = reportLeadHours;
  const rows = await db
    .select({ province: l.receiverProvince, hours: l.hours, orders: total(l.orders) })
    .from(l)
    .where(ownedBy(l, tenant, eq(l.kind, 'DELIVERY'), ...filterConditions(l, filter, range.from, range.to)))
    .groupBy(l.receiverProvince, l.hours);
  const byProvince = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const histogram = byProvince.get(row.province) ?? new Map<number, number>();
    bump(histogram, row.hours, num(row.orders));
    byProvince.set(row.province, histogram);
  }
  const provinces = [...byProvince.entries()]
    .map(([province, histogram]) => ({
      province,
      parcels: [...histogram.values()].reduce((sum, n) => sum + n, 0),
      medianHours: percentileHours(histogram, 0.5) ?? 0,
      p90Hours: percentileHours(histogram, 0.9) ?? 0,
    }))
    .filter((row) => row.parcels > 0)
    .sort(
      (a, b) =>
        b.medianHours - a.medianHours || b.parcels - a.parcels || a.province.localeCompare(b.province),
    );
  return { range, provinces };
}

/** The 10 destination cities with the most orders created in the period. */
export async function dashboardTopCities(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: ReportRange,
) {
  const c = reportCityDays;
  const orders = total(c.orders);
  const rows = await db
    .select({ province: c.receiverProvince, city: c.receiverCity, orders })
    .from(c)
    .where(ownedBy(c, tenant, ...filterConditions(c, filter, range.from, range.to)))
    .groupBy(c.receiverProvince, c.receiverCity)
    .having(sql`sum(${c.orders}) > 0`)
    .orderBy(desc(orders), c.receiverCity, c.receiverProvince)
    .limit(10);
  return {
    range,
    cities: rows.map((row) => ({ province: row.province, city: row.city, orders: num(row.orders) })),
  };
}
