import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  codContracts,
  monthlyStatementLines,
  monthlyStatements,
  statementCreditNotes,
  statementDisputes,
  statementPayments,
  statementReceivables,
  type MonthlyStatementRow,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError, NotFoundError } from '../../http/envelope';
import { wibDay } from '../../lib/calendar/business-days';
import { notify } from '../notifications';
import { claimsToOffset, markClaimsOffset } from '../service';
import { DEFAULT_STATEMENT_TERMS } from './statement.rules';
import {
  claimsThatFit,
  creditRefusal,
  statementMove,
  type StatementEvent,
  type StatementStatus,
} from './statement-status.rules';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Actor = Tenant & { userId: number };

const LINK = '/monthlyStatement';

/** The statement of the tenant, locked for the transaction; another shipper's is "not found". */
async function lockedStatement(tx: Tx, tenant: Tenant, id: number): Promise<MonthlyStatementRow> {
  const [row] = await tx
    .select()
    .from(monthlyStatements)
    .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, id)))
    .for('update');
  if (!row) throw new NotFoundError('statement');
  return row;
}

/** The status `event` moves the statement to; a refusal throws its translated message. */
function moved(statement: MonthlyStatementRow, event: StatementEvent): StatementStatus {
  const move = statementMove(statement.status as StatementStatus, event);
  if ('refusal' in move) throw new BizError(move.refusal);
  return move.status;
}

async function creditNoteNo(tx: Tx, statement: MonthlyStatementRow): Promise<string> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(statementCreditNotes)
    .where(ownedBy(statementCreditNotes, statement, eq(statementCreditNotes.statementId, statement.id)));
  return `CN${statement.statementNo.slice(2)}-${String(n + 1).padStart(2, '0')}`;
}

/** Days after it became overdue that a statement is suspended: the contract's, else the default. */
export async function suspendDaysOf(db: Database | Tx, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ days: codContracts.statementSuspendDays })
    .from(codContracts)
    .where(ownedBy(codContracts, tenant));
  return row?.days ?? DEFAULT_STATEMENT_TERMS.suspendAfterDays;
}

/**
 * Completes a new DRAFT statement in its generating transaction: the customer's approved claims
 * paid by offset become credit notes on it (those that fit in the amount due; the claims become
 * PAID with the statement number as reference), then it is ISSUED and the shipper told.
 */
export async function issueDraft(
  tx: Tx,
  tenant: Tenant,
  draft: MonthlyStatementRow,
  now: Date,
  quiet = false,
): Promise<MonthlyStatementRow> {
  const claims = claimsThatFit(await claimsToOffset(tx, tenant), draft.amountDue);
  let credited = 0;
  for (const [index, claim] of claims.entries()) {
    await tx.insert(statementCreditNotes).values({
      customerId: tenant.customerId,
      statementId: draft.id,
      creditNoteNo: `CN${draft.statementNo.slice(2)}-${String(index + 1).padStart(2, '0')}`,
      source: 'CLAIM',
      claimId: claim.id,
      reference: draft.statementNo,
      amount: claim.amount,
      note: `${claim.claimNo} ${claim.billCode}`,
      createdAt: now,
    });
    credited += claim.amount;
  }
  await markClaimsOffset(
    tx,
    tenant,
    claims.map((claim) => claim.id),
    draft.statementNo,
    now,
  );
  const [issued] = await tx
    .update(monthlyStatements)
    .set({
      status: moved(draft, { kind: 'ISSUE' }),
      creditNotes: draft.creditNotes + credited,
      amountDue: draft.amountDue - credited,
    })
    .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, draft.id)))
    .returning();
  if (!quiet)
    await notify(
      tx as unknown as Database,
      tenant,
      {
        category: 'COD',
        titleKey: 'statement.notify.issued.title',
        bodyKey: 'statement.notify.issued.body',
        params: {
          statementNo: issued.statementNo,
          period: issued.period,
          amount: issued.amountDue,
          dueDay: issued.dueDay,
        },
        link: `${LINK}?id=${issued.id}`,
      },
      now,
    );
  return issued;
}

export interface StatementDisputeInput {
  lineId: number;
  reason: string;
  description: string;
}

