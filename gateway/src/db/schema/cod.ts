// Over 300 lines: the COD tables of one lifecycle (contracts, batches, lines, their buckets, netted
// returns and freight, disputes, events) whose foreign keys and checks read each other; split by table it
// would only scatter one model. Payout accounts, statements and coupons have files of their own.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
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
// COD: lines, batches (remittance statements), disputes, memos, the payout bank account and the
// contract terms (rates, cycle, limits) kept as data per customer. Money is whole rupiah (bigint).
// ---------------------------------------------------------------------------------------------

const COD_LINE_STATUS_SQL = sql.raw(
  "'AWAITING_COLLECTION','COLLECTED','IN_BATCH','REMITTED','FAILED_TO_COLLECT','RETURNED','DISPUTED'",
);
const COMMISSION_STATUS_SQL = sql.raw("'UNBILLED','BILLED','DEDUCTED','REVERSED'");
const COD_BATCH_STATUS_SQL = sql.raw(
  "'GENERATED','MAILED','VERIFIED','AGREED','DISPUTED','ADJUSTED','PAYMENT_SCHEDULED','PAID','TRANSFER_FAILED'",
);

/**
 * A customer's COD contract: commission rate (basis points), minimum fee, VAT and its base, payout
 * cycle, minimum payout, auto-agree delay, decrypt tries and the payout pause after a bank-account
 * change. A customer without a row has the defaults of domains/finance/cod/cod.rules.ts (DEFAULT_COD_TERMS).
 */
export const codContracts = pgTable(
  'cod_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    commissionRateBp: integer('commission_rate_bp').notNull(),
    minCommission: bigint('min_commission', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatBaseNumerator: integer('vat_base_numerator').notNull(),
    vatBaseDenominator: integer('vat_base_denominator').notNull(),
    payoutCycleBusinessDays: integer('payout_cycle_business_days').notNull(),
    minPayout: bigint('min_payout', { mode: 'number' }).notNull(),
    autoAgreeBusinessDays: integer('auto_agree_business_days').notNull(),
    decryptMaxTries: integer('decrypt_max_tries').notNull(),
    bankChangePauseHours: integer('bank_change_pause_hours').notNull(),
    /** Share (basis points) of transfers the simulated bank refuses on the first attempt. */
    transferFailBp: integer('transfer_fail_bp').notNull().default(0),
    /** An OVERDUE monthly statement is SUSPENDED this many days after it became overdue. */
    statementSuspendDays: integer('statement_suspend_days').notNull().default(14),
    /** Freight of delivered non-COD parcels: billed on the monthly STATEMENT, or netted off COD (COD_NETTING). */
    freightSettlement: varchar('freight_settlement', { length: 12 }).notNull().default('STATEMENT'),
  },
  (t) => [
    uniqueIndex('cod_contracts_customer_uq').on(t.customerId),
    check('cod_contracts_freight_settlement_ck', sql`${t.freightSettlement} in ('STATEMENT','COD_NETTING')`),
  ],
);

/**
 * A remittance statement: the collected lines of a cut-off, their totals as computed once at the
 * cut (domains/finance/cod/cod.rules.ts batchTotals) and updated when a line is disputed, the bank it
 * pays to (masked), the mail code (hashed), and the lifecycle moments.
 */
