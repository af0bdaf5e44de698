// The orders and their scans, with their indexes, declarations only: the counters the triggers keep
// are in order-counters.ts, the bulk import's tables in imports.ts, label settings in labels.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { customerIdColumn } from './columns';

const ORDER_STATUS_SQL = sql.raw(
  "'CREATED','PICKED_UP','IN_TRANSIT','ARRIVED','OUT_FOR_DELIVERY','DELIVERED','PROBLEM','RETURNING','RETURNED','CANCELLED'",
);

/**
 * A parcel order (one waybill). `customerOrderNo` is the shipper's own number and the idempotency
 * key of entry and import: the same number twice is the same order. Region names are the official
 * names of `regions`; the `*DistrictCode` columns hold the district's code (`31.71.01`) that freight
 * and routing use. Money is in rupiah with two decimals; weights in kg, sizes in cm.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    customerOrderNo: varchar('customer_order_no', { length: 64 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    senderName: varchar('sender_name', { length: 100 }).notNull(),
    senderPhone: varchar('sender_phone', { length: 32 }).notNull(),
    senderProvince: varchar('sender_province', { length: 64 }).notNull(),
    senderCity: varchar('sender_city', { length: 64 }).notNull(),
    senderDistrict: varchar('sender_district', { length: 64 }).notNull(),
    senderAddress: varchar('sender_address', { length: 255 }).notNull(),
    senderPostalCode: varchar('sender_postal_code', { length: 10 }),
    senderDistrictCode: varchar('sender_district_code', { length: 16 }),
    receiverName: varchar('receiver_name', { length: 100 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 32 }).notNull(),
    receiverProvince: varchar('receiver_province', { length: 64 }).notNull(),
    receiverCity: varchar('receiver_city', { length: 64 }).notNull(),
    receiverDistrict: varchar('receiver_district', { length: 64 }).notNull(),
    receiverAddress: varchar('receiver_address', { length: 255 }).notNull(),
    receiverPostalCode: varchar('receiver_postal_code', { length: 10 }),
    receiverDistrictCode: varchar('receiver_district_code', { length: 16 }),
    goodsType: varchar('goods_type', { length: 32 }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    pieces: integer('pieces').notNull().default(1),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 8, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1, mode: 'number' }),
    /** L x W x H / 6000, 0 when no dimensions were given. */
    volumetricWeightKg: numeric('volumetric_weight_kg', { precision: 10, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** The weight freight is charged on: the larger of actual and volumetric weight. */
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 10, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** Product (express) type code: EZ, SUPER, ECO, CARGO. */
    productType: varchar('product_type', { length: 16 }).notNull(),
    sellerType: varchar('seller_type', { length: 16 }),
    /** MONTHLY (billed to the shipper's account), SENDER_PAY, RECEIVER_PAY. */
    paymentMethod: varchar('payment_method', { length: 16 }).notNull().default('MONTHLY'),
    codAmount: numeric('cod_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    declaredValue: numeric('declared_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    freightFee: numeric('freight_fee', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    insuranceFee: numeric('insurance_fee', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    codFee: numeric('cod_fee', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    totalFee: numeric('total_fee', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** The wallet coupon applied at creation (one per order) and what it took off the freight. */
    couponCode: varchar('coupon_code', { length: 32 }),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    status: varchar('status', { length: 24 }).notNull().default('CREATED'),
    signer: varchar('signer', { length: 100 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /**
     * The first pickup scan's time: set by the statement trigger of `order_traces` (migration 0040)
     * from the PICKED_UP trace, whatever wrote it, so the reports' lead times read it off the order.
     */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /**
     * Delivery attempts so far: the OUT_FOR_DELIVERY traces of the order, counted by the statement
     * trigger of `order_traces` (migration 0042), so the first-attempt figure reads it off the order.
     */
    deliveryAttempts: smallint('delivery_attempts').notNull().default(0),
    /** The import task the order came from (none for orders entered one at a time). */
    importTaskId: bigint('import_task_id', { mode: 'number' }),
    printCount: integer('print_count').notNull().default(0),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    /**
     * The sender address the order leaves from, as a key (parcel/sender-key.ts: the sender's
     * phone, district and street address, normalised and hashed), set at order entry and import. A
     * sub-account scoped to chosen sender addresses sees the orders whose key is one of theirs.
     */
    senderKey: varchar('sender_key', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_bill_code_uq').on(t.billCode),
    // A sub-account's orders by sender address or by creator, newest first (data scope).
    index('orders_customer_sender_created_id_idx').on(t.customerId, t.senderKey, t.createdAt, t.id),
    index('orders_customer_creator_created_id_idx').on(t.customerId, t.createdBy, t.createdAt, t.id),
    uniqueIndex('orders_customer_order_no_uq').on(t.customerId, t.customerOrderNo),
    // Both end in id, the lists' tie-break: a page (or the ids of a deep page) is read off the
    // index alone, newest first, without a sort.
    index('orders_customer_created_id_idx').on(t.customerId, t.createdAt, t.id),
    index('orders_customer_status_created_id_idx').on(t.customerId, t.status, t.createdAt, t.id),
    index('orders_import_task_idx').on(t.importTaskId),
    // Substring searches (LIKE '%…%') of the receiver's phone: a trigram index, which needs
    // pg_trgm (created by migration 0007, and passed to PGlite: db/pglite-extensions.ts). Names
    // are searched in order_receiver_names instead (migration 0012 dropped their trigram index).
    index('orders_receiver_phone_trgm_idx').using('gin', t.receiverPhone.op('gin_trgm_ops')),
    // A whole mobile number (the phone filter's commonest form) by equality: every number shares
    // the trigrams of '08…', which made the trigram index read ~70 ms at a million orders.
    index('orders_customer_receiver_phone_idx').on(t.customerId, t.receiverPhone),
    // The orders of given receiver names (the names a name search found in order_receiver_names),
    // newest first per name, and their count off the index alone.
    index('orders_customer_receiver_name_idx').on(t.customerId, t.receiverName, t.createdAt, t.id),
    check('orders_status_ck', sql`${t.status} in (${ORDER_STATUS_SQL})`),
    check('orders_pieces_ck', sql`${t.pieces} > 0`),
    check('orders_weight_ck', sql`${t.weightKg} > 0`),
    check('orders_cod_ck', sql`${t.codAmount} >= 0`),
  ],
);

/**
 * One scan event of an order. `description` holds a code (see parcel/trace-text.ts) that is
 * rendered in the reader's language; it is never free text.
 */
export const orderTraces = pgTable(
  'order_traces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: customerIdColumn(),
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