/** The shipper disputes lines of an ISSUED statement: it becomes DISPUTED until credit notes resolve them. */
export async function disputeStatement(
  db: Database,
  actor: Actor,
  statementId: number,
  inputs: StatementDisputeInput[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const statement = await lockedStatement(tx, actor, statementId);
    const status = moved(statement, { kind: 'DISPUTE' });
    const ids = [...new Set(inputs.map((input) => input.lineId))];
    if (ids.length !== inputs.length) throw new BizError('statement.lineTwice');
    const lines = await tx
      .select({
        id: monthlyStatementLines.id,
        billCode: monthlyStatementLines.billCode,
        settledBatchNo: monthlyStatementLines.settledBatchNo,
        disputeId: statementDisputes.id,
      })
      .from(monthlyStatementLines)
      .leftJoin(statementDisputes, eq(statementDisputes.lineId, monthlyStatementLines.id))
      .where(
        ownedBy(
          monthlyStatementLines,
          actor,
          eq(monthlyStatementLines.statementId, statement.id),
          inArray(monthlyStatementLines.id, ids),
        ),
      );
    for (const id of ids) {
      const line = lines.find((row) => row.id === id);
      if (!line) throw new BizError('statement.lineUnknown', { lineId: id });
      if (line.disputeId !== null) throw new BizError('statement.lineDisputed', { billCode: line.billCode });
      if (line.settledBatchNo !== null)
        throw new BizError('statement.lineSettled', {
          billCode: line.billCode,
          batchNo: line.settledBatchNo,
        });
    }
    await tx.insert(statementDisputes).values(
      inputs.map((input) => ({
        customerId: actor.customerId,
        statementId: statement.id,
        lineId: input.lineId,
        reason: input.reason,
        description: input.description,
        createdBy: actor.userId,
        createdAt: now,
      })),
    );
    const [disputed] = await tx
      .update(monthlyStatements)
      .set({ status })
      .where(ownedBy(monthlyStatements, actor, eq(monthlyStatements.id, statement.id)))
      .returning();
    return disputed;
  });
}

/**
 * The courier resolves a dispute with a credit note of `amount` (default: the whole line): the
 * amount due drops by it; the last open dispute resolved makes the statement CREDIT_NOTE.
 */
export async function resolveStatementDispute(
  db: Database,
  tenant: Tenant,
  disputeId: number,
  amount: number | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [dispute] = await tx
      .select({ dispute: statementDisputes, lineTotal: monthlyStatementLines.lineTotal })
      .from(statementDisputes)
      .innerJoin(monthlyStatementLines, eq(monthlyStatementLines.id, statementDisputes.lineId))
      .where(
        ownedBy(
          statementDisputes,
          tenant,
          eq(statementDisputes.id, disputeId),
          eq(statementDisputes.status, 'OPEN'),
        ),
      );
    if (!dispute) throw new BizError('statement.disputeUnknown');
    const statement = await lockedStatement(tx, tenant, dispute.dispute.statementId);
    const credit = amount ?? dispute.lineTotal;
    const refusal = creditRefusal(credit, dispute.lineTotal, statement.amountDue - statement.paidAmount);
    if (refusal) throw new BizError(refusal);
    const [{ open }] = await tx
      .select({ open: count() })
      .from(statementDisputes)
      .where(
        ownedBy(
          statementDisputes,
          tenant,
          eq(statementDisputes.statementId, statement.id),
          eq(statementDisputes.status, 'OPEN'),
        ),
      );
    const status = moved(statement, { kind: 'CREDIT', openLeft: open - 1 });
    await tx
      .update(statementDisputes)
      .set({ status: 'RESOLVED', resolvedAt: now })
      .where(ownedBy(statementDisputes, tenant, eq(statementDisputes.id, disputeId)));
    await tx.insert(statementCreditNotes).values({
      customerId: tenant.customerId,
      statementId: statement.id,
      creditNoteNo: await creditNoteNo(tx, statement),
      source: 'DISPUTE',
      disputeId,
      reference: statement.statementNo,
      amount: credit,
      note: dispute.dispute.reason,
      createdAt: now,
    });
    const [updated] = await tx
      .update(monthlyStatements)
      .set({ status, creditNotes: statement.creditNotes + credit, amountDue: statement.amountDue - credit })
      .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, statement.id)))
      .returning();
    return updated;
  });
}

/** The courier records a payment received: PARTIALLY_PAID or PAID; it lifts OVERDUE and SUSPENDED. */
export async function recordStatementPayment(
  db: Database,
  tenant: Tenant,
  statementId: number,
  amount: number,
  reference: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const statement = await lockedStatement(tx, tenant, statementId);
    const status = moved(statement, {
      kind: 'PAY',
      amount,
      outstanding: statement.amountDue - statement.paidAmount,
    });
    await tx
      .insert(statementPayments)
      .values({ customerId: tenant.customerId, statementId: statement.id, amount, reference, paidAt: now });
    const [paid] = await tx
      .update(monthlyStatements)
      .set({
        status,
        paidAmount: statement.paidAmount + amount,
        overdueSince: null,
        paidAt: status === 'PAID' ? now : null,
      })
      .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, statement.id)))
      .returning();
    return paid;
  });
}

