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
import { codBatches } from './cod';
import { orders } from './orders';
import { customerIdColumn } from './columns';

// ---------------------------------------------------------------------------------------------
// Monthly settlement statements of credit customers (DOMAINS.md "Monthly settlement statement"):
// header, lines, the shipper's disputes of lines, the credit notes that resolve them (and offset
// approved claims), the payments recorded by the courier. Money is whole rupiah (bigint).
// ---------------------------------------------------------------------------------------------

const STATEMENT_STATUS_SQL = sql.raw(
  "'DRAFT','ISSUED','DISPUTED','CREDIT_NOTE','PARTIALLY_PAID','PAID','OVERDUE','SUSPENDED'",
);

/** Whole rupiah, required. */
const rupiah = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** What a statement and each of its lines charge, before tax (their totals follow on). */
const chargeColumns = () => ({
  freight: rupiah('freight'),
  insurance: rupiah('insurance'),
  codFee: rupiah('cod_fee'),
  surcharges: rupiah('surcharges'),
  discount: rupiah('discount'),
  returnFee: rupiah('return_fee'),
  weightAdjustment: rupiah('weight_adjustment'),
});

const identityIdColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull();

/**
 * A monthly settlement statement of a credit customer: the header as computed once from its lines
 * (domains/finance/statements/statement.rules.ts), with the tax rates it used, and what was credited and paid
 * since. Money is whole rupiah.
 */
