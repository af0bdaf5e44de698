import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { orders } from './orders';
import { customerIdColumn } from './columns';

// ---------------------------------------------------------------------------------------------
// Coupons (DOMAINS.md "Coupons"): a campaign (its voucher code and terms) and the coupons the
// customers hold in their wallets. Money is whole rupiah (bigint).
// ---------------------------------------------------------------------------------------------

const COUPON_TYPE_SQL = sql.raw("'SHIPPING','PRODUCT'");
const DISCOUNT_TYPE_SQL = sql.raw("'PERCENT','FIXED'");
const COD_RULE_SQL = sql.raw("'ANY','COD_ONLY','NON_COD'");
const WALLET_STATUS_SQL = sql.raw("'AVAILABLE','LOCKED','USED'");

/**
 * A coupon campaign with its redeemable voucher code (e.g. WELCOME2026) and its terms. Redeeming
 * the code puts one coupon of it into the customer's wallet (`coupons`); the terms are read from
 * here when a coupon is applied. `stock` counts orders across every customer: `taken` is the
 * number of its coupons LOCKED or USED, raised and lowered atomically. The courier's campaigns,
 * not a customer's, so this table has no customer column.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** SHIPPING: any product; PRODUCT: only the listed product types. */
    type: varchar('type', { length: 20 }).notNull(),
    discountType: varchar('discount_type', { length: 10 }).notNull(),
    /** Percent (0 < value <= 100) for PERCENT, rupiah for FIXED. */
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The most a PERCENT coupon takes off; null: no cap but the freight itself. */
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    /** The freight an order must reach (equal is enough). */
    minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
    /** Product types it applies to; empty: every product. */
    productTypes: text('product_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Destination provinces (official names) it applies to; empty: everywhere. */
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    codRule: varchar('cod_rule', { length: 10 }).notNull().default('ANY'),
    /** Orders one customer may place with coupons of this campaign. */
    perAccountLimit: integer('per_account_limit').notNull().default(1),
    /** Orders every customer together may place with coupons of this campaign. */
    stock: integer('stock').notNull(),
    taken: integer('taken').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    terms: text('terms').notNull().default(''),
    /** Wallets the code may still be redeemed into. */
    maxRedemptions: integer('max_redemptions').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_code_uq').on(t.code),
    check('coupon_codes_type_ck', sql`${t.type} in (${COUPON_TYPE_SQL})`),
    check('coupon_codes_discount_type_ck', sql`${t.discountType} in (${DISCOUNT_TYPE_SQL})`),
    check('coupon_codes_cod_rule_ck', sql`${t.codRule} in (${COD_RULE_SQL})`),
    check(
      'coupon_codes_value_ck',
      sql`${t.value} > 0 and (${t.discountType} <> 'PERCENT' or ${t.value} <= 100)`,
    ),
    check('coupon_codes_product_ck', sql`${t.type} <> 'PRODUCT' or cardinality(${t.productTypes}) > 0`),
    check('coupon_codes_stock_ck', sql`${t.taken} >= 0 and ${t.taken} <= ${t.stock}`),
    check('coupon_codes_limit_ck', sql`${t.perAccountLimit} >= 1 and ${t.minSpend} >= 0`),
    check('coupon_codes_window_ck', sql`${t.validFrom} < ${t.validTo}`),
    check(
      'coupon_codes_redeemed_ck',
      sql`${t.redeemedCount} >= 0 and ${t.redeemedCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/**
 * A coupon in a customer's wallet. Its stored status is AVAILABLE, LOCKED (held by an order not
 * yet picked up: `orderId`) or USED (the parcel was picked up); an AVAILABLE coupon whose
 * `validTo` has passed reads EXPIRED (domains/coupons/coupon.rules.ts). The validity window is the
 * campaign's, copied when the coupon was issued.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    couponCodeId: integer('coupon_code_id')
      .notNull()
      .references(() => couponCodes.id),
    status: varchar('status', { length: 10 }).notNull().default('AVAILABLE'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The order that holds (LOCKED) or used (USED) it. */
    orderId: integer('order_id').references(() => orders.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOnBillCode: varchar('used_on_bill_code', { length: 20 }),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_customer_status_idx').on(t.customerId, t.status, t.validTo),
    index('coupons_customer_campaign_idx').on(t.customerId, t.couponCodeId),
    index('coupons_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('coupons_status_ck', sql`${t.status} in (${WALLET_STATUS_SQL})`),
    check('coupons_order_ck', sql`(${t.status} = 'AVAILABLE') = (${t.orderId} is null)`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCodeRow = typeof couponCodes.$inferSelect;
