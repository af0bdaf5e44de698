// Over 300 lines: the reports' whole read model in one place (each table's grain and upkeep side by side)
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customerIdColumn } from './columns';
import { users } from './core';

/**
 * A delta row's number, in the order rows are written (an identity; migration 0041): the fold job
 * (domains/reports/report.repo.ts) folds the customer days that got rows past its mark. A folded row
 * takes the smallest number of the rows it replaces, so it is not taken for a new one.
 */
const deltaId = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();

// The reports' read model (ARCHITECTURE.md section 13): summary tables per customer, WIB day and
// dimension, kept by statement triggers of `orders` and `cod_lines` (migration 0040) as deltas like
// the order counters (order-counters.ts): every INSERT, UPDATE or DELETE adds one row per group it
// changed and never updates a row, so writers do not wait on each other; a figure is a sum of rows.
// `day` is a WIB calendar day as days since 1970 (`report_wib_day(ts)`: floor((epoch + 7 h) / 1 day)).
// Every table carries the order's `sender_key` and `created_by`, so a sub-account's data scope
// applies to each row as it does to `orders` (data-scope-rules.ts: `orderKeys`).

/**
 * Orders per customer, WIB creation day, sender key, creator, product, destination province, status,
 * signer type (`SELF` when the receiver signed, `OTHER` when someone else did, '' unsigned) and COD
 * (cod_amount > 0), with their fees and COD amounts, how many were picked up (`picked_up_at` set) and
 * how many of those on their creation day.
 */
export const reportOrderDays = pgTable(
  'report_order_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    signerType: varchar('signer_type', { length: 8 }).notNull(),
    cod: boolean('cod').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    pickedUp: bigint('picked_up', { mode: 'number' }).notNull(),
    pickedSameDay: bigint('picked_same_day', { mode: 'number' }).notNull(),
    freightFee: numeric('freight_fee', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    insuranceFee: numeric('insurance_fee', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    codFee: numeric('cod_fee', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    codAmount: numeric('cod_amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_order_days_customer_day_idx').on(t.customerId, t.day),
    index('report_order_days_id_idx').on(t.id),
  ],
);

/** Orders per customer, WIB creation day, sender key, creator, product, destination province and city. */
export const reportCityDays = pgTable(
  'report_city_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    receiverCity: varchar('receiver_city', { length: 64 }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_city_days_customer_day_idx').on(t.customerId, t.day),
    index('report_city_days_id_idx').on(t.id),
  ],
);

/** Signed (delivered) orders per customer and WIB day of signing, with the filter dimensions. */
export const reportSignedDays = pgTable(
  'report_signed_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_signed_days_customer_day_idx').on(t.customerId, t.day),
    index('report_signed_days_id_idx').on(t.id),
  ],
);

/**
 * Lead times as per-day histograms of whole hours: orders per customer, WIB creation day, filter
 * dimensions, `kind` (`PICKUP`: created_at to picked_up_at; `DELIVERY`: picked_up_at to signed_at)
 * and `hours` (the lead time's whole hours, floor, 0 to 720; longer ones count as 720). A median or
 * p90 read off it is the floor of the exact nearest-rank percentile, in hours.
 */
export const reportLeadHours = pgTable(
  'report_lead_hours',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    hours: integer('hours').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_lead_hours_customer_day_idx').on(t.customerId, t.day),
    index('report_lead_hours_id_idx').on(t.id),
  ],
);

/**
 * COD lines per customer, WIB creation day of their order, the order's sender key and creator,
 * product and line status (AWAITING_COLLECTION, COLLECTED, IN_BATCH, REMITTED, DISPUTED,
 * FAILED_TO_COLLECT, RETURNED), with their COD amounts: kept by the statement triggers of `cod_lines`.
 * No destination province: an address change of a held parcel would move it after the line exists.
 */
export const reportCodDays = pgTable(
  'report_cod_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    codAmount: bigint('cod_amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_cod_days_customer_day_idx').on(t.customerId, t.day),
    index('report_cod_days_id_idx').on(t.id),
  ],
);

/**
 * Delivered parcels per customer and WIB day of signing (not of creation: the dispatch reports and
 * the delivery KPIs are of the parcels signed in a period), sender key, creator, product,
 * destination province and city, and signer type (`SELF`: the receiver signed; `OTHER`). Kept by
 * statement triggers of `orders` (migration 0042).
 */
export const reportSignDays = pgTable(
  'report_sign_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    receiverCity: varchar('receiver_city', { length: 64 }).notNull(),
    signerType: varchar('signer_type', { length: 8 }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_sign_days_customer_day_idx').on(t.customerId, t.day),
    index('report_sign_days_id_idx').on(t.id),
  ],
);