/**
 * The daily dunning run at `now`: unpaid statements past their due day become OVERDUE, overdue ones
 * SUSPENDED after the contract's days. Answers how many moved each way.
 */
export async function dunStatements(db: Database, tenant: Tenant, now: Date) {
  const today = wibDay(now);
  const suspendDays = await suspendDaysOf(db, tenant);
  const open = await db
    .select()
    .from(monthlyStatements)
    .where(
      ownedBy(
        monthlyStatements,
        tenant,
        inArray(monthlyStatements.status, ['ISSUED', 'CREDIT_NOTE', 'PARTIALLY_PAID', 'OVERDUE']),
        sql`${monthlyStatements.dueDay} < ${today}`,
      ),
    )
    .orderBy(asc(monthlyStatements.id));
  let overdue = 0;
  let suspended = 0;
  for (const statement of open) {
    const event: StatementEvent =
      statement.status === 'OVERDUE'
        ? { kind: 'SUSPEND', today, overdueSince: statement.overdueSince ?? today, suspendDays }
        : { kind: 'OVERDUE', today, dueDay: statement.dueDay };
    const move = statementMove(statement.status as StatementStatus, event);
    if ('refusal' in move) continue;
    const changed = await db
      .update(monthlyStatements)
      .set(move.status === 'OVERDUE' ? { status: 'OVERDUE', overdueSince: today } : { status: move.status })
      .where(
        ownedBy(
          monthlyStatements,
          tenant,
          and(eq(monthlyStatements.id, statement.id), eq(monthlyStatements.status, statement.status)),
        ),
      )
      .returning({ id: monthlyStatements.id });
    if (changed.length === 0) continue;
    if (move.status === 'OVERDUE') overdue += 1;
    else suspended += 1;
  }
  return { overdue, suspended };
}

/** What happened to a statement since it was issued: its disputes, credit notes and payments. */
export async function statementHistory(db: Database, tenant: Tenant, statementId: number) {
  const disputes = await db
    .select({
      id: statementDisputes.id,
      lineId: statementDisputes.lineId,
      billCode: monthlyStatementLines.billCode,
      reason: statementDisputes.reason,
      description: statementDisputes.description,
      status: statementDisputes.status,
      createdAt: statementDisputes.createdAt,
    })
    .from(statementDisputes)
    .innerJoin(monthlyStatementLines, eq(monthlyStatementLines.id, statementDisputes.lineId))
    .where(ownedBy(statementDisputes, tenant, eq(statementDisputes.statementId, statementId)))
    .orderBy(asc(statementDisputes.id));
  const creditNotes = await db
    .select()
    .from(statementCreditNotes)
    .where(ownedBy(statementCreditNotes, tenant, eq(statementCreditNotes.statementId, statementId)))
    .orderBy(asc(statementCreditNotes.id));
  const payments = await db
    .select()
    .from(statementPayments)
    .where(ownedBy(statementPayments, tenant, eq(statementPayments.statementId, statementId)))
    .orderBy(asc(statementPayments.id));
  const receivables = await db
    .select({
      id: statementReceivables.id,
      batchNo: statementReceivables.batchNo,
      amount: statementReceivables.amount,
    })
    .from(statementReceivables)
    .where(ownedBy(statementReceivables, tenant, eq(statementReceivables.statementId, statementId)))
    .orderBy(asc(statementReceivables.id));
  return {
    receivables,
    disputes: disputes.map((row) => ({
      ...row,
      status: row.status as 'OPEN' | 'RESOLVED',
      createdAt: row.createdAt.toISOString(),
    })),
    creditNotes: creditNotes.map((row) => ({
      id: row.id,
      creditNoteNo: row.creditNoteNo,
      source: row.source as 'DISPUTE' | 'CLAIM',
      reference: row.reference,
      amount: row.amount,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    payments: payments.map((row) => ({
      id: row.id,
      amount: row.amount,
      reference: row.reference,
      paidAt: row.paidAt.toISOString(),
    })),
  };
}

/** Ids of the open disputes of a statement (test hooks, the simulator's desk). */
export async function openStatementDisputes(db: Database, tenant: Tenant, statementId: number) {
  const rows = await db
    .select({ id: statementDisputes.id })
    .from(statementDisputes)
    .where(
      ownedBy(
        statementDisputes,
        tenant,
        eq(statementDisputes.statementId, statementId),
        eq(statementDisputes.status, 'OPEN'),
        isNull(statementDisputes.resolvedAt),
      ),
    );
  return rows.map((row) => row.id);
}
