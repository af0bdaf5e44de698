import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users, type LocalizedText } from './core';
import { orders } from './orders';
import { customerIdColumn } from './columns';

/** A complaint or a suggestion filed by a shipper's user, answered by customer service. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    billCode: varchar('bill_code', { length: 20 }),
    /** Further waybills the complaint is about (the first one is also `billCode`). */
    billCodes: jsonb('bill_codes').$type<string[]>().notNull().default([]),
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
    customerId: customerIdColumn(),
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
    /** Delivery attempts made before the return. */
    attempts: smallint('attempts').notNull().default(1),
    /** Why it returns: SHIPPER (the shipper's decision), DEADLINE (no decision in time), ATTEMPTS (3 failed attempts), COURIER. */
    decision: varchar('decision', { length: 12 }).notNull().default('COURIER'),
    /** RETURNING until the return scan signs it back to the sender, then RETURNED. */
    status: varchar('status', { length: 12 }).notNull().default('RETURNING'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** PENDING until the shipper confirms receipt (CONFIRMED) or rejects the return (REJECTED). */
    confirmation: varchar('confirmation', { length: 12 }).notNull().default('PENDING'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    /** Storage keys of the rejection photos (table files). */
    rejectionPhotos: jsonb('rejection_photos').$type<string[]>().notNull().default([]),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('parcel_returns_decision_ck', sql`${t.decision} in ('SHIPPER','DEADLINE','ATTEMPTS','COURIER')`),
    check('parcel_returns_status_ck', sql`${t.status} in ('RETURNING','RETURNED')`),
    check('parcel_returns_confirmation_ck', sql`${t.confirmation} in ('PENDING','CONFIRMED','REJECTED')`),
    uniqueIndex('parcel_returns_order_uq').on(t.orderId),
    uniqueIndex('parcel_returns_return_bill_code_uq').on(t.returnBillCode),
    index('parcel_returns_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    check('parcel_returns_fault_group_ck', sql`${t.faultGroup} in ('COURIER','SHIPPER','RECEIVER')`),
    check('parcel_returns_fee_ck', sql`${t.returnFee} >= 0`),
  ],
);

export type ParcelReturnRow = typeof parcelReturns.$inferSelect;

/**
 * The service domain's catalogues, kept as data (DOMAINS.md "Service"): held reasons with their
 * fault group, ticket types (first level) and second types with their SLA, claim types, return
 * rejection reasons, return fee rates per product. `attrs` holds the numbers of an entry.
 */
export const serviceDictionary = pgTable(
  'service_dictionary',
  {
    category: varchar('category', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    parentCode: varchar('parent_code', { length: 32 }),
    sort: smallint('sort').notNull().default(0),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    attrs: jsonb('attrs').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.category, t.code] })],
);

export type ServiceDictionaryRow = typeof serviceDictionary.$inferSelect;

/** The service domain's numbers kept as data (48-hour deadline, caps, windows, desk delay...). */
export const serviceSettings = pgTable('service_settings', {
  key: varchar('key', { length: 48 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * A parcel held at a warehouse (DOMAINS.md "Parcels held at a warehouse"), one per order, written by
 * the scan effect when a scan holds the parcel (PROBLEM). The shipper decides before `deadlineAt`
 * (re-attempt, return, hold); a job returns it when the deadline passes.
 */
export const problemParcels = pgTable(
  'problem_parcels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    reasonCode: varchar('reason_code', { length: 32 }).notNull(),
    attempts: smallint('attempts').notNull().default(1),
    courierNote: varchar('courier_note', { length: 255 }),
    /** HELD -> AWAITING_SHIPPER -> REATTEMPT | RETURN | HOLD -> CLOSED */
    status: varchar('status', { length: 20 }).notNull().default('AWAITING_SHIPPER'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** When the deadline-in-6-hours reminder went out (once per deadline). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    /** The shipper corrected the receiver's address or phone with the re-attempt. */
    corrected: boolean('corrected').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('problem_parcels_order_uq').on(t.orderId),
    index('problem_parcels_customer_deadline_idx').on(t.customerId, t.status, t.deadlineAt, t.id),
    // the inbox: a shipper's waiting parcels, soonest deadline first
    index('problem_parcels_inbox_idx')
      .on(t.customerId, t.deadlineAt, t.id)
      .where(sql`${t.status} in ('AWAITING_SHIPPER','HOLD')`),
    // the inbox's count: one deduplicated key per shipper, so counting 50,000 waiting parcels reads
    // a few dozen index pages (index-only) instead of the wider inbox index
    index('problem_parcels_open_count_idx')
      .on(t.customerId)
      .where(sql`${t.status} in ('AWAITING_SHIPPER','HOLD')`),
    index('problem_parcels_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} in ('AWAITING_SHIPPER','HOLD')`),
    check(
      'problem_parcels_status_ck',
      sql`${t.status} in ('HELD','AWAITING_SHIPPER','REATTEMPT','RETURN','HOLD','CLOSED')`,
    ),
  ],
);

export type ProblemParcelRow = typeof problemParcels.$inferSelect;

// tickets, their messages and claims
export * from './service-tickets';
