// Over 300 lines: every figure of the customer report and the dispatch reports, one read each over the
// same read-model filter; to split by call group (report/, dispatch/) with their screens.
import { desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addressBookEntries,
  orderReceiverNames,
  reportCityDays,
  reportCodDays,
  reportOrderDays,
  reportSignDays,
  reportSignedDays,
  reportWeightDays,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { isOrderStatus, ORDER_STATUSES, statusLabel, type OrderStatus } from '../../parcel/status';
import { toLang } from '../../lib/locale/locale';
import { SIGNER_LABELS } from './report.export-texts';
import { senderKey } from '../../parcel/sender-key';
import { filterConditions, num, total, type ReportFilter } from './dashboard.repo';
import {
  COD_IN_PROCESS_STATUSES,
  COD_PAID_STATUSES,
  dayNumber,
  rate,
  type ReportRange,
} from './dashboard.rules';
import {
  bucketOf,
  bucketsBetween,
  growthOf,
  previousBucketStart,
  weightBandKey,
  WEIGHT_BANDS,
  type DistributionDimension,
  type ReportGrouping,
} from './report.rules';

// The customer report and dispatch report figures (issue 31 items 2 and 3), read off the read model
// only, per WIB day and grouped into buckets here (a range holds at most 90 days). Every read is
// ownedBy the session: a sub-account's data scope holds in every figure.

/** A report's range: its first and last WIB day. */
export type DayRange = Pick<ReportRange, 'from' | 'to'>;

const rupiahOf = (amount: number) => Math.round(amount);

/** Rows per bucket: every bucket of the range present, in order, from `make`, summed by `add`. */
function byBucket<T>(range: DayRange, grouping: ReportGrouping, make: (bucket: string) => T) {
  const buckets = new Map(
    bucketsBetween(dayNumber(range.from), dayNumber(range.to), grouping).map((b) => [b, make(b)]),
  );
  return { at: (day: number) => buckets.get(bucketOf(day, grouping))!, rows: () => [...buckets.values()] };
}

/** Spend per bucket of creation day: orders not cancelled and their fees. */
export async function billReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const o = reportOrderDays;
  const rows = await db
    .select({
      day: o.day,
      orders: total(o.orders),
      freightFee: total(o.freightFee),
      insuranceFee: total(o.insuranceFee),
      codFee: total(o.codFee),
    })
    .from(o)
    .where(
      ownedBy(
        o,
        tenant,
        sql`${o.status} <> 'CANCELLED'`,
        ...filterConditions(o, filter, range.from, range.to),
      ),
    )
    .groupBy(o.day);
  const sums = byBucket(range, grouping, (bucket) => ({
    bucket,
    orders: 0,
    freight: 0,
    insurance: 0,
    cod: 0,
  }));
  for (const row of rows) {
    const sum = sums.at(row.day);
    sum.orders += num(row.orders);
    sum.freight += num(row.freightFee);
    sum.insurance += num(row.insuranceFee);
    sum.cod += num(row.codFee);
  }
  return {
    range,
    rows: sums.rows().map((sum) => ({
      bucket: sum.bucket,
      orders: sum.orders,
      freightFee: rupiahOf(sum.freight),
      insuranceFee: rupiahOf(sum.insurance),
      codFee: rupiahOf(sum.cod),
      total: rupiahOf(sum.freight + sum.insurance + sum.cod),
    })),
  };
}

/** COD amounts per bucket of the orders' creation day, by where the money is. */
export async function codReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const c = reportCodDays;
  const rows = await db
    .select({ day: c.day, status: c.status, lines: total(c.lines), amount: total(c.codAmount) })
    .from(c)
    .where(ownedBy(c, tenant, ...filterConditions(c, filter, range.from, range.to)))
    .groupBy(c.day, c.status);
  const sums = byBucket(range, grouping, (bucket) => ({
    bucket,
    lines: 0,
    awaiting: 0,
    inProcess: 0,
    paid: 0,
    refused: 0,
  }));
  const inProcess: readonly string[] = COD_IN_PROCESS_STATUSES;
  const paid: readonly string[] = COD_PAID_STATUSES;
  for (const row of rows) {
    const sum = sums.at(row.day);
    const amount = num(row.amount);
    sum.lines += num(row.lines);
    if (row.status === 'AWAITING_COLLECTION') sum.awaiting += amount;
    else if (inProcess.includes(row.status)) sum.inProcess += amount;
    else if (paid.includes(row.status)) sum.paid += amount;
    else sum.refused += amount;
  }
  return { range, rows: sums.rows() };
}