/**
 * Delivered parcels per customer and WIB day of signing, with what their service level needs:
 * origin and destination province (the product's SLA days: parcel/arrival.ts serviceDaysFor),
 * `transitDays` (WIB signing day minus WIB pickup day; null when never picked up) and `attempts`
 * (delivery attempts, 1, 2 or 3 for three and more). Kept by statement triggers of `orders`
 * (migration 0042). The pickup day is `day - transitDays`, so business days can be counted.
 */
export const reportSlaDays = pgTable(
  'report_sla_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    senderProvince: varchar('sender_province', { length: 64 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    transitDays: integer('transit_days'),
    attempts: smallint('attempts').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_sla_days_customer_day_idx').on(t.customerId, t.day),
    index('report_sla_days_id_idx').on(t.id),
  ],
);

/**
 * How far the fold job has folded each read-model table: every delta row numbered up to `foldedTo`
 * was seen by a fold (its customer day folded). Not a tenant table: one row per read-model table.
 */
export const reportFoldMarks = pgTable('report_fold_marks', {
  tableName: varchar('table_name', { length: 32 }).primaryKey(),
  foldedTo: bigint('folded_to', { mode: 'number' }).notNull(),
});

/**
 * The weekly digest e-mail (issue 31 item 7c): a user who opted in on the profile page, the language
 * the mail is written in (the one the user chose it in, one of the seven) and when the last one left.
 */
export const reportDigestSettings = pgTable('report_digest_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  customerId: customerIdColumn(),
  weekly: boolean('weekly').notNull().default(false),
  language: varchar('language', { length: 8 }).notNull().default('id'),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved report views (the spec's "BI list", issue 31 item 4): a named filter set of one report
 * screen (`report`: its route name) that a user saved to open again. Each user's own; the name is
 * unique per user; `filter` is the report's filter, checked against that report's filter schema
 * when saved (domains/reports/bi.rules.ts).
 */
export const reportViews = pgTable(
  'report_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    report: varchar('report', { length: 64 }).notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_views_user_name_uq').on(t.userId, t.name),
    index('report_views_customer_user_idx').on(t.customerId, t.userId, t.report),
  ],
);

/**
 * The late-parcel list's read model (issue 31 item 7a): one row per parcel that may be late, a copy
 * of what the list shows of it, kept by statement triggers of `orders` (migration 0048) whatever
 * wrote the order (entry, scans, address changes, cancels): a parcel picked up, not cancelled nor
 * returning, and either signed more than a day after its pickup or not signed yet. Which of them are
 * late on a given day is the dashboard's on-time rule in business days (report-late.repo.ts), which
 * the holiday calendar and `today` decide, so it is applied when read.
 */
export const reportLateOrders = pgTable(
  'report_late_orders',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    customerOrderNo: varchar('customer_order_no', { length: 64 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    senderProvince: varchar('sender_province', { length: 64 }).notNull(),
    receiverName: varchar('receiver_name', { length: 100 }).notNull(),
    receiverCity: varchar('receiver_city', { length: 64 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    insuranceFee: numeric('insurance_fee', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    declaredValue: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    freightFee: numeric('freight_fee', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    codAmount: numeric('cod_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    codFee: numeric('cod_fee', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('report_late_orders_customer_pickup_idx').on(t.customerId, t.pickedUpAt)],
);

/**
 * Orders per customer, WIB creation day, sender key, creator and seller type (orders without one
 * are left out, and so are cancelled ones), with the WIB day of their first pickup scan
 * (`pickupDay`, days since 1970 as `day`; null while not picked up): the marketplace penalty
 * forecast's read model (issue 31 item 7b), kept by statement triggers of `orders` as deltas
 * (migration 0048) and folded like the others.
 */
export const reportShipDays = pgTable(
  'report_ship_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    sellerType: varchar('seller_type', { length: 16 }).notNull(),
    pickupDay: integer('pickup_day'),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_ship_days_customer_day_idx').on(t.customerId, t.day),
    index('report_ship_days_id_idx').on(t.id),
  ],
);

/**
 * Orders per customer, WIB creation day, sender key, creator, product, destination province and
 * weight (`weight_kg` as entered, exact): the customer report's distribution by weight band, whose
 * bands are data (report-weight.rules.ts) applied when read. Kept by statement triggers of `orders`
 * as deltas (migration 0048) and folded like the others.
 */
export const reportWeightDays = pgTable(
  'report_weight_days',
  {
    id: deltaId(),
    customerId: integer('customer_id').notNull(),
    day: integer('day').notNull(),
    senderKey: varchar('sender_key', { length: 16 }),
    createdBy: integer('created_by'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('report_weight_days_customer_day_idx').on(t.customerId, t.day),
    index('report_weight_days_id_idx').on(t.id),
  ],
);
