import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './core';
import { customerIdColumn } from './columns';

/** The courier's global member levels (spec: "Global level: code, growthStart"). */
export const memberLevels = pgTable('member_levels', {
  code: varchar('code', { length: 16 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 32 }).notNull(),
  nameEn: varchar('name_en', { length: 32 }).notNull(),
  nameId: varchar('name_id', { length: 32 }).notNull(),
  growthStart: integer('growth_start').notNull(),
});

/** One member account per customer: its level, growth value and spendable points. */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    levelCode: varchar('level_code', { length: 16 })
      .notNull()
      .references(() => memberLevels.code),
    growth: integer('growth').notNull().default(0),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The last line of defence: whatever a route does, points never go negative.
  (t) => [check('member_accounts_points_ck', sql`${t.points} >= 0`)],
);

/**
 * Goods in the points shop, shared by all customers. isEnable follows the spec: 1 on, 2 off.
 * `physical` goods are sent to the customer (an exchange names where); others are not (a voucher).
 */
export const memberGoods = pgTable(
  'member_goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameId: varchar('name_id', { length: 100 }).notNull(),
    pointsCost: integer('points_cost').notNull(),
    stock: integer('stock').notNull(),
    imageUrl: varchar('image_url', { length: 255 }),
    isEnable: smallint('is_enable').notNull().default(1),
    physical: boolean('physical').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_goods_stock_ck', sql`${t.stock} >= 0`),
    check('member_goods_cost_ck', sql`${t.pointsCost} > 0`),
    check('member_goods_enable_ck', sql`${t.isEnable} in (1, 2)`),
  ],
);

/** Every change of a customer's points. Earned entries carry the moment they expire. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    change: integer('change').notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_customer_created_idx').on(t.customerId, t.createdAt)],
);

/** An exchange of points for goods; physical goods carry where they are sent (the delivery fields). */
export const exchangeRecords = pgTable(
  'exchange_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => memberGoods.id),
    quantity: integer('quantity').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('SUBMITTED'),
    deliveryName: varchar('delivery_name', { length: 60 }),
    deliveryPhone: varchar('delivery_phone', { length: 20 }),
    deliveryAddress: varchar('delivery_address', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_records_customer_created_idx').on(t.customerId, t.createdAt),
    check('exchange_records_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