export const codBatches = pgTable(
  'cod_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    batchNo: varchar('batch_no', { length: 24 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('GENERATED'),
    /** WIB days (yyyy-MM-dd) of the delivered lines it holds, and the cut-off day. */
    periodFrom: varchar('period_from', { length: 10 }).notNull(),
    periodTo: varchar('period_to', { length: 10 }).notNull(),
    cutOffDay: varchar('cut_off_day', { length: 10 }).notNull(),
    /**
     * The batch holds the lines collected and due after this day up to its cut-off day (the
     * previous batch's cut-off day, '' for the first): membership is this range, not a write per
     * line (domains/finance/cod/cod-batch-range.repo.ts); a line keeps COLLECTED until it is paid.
     */
    linesAfterDay: varchar('lines_after_day', { length: 10 }).notNull().default(''),
    parcelCount: integer('parcel_count').notNull(),
    grossCod: bigint('gross_cod', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    returnFees: bigint('return_fees', { mode: 'number' }).notNull(),
    /** Freight of delivered non-COD parcels netted off (cod_batch_freight), COD_NETTING contracts. */
    freightNetted: bigint('freight_netted', { mode: 'number' }).notNull().default(0),
    adjustments: bigint('adjustments', { mode: 'number' }).notNull().default(0),
    netPayout: bigint('net_payout', { mode: 'number' }).notNull(),
    /** What the net-off exceeded the gross by: a receivable on the next monthly statement. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    bankCode: varchar('bank_code', { length: 16 }),
    bankAccountMasked: varchar('bank_account_masked', { length: 32 }),
    bankHolder: varchar('bank_holder', { length: 100 }),
    plannedPayDay: varchar('planned_pay_day', { length: 10 }),
    autoAgreeDay: varchar('auto_agree_day', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }),
    decryptTries: integer('decrypt_tries').notNull().default(0),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    agreedBy: integer('agreed_by').references(() => users.id),
    autoAgreed: boolean('auto_agreed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transferReference: varchar('transfer_reference', { length: 32 }),
    transferAttempts: integer('transfer_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cod_batches_batch_no_uq').on(t.batchNo),
    index('cod_batches_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('cod_batches_status_idx').on(t.status),
    // the customer's last cut-off day: where the open range of collected lines starts
    index('cod_batches_customer_cut_off_idx').on(t.customerId, t.cutOffDay),
    // the balance cards: in process (status <> PAID) and paid this month (PAID, paid_at)
    index('cod_batches_customer_status_paid_idx').on(t.customerId, t.status, t.paidAt),
    check('cod_batches_status_ck', sql`${t.status} in (${COD_BATCH_STATUS_SQL})`),
    check(
      'cod_batches_net_ck',
      sql`${t.netPayout} - ${t.shortfall} = ${t.grossCod} - ${t.commission} - ${t.vat} - ${t.returnFees} - ${t.freightNetted} + ${t.adjustments}`,
    ),
    check(
      'cod_batches_shortfall_ck',
      sql`${t.netPayout} >= 0 and ${t.shortfall} >= 0 and (${t.netPayout} = 0 or ${t.shortfall} = 0)`,
    ),
  ],
);

/**
 * One line per COD waybill, created when the order is first scanned (AWAITING_COLLECTION),
 * collected with its commission and VAT on delivery, reversed on return. Amounts are stored as
 * computed once (domains/finance/cod/cod.rules.ts). A COLLECTED line whose payout day a batch's range
 * covers is in that batch (IN_BATCH, commission BILLED, read through cod-batch-range.repo.ts); it
 * is written again when disputed (DISPUTED) or paid (REMITTED, batch_id). IN_BATCH is stored only
 * by databases cut before the range.
 */
export const codLines = pgTable(
  'cod_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    customerOrderNo: varchar('customer_order_no', { length: 64 }).notNull(),
    productType: varchar('product_type', { length: 16 }).notNull(),
    codAmount: bigint('cod_amount', { mode: 'number' }).notNull(),
    goodsValue: bigint('goods_value', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('AWAITING_COLLECTION'),
    commissionStatus: varchar('commission_status', { length: 12 }).notNull().default('UNBILLED'),
    commissionRateBp: integer('commission_rate_bp').notNull(),
    minCommission: bigint('min_commission', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    signer: varchar('signer', { length: 100 }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** WIB day the line is due in a batch (delivery day + the payout cycle). */
    expectedPayoutDay: varchar('expected_payout_day', { length: 10 }),
    batchId: integer('batch_id').references(() => codBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cod_lines_order_uq').on(t.orderId),
    uniqueIndex('cod_lines_bill_code_uq').on(t.billCode),
    index('cod_lines_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    // the cut's due lines (COLLECTED) and a status's page newest first (created_at, id)
    index('cod_lines_customer_status_created_idx').on(t.customerId, t.status, t.createdAt, t.id),
    // the COD bill's delivery-day filter (count and page of a range of days)
    index('cod_lines_customer_delivered_idx').on(t.customerId, t.deliveredAt),
    // settlement matching looks lines up by the shipper's own order number
    index('cod_lines_customer_order_no_idx').on(t.customerId, t.customerOrderNo),
    index('cod_lines_batch_idx').on(t.batchId),
    // collected lines by payout day: a cut's range, a batch's unpaid lines, the payout calendar
    index('cod_lines_collected_payout_idx')
      .on(t.customerId, t.expectedPayoutDay)
      .where(sql`status = 'COLLECTED'`),
    check('cod_lines_status_ck', sql`${t.status} in (${COD_LINE_STATUS_SQL})`),
    check('cod_lines_commission_status_ck', sql`${t.commissionStatus} in (${COMMISSION_STATUS_SQL})`),
    check('cod_lines_amount_ck', sql`${t.codAmount} > 0 and ${t.commission} >= 0 and ${t.vat} >= 0`),
  ],
);

/**
 * COD lines per customer, status and creation day (UTC days since 1970, `order_page_bucket_day`),
 * as deltas of the line count, the net (cod_amount - commission - vat), the commission and the
 * VAT: kept by the statement triggers of `cod_lines` (migrations finance_cod_line_bucket_triggers
 * and finance_commission_buckets) and by a cut (a batch's lines are not written, so it moves their
 * counts to IN_BATCH itself), one row per customer, status and day a statement changed, never
 * updated, so writers do not wait on each other. The COD bill's total, its "held" card
 * (COLLECTED), the commission page's totals and the deep pages of both (placed by day, like the
 * orders' order_page_buckets) are sums of these rows; the reader folds them now and then
 * (domains/finance/cod/cod-bill-page.repo.ts).
 */
export const codLineBuckets = pgTable(
  'cod_line_buckets',
  {
    customerId: integer('customer_id').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    day: integer('day').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    /** The commission and its VAT of the same lines (the COD commission page's totals). */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('cod_line_buckets_customer_idx').on(t.customerId, t.status, t.day)],
);

/** The returns whose fee a batch netted off (parcel_returns belongs to the service domain). */
export const codBatchReturns = pgTable(
  'cod_batch_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => codBatches.id),
    parcelReturnId: bigint('parcel_return_id', { mode: 'number' }).notNull(),
    returnFee: bigint('return_fee', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('cod_batch_returns_return_uq').on(t.parcelReturnId),
    index('cod_batch_returns_batch_idx').on(t.batchId),
  ],
);

/**
 * The delivered non-COD parcels whose freight a batch netted off (contracts with COD_NETTING); the
 * monthly statement shows them once, settled in this batch, outside the amount due.
 */
export const codBatchFreight = pgTable(
  'cod_batch_freight',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => codBatches.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    billCode: varchar('bill_code', { length: 20 }).notNull(),
    freight: bigint('freight', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('cod_batch_freight_order_uq').on(t.orderId),
    index('cod_batch_freight_batch_idx').on(t.customerId, t.batchId),
  ],
);

/** A shipper's objection to one line of a batch ("return apply"), with its proof files. */
export const codDisputes = pgTable(
  'cod_disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => codBatches.id),
    codLineId: bigint('cod_line_id', { mode: 'number' })
      .notNull()
      .references(() => codLines.id),
    reason: varchar('reason', { length: 24 }).notNull(),
    description: text('description').notNull().default(''),
    /** Storage keys and names of the proof files. */
    proofFiles: jsonb('proof_files').$type<{ key: string; name: string }[]>().notNull().default([]),
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('cod_disputes_customer_batch_idx').on(t.customerId, t.batchId),
    uniqueIndex('cod_disputes_open_line_uq')
      .on(t.codLineId)
      .where(sql`status = 'OPEN'`),
    check('cod_disputes_status_ck', sql`${t.status} in ('OPEN','RESOLVED')`),
  ],
);

/** The memo thread of a batch and its history (mailed, verified, agreed, paid...). */
export const codBatchEvents = pgTable(
  'cod_batch_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => codBatches.id),
    /** MEMO, MAILED, VERIFIED, AGREED, AUTO_AGREED, DISPUTED, SCHEDULED, PAID, TRANSFER_FAILED, LOCKED. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** SHIPPER or COURIER. */
    side: varchar('side', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    text: text('text').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cod_batch_events_batch_idx').on(t.customerId, t.batchId, t.at)],
);

export type CodLineRow = typeof codLines.$inferSelect;
export type CodBatchRow = typeof codBatches.$inferSelect;
export type CodContractRow = typeof codContracts.$inferSelect;