/** Spend and cost per parcel per bucket and product. */
export async function costReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const o = reportOrderDays;
  const rows = await db
    .select({
      day: o.day,
      productType: o.productType,
      orders: total(o.orders),
      spend: sql<string>`coalesce(sum(${o.freightFee} + ${o.insuranceFee} + ${o.codFee}), 0)`,
    })
    .from(o)
    .where(
      ownedBy(
        o,
        tenant,
        sql`${o.status} <> 'CANCELLED'`,
        ...filterConditions(o, filter, range.from, range.to),
      ),
    )
    .groupBy(o.day, o.productType);
  const sums = new Map<string, { bucket: string; productType: string; orders: number; spend: number }>();
  for (const row of rows) {
    const bucket = bucketOf(row.day, grouping);
    const key = `${bucket}|${row.productType}`;
    const sum = sums.get(key) ?? { bucket, productType: row.productType, orders: 0, spend: 0 };
    sum.orders += num(row.orders);
    sum.spend += num(row.spend);
    sums.set(key, sum);
  }
  return {
    range,
    rows: [...sums.values()]
      .filter((sum) => sum.orders !== 0)
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.productType.localeCompare(b.productType))
      .map((sum) => ({
        bucket: sum.bucket,
        productType: sum.productType,
        orders: sum.orders,
        spend: rupiahOf(sum.spend),
        costPerParcel: sum.orders > 0 ? rupiahOf(sum.spend / sum.orders) : null,
      })),
  };
}

/** Orders created in the period per weight band (report_weight_days), in band order. */
async function weightDistribution(db: Database, tenant: Tenant, filter: ReportFilter, range: DayRange) {
  const w = reportWeightDays;
  const [sums] = await db
    .select(
      Object.fromEntries(
        WEIGHT_BANDS.map((band, i) => [
          `b${i}`,
          sql<string>`coalesce(sum(${w.orders}) filter (where ${w.weightKg} > ${band.overKg}${
            band.upToKg === null ? sql`` : sql` and ${w.weightKg} <= ${band.upToKg}`
          }), 0)`,
        ]),
      ),
    )
    .from(w)
    .where(ownedBy(w, tenant, ...filterConditions(w, filter, range.from, range.to)));
  return WEIGHT_BANDS.map((band, i) => ({
    key: weightBandKey(band),
    band,
    orders: num((sums as Record<string, string> | undefined)?.[`b${i}`]),
  }));
}

/**
 * Orders created in the period by province, city or product, most first, or by weight band, in
 * band order (every band, when the period has orders).
 */
export async function distributionReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  dimension: DistributionDimension,
) {
  if (dimension === 'WEIGHT') {
    const bands = await weightDistribution(db, tenant, filter, range);
    const all = bands.reduce((sum, row) => sum + row.orders, 0);
    return {
      range,
      dimension,
      total: all,
      rows:
        all > 0
          ? bands.map((row) => ({
              key: row.key,
              orders: row.orders,
              share: rate(row.orders, all) ?? 0,
              weightKg: row.band,
            }))
          : [],
    };
  }
  const o = reportOrderDays;
  const t = reportCityDays;
  const rows =
    dimension === 'CITY'
      ? await db
          .select({
            key: sql<string>`${t.receiverProvince} || ' / ' || ${t.receiverCity}`,
            orders: total(t.orders),
          })
          .from(t)
          .where(ownedBy(t, tenant, ...filterConditions(t, filter, range.from, range.to)))
          .groupBy(t.receiverProvince, t.receiverCity)
      : await db
          .select({
            key: dimension === 'PRODUCT' ? o.productType : o.receiverProvince,
            orders: total(o.orders),
          })
          .from(o)
          .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
          .groupBy(dimension === 'PRODUCT' ? o.productType : o.receiverProvince);
  const counted = rows
    .map((row) => ({ key: row.key, orders: num(row.orders) }))
    .filter((row) => row.orders > 0)
    .sort((a, b) => b.orders - a.orders || a.key.localeCompare(b.key));
  const all = counted.reduce((sum, row) => sum + row.orders, 0);
  return {
    range,
    dimension,
    total: all,
    rows: counted.map((row) => ({ ...row, share: rate(row.orders, all) ?? 0 })),
  };
}

/**
 * The receivers with the most orders, all time (the receiver-name counters the orders' triggers
 * keep: order_receiver_names), a page of them. A sub-account with a data scope sees none: the
 * counters total every sender's orders.
 */
export async function receiverRanking(db: Database, tenant: Tenant, pageNum: number, pageSize: number) {
  const r = orderReceiverNames;
  const where = ownedBy(r, tenant, gt(r.orderCount, 0));
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(r)
    .where(where);
  const rows = await db
    .select({ receiverName: r.receiverName, orders: r.orderCount })
    .from(r)
    .where(where)
    .orderBy(desc(r.orderCount), r.receiverName)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    pageNum,
    pageSize,
    total: num(count?.n),
    rows: rows.map((row, i) => ({ rank: (pageNum - 1) * pageSize + i + 1, ...row })),
  };
}

