import { sql } from 'drizzle-orm';
import {
  bigint,
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

const ORDER_STATUS_SQL = sql.raw(
  "'CREATED','PICKED_UP','IN_TRANSIT','ARRIVED','OUT_FOR_DELIVERY','DELIVERED','PROBLEM','RETURNING','RETURNED','CANCELLED'",
);

/**
 * A parcel order (one waybill). The tracking pages need only part of it; order entry, import and
 * order management grow on the same table.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    customerOrderNo: varchar('customer_order_no', { length: 64 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    senderName: varchar('sender_name', { length: 100 }).notNull(),
    senderPhone: varchar('sender_phone', { length: 32 }).notNull(),
    senderProvince: varchar('sender_province', { length: 64 }).notNull(),
    senderCity: varchar('sender_city', { length: 64 }).notNull(),
    senderDistrict: varchar('sender_district', { length: 64 }).notNull(),
    senderAddress: varchar('sender_address', { length: 255 }).notNull(),
    senderPostalCode: varchar('sender_postal_code', { length: 10 }),
    receiverName: varchar('receiver_name', { length: 100 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 32 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    receiverCity: varchar('receiver_city', { length: 64 }).notNull(),
    receiverDistrict: varchar('receiver_district', { length: 64 }).notNull(),
    receiverAddress: varchar('receiver_address', { length: 255 }).notNull(),
    receiverPostalCode: varchar('receiver_postal_code', { length: 10 }),
    goodsType: varchar('goods_type', { length: 32 }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    pieces: integer('pieces').notNull().default(1),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    codAmount: numeric('cod_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    declaredValue: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    status: varchar('status', { length: 24 }).notNull().default('CREATED'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_bill_code_uq').on(t.billCode),
    uniqueIndex('orders_customer_order_no_uq').on(t.customerId, t.customerOrderNo),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_customer_status_idx').on(t.customerId, t.status),
    check('orders_status_ck', sql`${t.status} in (${ORDER_STATUS_SQL})`),
    check('orders_pieces_ck', sql`${t.pieces} > 0`),
  ],
);

/**
 * One scan event of an order. `description` holds a code (see routes/orders/trace-text.ts) that is
 * rendered in the reader's language; it is never free text.
 */
export const orderTraces = pgTable(
  'order_traces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: varchar('status', { length: 24 }).notNull(),
    scanType: varchar('scan_type', { length: 24 }).notNull(),
    description: varchar('description', { length: 48 }).notNull(),
    location: varchar('location', { length: 64 }).notNull(),
    networkName: varchar('network_name', { length: 100 }).notNull(),
    operatorName: varchar('operator_name', { length: 100 }),
    scanTime: timestamp('scan_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_traces_order_time_idx').on(t.orderId, t.scanTime),
    index('order_traces_customer_idx').on(t.customerId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderTraceRow = typeof orderTraces.$inferSelect;
