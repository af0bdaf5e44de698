import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { orders } from './orders';
import { customerIdColumn } from './columns';

// The service domain's cases: tickets with their threads, and claims (re-exported by service.ts).

/** A work order (ticket) of a shipper, with SLA due times on business days and a message thread. */
export const tickets = pgTable(
  'tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
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
    customerId: customerIdColumn(),
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
    customerId: customerIdColumn(),
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