/** The sender addresses with the most orders created in the period, a page of them. */
export async function senderRanking(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  pageNum: number,
  pageSize: number,
) {
  const o = reportOrderDays;
  const rows = await db
    .select({ senderKey: o.senderKey, orders: total(o.orders) })
    .from(o)
    .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
    .groupBy(o.senderKey)
    .having(sql`sum(${o.orders}) > 0`);
  const ranked = rows
    .map((row) => ({ senderKey: row.senderKey, orders: num(row.orders) }))
    .sort((a, b) => b.orders - a.orders || (a.senderKey ?? '').localeCompare(b.senderKey ?? ''));
  const slice = ranked.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const book = await senderEntriesOf(
    db,
    tenant,
    slice.map((row) => row.senderKey).filter((key): key is string => key !== null),
  );
  return {
    range,
    pageNum,
    pageSize,
    total: ranked.length,
    rows: slice.map((row, i) => ({
      rank: (pageNum - 1) * pageSize + i + 1,
      senderKey: row.senderKey,
      senderAddressId: row.senderKey ? (book.get(row.senderKey)?.id ?? null) : null,
      senderName: row.senderKey ? (book.get(row.senderKey)?.name ?? null) : null,
      orders: row.orders,
    })),
  };
}

/** Orders created per bucket by their status now. */
export async function statusReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
  lang: string,
) {
  const o = reportOrderDays;
  const rows = await db
    .select({ day: o.day, status: o.status, orders: total(o.orders) })
    .from(o)
    .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
    .groupBy(o.day, o.status);
  const sums = byBucket(range, grouping, (bucket) => ({ bucket, counts: new Map<OrderStatus, number>() }));
  for (const row of rows)
    if (isOrderStatus(row.status)) {
      const counts = sums.at(row.day).counts;
      counts.set(row.status, (counts.get(row.status) ?? 0) + num(row.orders));
    }
  return {
    range,
    rows: sums.rows().map((sum) => ({
      bucket: sum.bucket,
      statuses: ORDER_STATUSES.filter((status) => (sum.counts.get(status) ?? 0) > 0).map((status) => ({
        status,
        statusLabel: statusLabel(status, lang),
        orders: sum.counts.get(status)!,
      })),
    })),
  };
}

/** Per bucket: orders created, picked up, returned, cancelled (creation day) and parcels signed (signing day). */
export async function waybillReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const o = reportOrderDays;
  const s = reportSignedDays;
  const [created, signed] = await Promise.all([
    db
      .select({ day: o.day, status: o.status, orders: total(o.orders), pickedUp: total(o.pickedUp) })
      .from(o)
      .where(ownedBy(o, tenant, ...filterConditions(o, filter, range.from, range.to)))
      .groupBy(o.day, o.status),
    db
      .select({ day: s.day, orders: total(s.orders) })
      .from(s)
      .where(ownedBy(s, tenant, ...filterConditions(s, filter, range.from, range.to)))
      .groupBy(s.day),
  ]);
  const sums = byBucket(range, grouping, (bucket) => ({
    bucket,
    created: 0,
    pickedUp: 0,
    signed: 0,
    returned: 0,
    cancelled: 0,
  }));
  for (const row of created) {
    const sum = sums.at(row.day);
    const n = num(row.orders);
    sum.created += n;
    sum.pickedUp += num(row.pickedUp);
    if (row.status === 'RETURNED') sum.returned += n;
    if (row.status === 'CANCELLED') sum.cancelled += n;
  }
  for (const row of signed) sums.at(row.day).signed += num(row.orders);
  return { range, rows: sums.rows() };
}

/** Parcels signed in the period by who signed. */
export async function signerReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  lang: string,
) {
  const s = reportSignDays;
  const rows = await db
    .select({ signerType: s.signerType, parcels: total(s.orders) })
    .from(s)
    .where(ownedBy(s, tenant, ...filterConditions(s, filter, range.from, range.to)))
    .groupBy(s.signerType);
  const counted = rows
    .map((row) => ({ signerType: row.signerType, parcels: num(row.parcels) }))
    .filter((row) => row.parcels > 0)
    .sort((a, b) => b.parcels - a.parcels || a.signerType.localeCompare(b.signerType));
  const all = counted.reduce((sum, row) => sum + row.parcels, 0);
  return {
    range,
    total: all,
    signers: counted.map((row) => ({
      ...row,
      signerLabel: SIGNER_LABELS[row.signerType]?.[toLang(lang)] ?? row.signerType,
      share: rate(row.parcels, all) ?? 0,
    })),
  };
}

