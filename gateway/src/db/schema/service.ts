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
import { customers, users, type LocalizedText } from './core';
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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

/** A work order (ticket) of a shipper, with SLA due times on business days and a message thread. */
export const tickets = pgTable(
  'tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketNo: varchar('ticket_no', { length: 24 }).notNull(),
    /** The first waybill (the one the ticket is about); every waybill is in `billCodes`. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    billCodes: jsonb('bill_codes').$type<string[]>().notNull().default([]),
    typeCode: varchar('type_code', { length: 32 }).notNull(),
    subtypeCode: varchar('subtype_code', { length: 32 }).notNull(),
    description: text('description').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    contactChannel: varchar('contact_channel', { length: 12 }).notNull().default('PHONE'),
    priority: varchar('priority', { length: 8 }).notNull().default('NORMAL'),
    status: varchar('status', { length: 20 }).notNull().default('SUBMITTED'),
    assignee: varchar('assignee', { length: 100 }),
    firstAnswerDueAt: timestamp('first_answer_due_at', { withTimezone: true }).notNull(),
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }).notNull(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionCode: varchar('resolution_code', { length: 32 }),
    rating: smallint('rating'),
    ratingComment: varchar('rating_comment', { length: 500 }),
    reopenCount: smallint('reopen_count').notNull().default(0),
    /** When the courier's service desk (the simulator) acts next on it. */
    deskDueAt: timestamp('desk_due_at', { withTimezone: true }),
    /** When the SLA passed unresolved and the ticket was escalated (once). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tickets_no_uq').on(t.ticketNo),
    index('tickets_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('tickets_desk_due_idx')
      .on(t.deskDueAt)
      .where(sql`${t.deskDueAt} is not null`),
    // the escalation job: open tickets not escalated yet, by resolution due time
    index('tickets_escalation_idx')
      .on(t.resolveDueAt)
      .where(sql`${t.escalatedAt} is null and ${t.status} not in ('RESOLVED','CLOSED')`),
    check(
      'tickets_status_ck',
      sql`${t.status} in ('SUBMITTED','ASSIGNED','IN_PROGRESS','AWAITING_CUSTOMER','RESOLVED','CLOSED','ESCALATED','REOPENED')`,
    ),
    check('tickets_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;

/** One message of a ticket's thread: the shipper's or the courier's service desk's. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    author: varchar('author', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.customerId, t.ticketId, t.createdAt),
    check('ticket_messages_author_ck', sql`${t.author} in ('CUSTOMER','DESK')`),
  ],
);

/** A claim for a lost, damaged, partial or late parcel, with its cap computed when filed. Money in whole rupiah. */
export const claims = pgTable(
  'claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    claimNo: varchar('claim_no', { length: 24 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    claimType: varchar('claim_type', { length: 12 }).notNull(),
    insured: boolean('insured').notNull(),
    declaredValue: bigint('declared_value', { mode: 'number' }).notNull(),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    goodsValue: bigint('goods_value', { mode: 'number' }).notNull(),
    amountClaimed: bigint('amount_claimed', { mode: 'number' }).notNull(),
    cap: bigint('cap', { mode: 'number' }).notNull(),
    /** Which rule set the cap: INSURED | UNINSURED_FEE | UNINSURED_GOODS | UNINSURED_CEILING | INSURED_CEILING */
    capRule: varchar('cap_rule', { length: 24 }).notNull(),
    amountApproved: bigint('amount_approved', { mode: 'number' }),
    payoutMethod: varchar('payout_method', { length: 16 }).notNull().default('BANK_TRANSFER'),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('SUBMITTED'),
    decisionNote: varchar('decision_note', { length: 500 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the desk asks for (a code of the claim type's needs) while INFO_REQUESTED. */
    infoRequest: varchar('info_request', { length: 32 }),
    /** The shipper's appeal of a rejection (once). */
    appealReason: varchar('appeal_reason', { length: 1000 }),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** The bank transfer that paid an approved claim. */
    payoutReference: varchar('payout_reference', { length: 32 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deskDueAt: timestamp('desk_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('claims_no_uq').on(t.claimNo),
    uniqueIndex('claims_open_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} <> 'REJECTED'`),
    index('claims_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('claims_desk_due_idx')
      .on(t.deskDueAt)
      .where(sql`${t.deskDueAt} is not null`),
    // the payout job: approved claims paid by bank transfer
    index('claims_bank_payout_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} = 'APPROVED' and ${t.payoutMethod} = 'BANK_TRANSFER'`),
    check(
      'claims_status_ck',
      sql`${t.status} in ('SUBMITTED','UNDER_REVIEW','INFO_REQUESTED','APPROVED','REJECTED','APPEALED','PAID')`,
    ),
    check('claims_type_ck', sql`${t.claimType} in ('LOST','DAMAGED','PARTIAL','LATE')`),
    check('claims_payout_ck', sql`${t.payoutMethod} in ('BANK_TRANSFER','STATEMENT_OFFSET')`),
    check('claims_amounts_ck', sql`${t.amountClaimed} > 0 and ${t.amountClaimed} <= ${t.cap}`),
  ],
);

export type ClaimRow = typeof claims.$inferSelect;
