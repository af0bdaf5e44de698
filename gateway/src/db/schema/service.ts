import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers, users } from './core';
import { orders } from './orders';

/** A complaint or a suggestion filed by a shipper's user, answered by customer service. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }),
    content: text('content').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('SUBMITTED'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_customer_created_idx').on(t.customerId, t.createdAt),
    check('complaints_kind_ck', sql`${t.kind} in ('COMPLAINT','SUGGESTION')`),
    check('complaints_status_ck', sql`${t.status} in ('SUBMITTED','PROCESSING','REPLIED','CLOSED')`),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;

/**
 * A parcel on its way back to the sender (DOMAINS.md "Returned parcels"), one per order, written by
 * the service domain when a scan starts the return. The return fee is a percentage of the outbound
 * freight per product, waived when the courier is at fault; finance nets `returnFee` off the COD
 * payout. Money is whole rupiah.
 */
export const parcelReturns = pgTable(
  'parcel_returns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    returnBillCode: varchar('return_bill_code', { length: 20 }).notNull(),
    reasonCode: varchar('reason_code', { length: 32 }).notNull(),
    /** COURIER | SHIPPER | RECEIVER: who is at fault; the fee is waived for COURIER. */
    faultGroup: varchar('fault_group', { length: 12 }).notNull(),
    outboundFreight: bigint('outbound_freight', { mode: 'number' }).notNull(),
    returnFee: bigint('return_fee', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_returns_order_uq').on(t.orderId),
    uniqueIndex('parcel_returns_return_bill_code_uq').on(t.returnBillCode),
    index('parcel_returns_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    check('parcel_returns_fault_group_ck', sql`${t.faultGroup} in ('COURIER','SHIPPER','RECEIVER')`),
    check('parcel_returns_fee_ck', sql`${t.returnFee} >= 0`),
  ],
);

export type ParcelReturnRow = typeof parcelReturns.$inferSelect;