/** The 10 destination cities with the most parcels signed in the period. */
export async function signCityReport(db: Database, tenant: Tenant, filter: ReportFilter, range: DayRange) {
  const s = reportSignDays;
  const parcels = total(s.orders);
  const rows = await db
    .select({ province: s.receiverProvince, city: s.receiverCity, parcels })
    .from(s)
    .where(ownedBy(s, tenant, ...filterConditions(s, filter, range.from, range.to)))
    .groupBy(s.receiverProvince, s.receiverCity)
    .having(sql`sum(${s.orders}) > 0`)
    .orderBy(desc(parcels), s.receiverCity, s.receiverProvince)
    .limit(10);
  return { range, cities: rows.map((row) => ({ ...row, parcels: num(row.parcels) })) };
}

/** Signed parcels per day of a range (from the signing-day table), by day number. */
async function signedPerDay(db: Database, tenant: Tenant, filter: ReportFilter, from: string, to: string) {
  const s = reportSignDays;
  const rows = await db
    .select({ day: s.day, parcels: total(s.orders) })
    .from(s)
    .where(ownedBy(s, tenant, ...filterConditions(s, filter, from, to)))
    .groupBy(s.day);
  return rows.map((row) => ({ day: row.day, n: num(row.parcels) }));
}

/** Parcels signed per bucket. */
export async function signReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const sums = byBucket(range, grouping, (bucket) => ({ bucket, signed: 0 }));
  for (const row of await signedPerDay(db, tenant, filter, range.from, range.to))
    sums.at(row.day).signed += row.n;
  return { range, rows: sums.rows() };
}

/** Parcels per bucket of creation day in the last-mile statuses they are in now. */
export async function dispatchStatusReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const o = reportOrderDays;
  const columns = {
    OUT_FOR_DELIVERY: 'outForDelivery',
    PROBLEM: 'held',
    DELIVERED: 'delivered',
    RETURNING: 'returning',
    RETURNED: 'returned',
  } as const;
  const rows = await db
    .select({ day: o.day, status: o.status, orders: total(o.orders) })
    .from(o)
    .where(
      ownedBy(
        o,
        tenant,
        inArray(o.status, Object.keys(columns)),
        ...filterConditions(o, filter, range.from, range.to),
      ),
    )
    .groupBy(o.day, o.status);
  const sums = byBucket(range, grouping, (bucket) => ({
    bucket,
    outForDelivery: 0,
    held: 0,
    delivered: 0,
    returning: 0,
    returned: 0,
  }));
  for (const row of rows) sums.at(row.day)[columns[row.status as keyof typeof columns]] += num(row.orders);
  return { range, rows: sums.rows() };
}

/**
 * Orders created and parcels signed per bucket, each against the bucket before it (the day, week or
 * month before: the range is read from the start of the bucket before its first).
 */
export async function growthReport(
  db: Database,
  tenant: Tenant,
  filter: ReportFilter,
  range: DayRange,
  grouping: ReportGrouping,
) {
  const start = previousBucketStart(dayNumber(range.from), grouping);
  const widened = { from: new Date(start * 86_400_000).toISOString().slice(0, 10), to: range.to };
  const o = reportOrderDays;
  const [createdRows, signedRows] = await Promise.all([
    db
      .select({ day: o.day, orders: total(o.orders) })
      .from(o)
      .where(ownedBy(o, tenant, ...filterConditions(o, filter, widened.from, widened.to)))
      .groupBy(o.day),
    signedPerDay(db, tenant, filter, widened.from, widened.to),
  ]);
  const series = (rows: { day: number; n: number }[]) => {
    const sums = byBucket(widened, grouping, (bucket) => ({ bucket, value: 0 }));
    for (const row of rows) sums.at(row.day).value += row.n;
    return growthOf(sums.rows());
  };
  return {
    range,
    created: series(createdRows.map((row) => ({ day: row.day, n: num(row.orders) }))),
    signed: series(signedRows),
  };
}

/** The address-book sender entries of `keys`, by key (their current address's key). */
async function senderEntriesOf(db: Database, tenant: Tenant, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { id: number; name: string }>();
  const a = addressBookEntries;
  const entries = await db
    .select({ id: a.id, name: a.name, phone: a.phone, districtCode: a.districtCode, address: a.address })
    .from(a)
    .where(ownedBy(a, tenant, eq(a.kind, 'SENDER')))
    .orderBy(a.id);
  const found = new Map<string, { id: number; name: string }>();
  for (const entry of entries) {
    const key = senderKey(entry);
    if (keys.includes(key) && !found.has(key)) found.set(key, { id: entry.id, name: entry.name });
  }
  return found;
}
