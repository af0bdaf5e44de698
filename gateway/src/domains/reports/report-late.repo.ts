import { eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportLateOrders, reportShipDays } from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay, type BusinessCalendar } from '../../lib/calendar/business-days';
import { serviceDaysFor } from '../../parcel/arrival';
import { statusLabel } from '../../parcel/status';
import { businessCalendar } from '../common';
import { claimCapOfOrder, loadServiceSettings } from '../service';
import { num, total } from './dashboard.repo';
import { businessDaysPastSla, dayNumber, dayOfNumber, slaDueDay, type ReportFilter } from './dashboard.rules';
import {
  CLAIM_TYPE_OF,
  forecastState,
  lateShipmentRate,
  MARKETPLACE_SELLER_TYPES,
  MARKETPLACE_THRESHOLDS,
  shipmentLate,
  type LateKind,
} from './report-late.rules';

// The late-parcel list and the marketplace penalty forecast (issue 31 item 7 a, b), read off the
// reports' read model only (ARCHITECTURE.md section 13; migration 0048), never `orders`: the list
// off report_late_orders, the parcels that may be late (picked up, not cancelled nor returning, and
// more than a day from pickup to signing, or not signed), those picked up in a period (at most 90
// days); the forecast off report_ship_days, the marketplace orders per creation and pickup day of the
// longest rolling window (7 days). Which of them are late is the dashboard's on-time rule
// (businessDaysPastSla), applied here (it depends on today and the holiday calendar), what a claim
// pays the claims'. Every read is ownedBy the session, so a sub-account's data scope holds.

/** The late list's filter: the report filter, the pickup days and, optionally, one kind of lateness. */
export interface LateFilter extends ReportFilter {
  from: string;
  to: string;
  kind?: LateKind;
}

const candidates = reportLateOrders;

function narrowed(filter: ReportFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.senderKeys)
    conditions.push(
      filter.senderKeys.length > 0 ? inArray(candidates.senderKey, [...filter.senderKeys]) : sql`false`,
    );
  if (filter.productType) conditions.push(eq(candidates.productType, filter.productType));
  if (filter.receiverProvince) conditions.push(eq(candidates.receiverProvince, filter.receiverProvince));
  return conditions;
}

const candidateColumns = {
  id: candidates.orderId,
  billCode: candidates.billCode,
  customerOrderNo: candidates.customerOrderNo,
  status: candidates.status,
  productType: candidates.productType,
  senderProvince: candidates.senderProvince,
  receiverName: candidates.receiverName,
  receiverCity: candidates.receiverCity,
  receiverProvince: candidates.receiverProvince,
  pickedUpAt: candidates.pickedUpAt,
  signedAt: candidates.signedAt,
  insuranceFee: candidates.insuranceFee,
  declaredValue: candidates.declaredValue,
  freightFee: candidates.freightFee,
  codAmount: candidates.codAmount,
  codFee: candidates.codFee,
};

/** A late parcel as the list and its export show it. */
export interface LateParcel {
  id: number;
  billCode: string;
  customerOrderNo: string;
  status: string;
  statusLabel: string;
  productType: string;
  receiverName: string;
  receiverCity: string;
  receiverProvince: string;
  pickedUpAt: Date;
  signedAt: Date | null;
  slaDays: number;
  dueDay: string;
  daysLate: number;
  kind: LateKind;
  claimType: 'LATE' | 'LOST';
  claimAmount: number;
}

/**
 * Every late parcel of the filter as of `now`, the latest first (most business days past the SLA,
 * then by id): picked up in [from, to] (WIB days), on its way to the receiver or signed, and past the
 * product's SLA days from its pickup day to its signing day (or today) in business days.
 */