export const monthlyStatements = pgTable(
  'monthly_statements',
  {
    id: identityIdColumn(),
    customerId: customerIdColumn(),
    statementNo: varchar('statement_no', { length: 24 }).notNull(),
    legalName: varchar('legal_name', { length: 120 }).notNull(),
    npwp: varchar('npwp', { length: 16 }),
    /** yyyy-MM */
    period: varchar('period', { length: 7 }).notNull(),
    issueDay: varchar('issue_day', { length: 10 }).notNull(),
    dueDay: varchar('due_day', { length: 10 }).notNull(),
    eFakturNo: varchar('e_faktur_no', { length: 24 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    lineCount: integer('line_count').notNull(),
    ...chargeColumns(),
    taxBase: rupiah('tax_base'),
    ppnRateBp: integer('ppn_rate_bp').notNull(),
    ppn: rupiah('ppn'),
    pph23RateBp: integer('pph23_rate_bp').notNull(),
    pph23: rupiah('pph23'),
    /** The sum of its credit notes (statement_credit_notes), stored with each one added. */
    creditNotes: rupiah('credit_notes').default(0),
    /** The sum of its lines' settledAmount (charges settled in COD batches): shown, not due. */
    settledAmount: rupiah('settled_amount').default(0),
    /** COD batch shortfalls it bills (statement_receivables). */
    receivables: rupiah('receivables').default(0),
    amountDue: rupiah('amount_due'),
    /** The sum of its payments (statement_payments). */
    paidAmount: rupiah('paid_amount').default(0),
    /** WIB day it was marked OVERDUE (cleared by a payment); SUSPENDED counts from it. */
    overdueSince: varchar('overdue_since', { length: 10 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('monthly_statements_no_uq').on(t.statementNo),
    uniqueIndex('monthly_statements_customer_period_uq').on(t.customerId, t.period),
    index('monthly_statements_status_idx').on(t.status, t.dueDay),
    check('monthly_statements_status_ck', sql`${t.status} in (${STATEMENT_STATUS_SQL})`),
    check(
      'monthly_statements_due_ck',
      sql`${t.amountDue} = ${t.taxBase} + ${t.ppn} - ${t.pph23} - ${t.creditNotes} + ${t.receivables}`,
    ),
    check('monthly_statements_paid_ck', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amountDue}`),
  ],
);

/** The statement a row belongs to, required. */
const statementIdColumn = () =>
  integer('statement_id')
    .notNull()
    .references(() => monthlyStatements.id);

/** One delivered or returned order on a statement; an order is on one statement only. */
export const monthlyStatementLines = pgTable(
  'monthly_statement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    statementId: statementIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    outcome: varchar('outcome', { length: 10 }).notNull(),
    destProvince: varchar('dest_province', { length: 64 }).notNull(),
    destCity: varchar('dest_city', { length: 64 }).notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    actualKg: numeric('actual_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    volumetricKg: numeric('volumetric_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    chargeableKg: numeric('chargeable_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    ...chargeColumns(),
    lineTotal: rupiah('line_total'),
    /**
     * The part of its total settled in a COD batch, outside the amount due: netted freight (with
     * insurance, less the coupon), a netted return fee, the COD commission (statement.rules.ts).
     */
    settledAmount: rupiah('settled_amount').default(0),
    /** The COD batch that settled the whole line (its freight netted): nothing of it is due here. */
    settledBatchNo: varchar('settled_batch_no', { length: 24 }),
  },
  (t) => [
    uniqueIndex('monthly_statement_lines_order_uq').on(t.orderId),
    index('monthly_statement_lines_statement_idx').on(t.customerId, t.statementId, t.id),
  ],
);

/**
 * A COD batch's shortfall (its net-off exceeded its gross), billed on the customer's next monthly
 * statement: statementId is set when a statement takes it.
 */
export const statementReceivables = pgTable(
  'statement_receivables',
  {
    id: identityIdColumn(),
    customerId: customerIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => codBatches.id),
    batchNo: varchar('batch_no', { length: 24 }).notNull(),
    amount: rupiah('amount'),
    statementId: integer('statement_id').references(() => monthlyStatements.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('statement_receivables_batch_uq').on(t.batchId),
    index('statement_receivables_customer_idx').on(t.customerId, t.statementId),
    check('statement_receivables_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** The shipper's objection to one line of an ISSUED statement, resolved by a credit note. */
export const statementDisputes = pgTable(
  'statement_disputes',
  {
    id: identityIdColumn(),
    customerId: customerIdColumn(),
    statementId: statementIdColumn(),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => monthlyStatementLines.id),
    reason: varchar('reason', { length: 24 }).notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_disputes_statement_idx').on(t.customerId, t.statementId),
    uniqueIndex('statement_disputes_line_uq').on(t.lineId),
    check('statement_disputes_status_ck', sql`${t.status} in ('OPEN','RESOLVED')`),
  ],
);

/**
 * An amount credited on a statement: a resolved dispute of a line, or an approved claim paid by
 * offset (DOMAINS.md claims, payout STATEMENT_OFFSET). The statement's creditNotes is their sum.
 */
export const statementCreditNotes = pgTable(
  'statement_credit_notes',
  {
    id: identityIdColumn(),
    customerId: customerIdColumn(),
    statementId: statementIdColumn(),
    creditNoteNo: varchar('credit_note_no', { length: 32 }).notNull(),
    /** DISPUTE or CLAIM */
    source: varchar('source', { length: 8 }).notNull(),
    disputeId: integer('dispute_id').references(() => statementDisputes.id),
    /** The claim it offsets (claims belongs to the service domain). */
    claimId: bigint('claim_id', { mode: 'number' }),
    reference: varchar('reference', { length: 32 }).notNull(),
    amount: rupiah('amount'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('statement_credit_notes_no_uq').on(t.creditNoteNo),
    uniqueIndex('statement_credit_notes_dispute_uq')
      .on(t.disputeId)
      .where(sql`${t.disputeId} is not null`),
    uniqueIndex('statement_credit_notes_claim_uq')
      .on(t.claimId)
      .where(sql`${t.claimId} is not null`),
    index('statement_credit_notes_statement_idx').on(t.customerId, t.statementId),
    check('statement_credit_notes_source_ck', sql`${t.source} in ('DISPUTE','CLAIM')`),
    check('statement_credit_notes_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A payment the courier received against a statement (bank transfer, recorded by its finance desk). */
export const statementPayments = pgTable(
  'statement_payments',
  {
    id: identityIdColumn(),
    customerId: customerIdColumn(),
    statementId: statementIdColumn(),
    amount: rupiah('amount'),
    reference: varchar('reference', { length: 32 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('statement_payments_statement_idx').on(t.customerId, t.statementId),
    check('statement_payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

export type MonthlyStatementRow = typeof monthlyStatements.$inferSelect;
export type MonthlyStatementLineRow = typeof monthlyStatementLines.$inferSelect;
export type StatementCreditNoteRow = typeof statementCreditNotes.$inferSelect;
export type StatementReceivableRow = typeof statementReceivables.$inferSelect;
export type StatementPaymentRow = typeof statementPayments.$inferSelect;
