import { and, gte, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay, type BusinessCalendar } from '../../lib/calendar/business-days';
import { serviceDaysFor } from '../../parcel/arrival';
import { statusLabel } from '../../parcel/status';
import { businessCalendar } from '../common';
import { claimCapOfOrder, loadServiceSettings } from '../service';
import { businessDaysPastSla, slaDueDay, type ReportFilter } from './dashboard.rules';
import {
  CLAIM_TYPE_OF,
  forecastState,
  lateShipmentRate,
  MARKETPLACE_SELLER_TYPES,
  MARKETPLACE_THRESHOLDS,
  NOT_LATE_STATUSES,
  shipmentLate,
  type LateKind,
} from './report-late.rules';

// The late-parcel list and the marketplace penalty forecast (issue 31 item 7 a, b). Both list
// parcels, so they read `orders` (as the order-status check does): the list the parcels picked up in
// a period (at most 90 days) that may be late by the calendar (more than a day from pickup to signing,
// or not signed), the forecast the marketplace orders of the longest rolling window (7 days). Which of
// them are late is the dashboard's on-time rule (businessDaysPastSla), what a claim pays the claims'.

/** The late list's filter: the report filter, the pickup days and, optionally, one kind of lateness. */
export interface LateFilter extends ReportFilter {
  from: string;
  to: string;
  kind?: LateKind;
}

function narrowed(filter: ReportFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.senderKeys)
    conditions.push(
      filter.senderKeys.length > 0 ? inArray(orders.senderKey, [...filter.senderKeys]) : sql`false`,
    );
  if (filter.productType) conditions.push(sql`${orders.productType} = ${filter.productType}`);
  if (filter.receiverProvince) conditions.push(sql`${orders.receiverProvince} = ${filter.receiverProvince}`);
  return conditions;
}

const candidateColumns = {
  id: orders.id,
  billCode: orders.billCode,
  customerOrderNo: orders.customerOrderNo,
  status: orders.status,
  productType: orders.productType,
  senderProvince: orders.senderProvince,
  receiverName: orders.receiverName,
  receiverCity: orders.receiverCity,
  receiverProvince: orders.receiverProvince,
  pickedUpAt: orders.pickedUpAt,
  signedAt: orders.signedAt,
  insuranceFee: orders.insuranceFee,
  declaredValue: orders.declaredValue,
  freightFee: orders.freightFee,
  codAmount: orders.codAmount,
  codFee: orders.codFee,
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
  // a late parcel is at least 2 WIB days from its pickup day to its end (SLA days >= 1): the
  // calendar's bound, which the index scan of the customer's pickups narrows before the rule
  const signedLate = sql`${orders.signedAt} > ${orders.pickedUpAt} + interval '1 day'`;
  const open = and(isNull(orders.signedAt), ne(orders.status, 'DELIVERED'))!;
  const kinds = filter.kind === 'SIGNED_LATE' ? signedLate : filter.kind === 'UNDELIVERED' ? open : null;
  const rows = await db
    .select(candidateColumns)
    .from(orders)
    .where(
      ownedBy(
        orders,
        tenant,
        gte(orders.pickedUpAt, startOfWibDay(filter.from)),
        lt(orders.pickedUpAt, startOfWibDay(addDays(filter.to, 1))),
        notInArray(orders.status, [...NOT_LATE_STATUSES]),
        kinds ?? sql`(${signedLate} or ${open})`,
        ...narrowed(filter),
      ),
    );
  const late: LateParcel[] = [];
  for (const row of rows) {
    const pickupDay = wibDay(row.pickedUpAt!);
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
      pickedUpAt: row.pickedUpAt!,
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
 * late-shipment rate of the tenant's marketplace-seller orders (not cancelled) of its rolling window
 * (the last `windowDays` WIB days, today included) against its penalty rate. Orders do not say which
 * marketplace they were sold on, so each marketplace's rule is applied to all of them.
 */
export async function marketplaceForecast(db: Database, tenant: Tenant, now: Date) {
  const calendar = await businessCalendar(db);
  const today = wibDay(now);
  const longest = Math.max(...MARKETPLACE_THRESHOLDS.map((m) => m.windowDays));
  const rows = await db
    .select({ createdAt: orders.createdAt, pickedUpAt: orders.pickedUpAt })
    .from(orders)
    .where(
      ownedBy(
        orders,
        tenant,
        inArray(orders.sellerType, [...MARKETPLACE_SELLER_TYPES]),
        ne(orders.status, 'CANCELLED'),
        gte(orders.createdAt, startOfWibDay(addDays(today, 1 - longest))),
      ),
    );
  const days = rows.map((row) => ({
    createdDay: wibDay(row.createdAt),
    pickedUpDay: row.pickedUpAt ? wibDay(row.pickedUpAt) : null,
  }));
  return MARKETPLACE_THRESHOLDS.map((marketplace) => {
    const from = addDays(today, 1 - marketplace.windowDays);
    const judged = days
      .filter((order) => order.createdDay >= from)
      .map((order) => shipmentLate(calendar, order, today, marketplace.shipWithinDays));
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
