import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './core';

const COUPON_TYPE_SQL = sql.raw("'DISCOUNT_AMOUNT','DISCOUNT_RATE','FREE_INSURANCE'");

/**
 * A redeemable voucher code (e.g. WELCOME2026). Redeeming it creates one `coupons` row for the
 * customer from the template fields here. Codes are the courier's, not a customer's, so this table
 * has no customer column.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    /** Rupiah for DISCOUNT_AMOUNT, percent for DISCOUNT_RATE, 0 for FREE_INSURANCE. */
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    minSpend: numeric('min_spend', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** How long a redeemed coupon stays valid. */
    validDays: integer('valid_days').notNull(),
    /** The code itself can no longer be redeemed after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_code_uq').on(t.code),
    check('coupon_codes_type_ck', sql`${t.type} in (${COUPON_TYPE_SQL})`),
    check(
      'coupon_codes_redeemed_ck',
      sql`${t.redeemedCount} >= 0 and ${t.redeemedCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/**
 * A coupon owned by a customer. Its status is derived, never stored: USED when usedAt is set,
 * EXPIRED when validTo has passed, otherwise UNUSED (see domains/finance/coupon.status.ts).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    minSpend: numeric('min_spend', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOnBillCode: varchar('used_on_bill_code', { length: 20 }),
    /** The voucher code it was redeemed from; null for coupons granted directly. */
    couponCodeId: integer('coupon_code_id').references(() => couponCodes.id),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    // One redemption of a voucher code per customer, also under concurrent requests.
    uniqueIndex('coupons_customer_code_once_uq').on(t.customerId, t.couponCodeId),
    index('coupons_customer_valid_idx').on(t.customerId, t.validTo),
    check('coupons_type_ck', sql`${t.type} in (${COUPON_TYPE_SQL})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCodeRow = typeof couponCodes.$inferSelect;