export async function lateParcels(
  db: Database,
  tenant: Tenant,
  filter: LateFilter,
  now: Date,
  lang: string,
  calendar?: BusinessCalendar,
): Promise<LateParcel[]> {
  const cal = calendar ?? (await businessCalendar(db));
  const settings = await loadServiceSettings(db);
  const today = wibDay(now);
  // the read model holds only the parcels the calendar may make late (its triggers apply
  // NOT_LATE_STATUSES and the one-day bound: SLA days >= 1), a signed one with its signing time
  const kinds =
    filter.kind === 'SIGNED_LATE'
      ? isNotNull(candidates.signedAt)
      : filter.kind === 'UNDELIVERED'
        ? isNull(candidates.signedAt)
        : undefined;
  const rows = await db
    .select(candidateColumns)
    .from(candidates)
    .where(
      ownedBy(
        candidates,
        tenant,
        gte(candidates.pickedUpAt, startOfWibDay(filter.from)),
        lt(candidates.pickedUpAt, startOfWibDay(addDays(filter.to, 1))),
        kinds,
        ...narrowed(filter),
      ),
    );
  const late: LateParcel[] = [];
  for (const row of rows) {
    const pickupDay = wibDay(row.pickedUpAt);
    const slaDays = serviceDaysFor(row.productType, row.senderProvince, row.receiverProvince);
    const daysLate = businessDaysPastSla(
      cal,
      pickupDay,
      row.signedAt ? wibDay(row.signedAt) : today,
      slaDays,
    );
    if (daysLate <= 0) continue;
    const kind: LateKind = row.signedAt ? 'SIGNED_LATE' : 'UNDELIVERED';
    late.push({
      id: row.id,
      billCode: row.billCode,
      customerOrderNo: row.customerOrderNo,
      status: row.status,
      statusLabel: statusLabel(row.status, lang),
      productType: row.productType,
      receiverName: row.receiverName,
      receiverCity: row.receiverCity,
      receiverProvince: row.receiverProvince,
      pickedUpAt: row.pickedUpAt,
      signedAt: row.signedAt,
      slaDays,
      dueDay: slaDueDay(cal, pickupDay, slaDays),
      daysLate,
      kind,
      claimType: CLAIM_TYPE_OF[kind],
      claimAmount: claimCapOfOrder(row, settings).cap.cap,
    });
  }
  return late.sort((a, b) => b.daysLate - a.daysLate || a.id - b.id);
}

/** A page of the late parcels, with the counts and the claim total of all of them. */
export async function lateParcelPage(
  db: Database,
  tenant: Tenant,
  filter: LateFilter,
  now: Date,
  page: { pageNum: number; pageSize: number },
  lang: string,
) {
  const all = await lateParcels(db, tenant, filter, now, lang);
  const start = (page.pageNum - 1) * page.pageSize;
  return {
    ...page,
    total: all.length,
    summary: {
      signedLate: all.filter((row) => row.kind === 'SIGNED_LATE').length,
      undelivered: all.filter((row) => row.kind === 'UNDELIVERED').length,
      claimTotal: all.reduce((sum, row) => sum + row.claimAmount, 0),
    },
    rows: all.slice(start, start + page.pageSize),
  };
}

/**
 * The marketplace penalty forecast as of `now`: for each marketplace of MARKETPLACE_THRESHOLDS, the
 * late-shipment rate of the tenant's marketplace-seller orders (not cancelled: the read model has
 * none) of its rolling window
 * (the last `windowDays` WIB days, today included) against its penalty rate. Orders do not say which
 * marketplace they were sold on, so each marketplace's rule is applied to all of them.
 */
export async function marketplaceForecast(db: Database, tenant: Tenant, now: Date) {
  const calendar = await businessCalendar(db);
  const today = wibDay(now);
  const longest = Math.max(...MARKETPLACE_THRESHOLDS.map((m) => m.windowDays));
  const s = reportShipDays;
  // the read model leaves cancelled orders out; one row per creation and pickup day with its orders
  const rows = await db
    .select({ day: s.day, pickupDay: s.pickupDay, orders: total(s.orders) })
    .from(s)
    .where(
      ownedBy(
        s,
        tenant,
        inArray(s.sellerType, [...MARKETPLACE_SELLER_TYPES]),
        gte(s.day, dayNumber(addDays(today, 1 - longest))),
      ),
    )
    .groupBy(s.day, s.pickupDay);
  const days = rows.map((row) => ({
    createdDay: dayOfNumber(row.day),
    pickedUpDay: row.pickupDay === null ? null : dayOfNumber(row.pickupDay),
    orders: num(row.orders),
  }));
  return MARKETPLACE_THRESHOLDS.map((marketplace) => {
    const from = addDays(today, 1 - marketplace.windowDays);
    const judged = days
      .filter((group) => group.createdDay >= from)
      .map((group) => ({
        late: shipmentLate(calendar, group, today, marketplace.shipWithinDays),
        orders: group.orders,
      }));
    const { orders: counted, late, rate } = lateShipmentRate(judged);
    return {
      code: marketplace.code,
      name: marketplace.name,
      windowDays: marketplace.windowDays,
      shipWithinDays: marketplace.shipWithinDays,
      penaltyRate: marketplace.penaltyRate,
      source: marketplace.source,
      from,
      to: today,
      orders: counted,
      late,
      lateRate: rate,
      state: forecastState(rate, marketplace.penaltyRate),
    };
  });
}
