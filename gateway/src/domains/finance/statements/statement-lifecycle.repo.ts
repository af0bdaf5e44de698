import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  monthlyStatementLines,
  monthlyStatements,
  statementCreditNotes,
  statementDisputes,
  statementPayments,
  statementReceivables,
  type MonthlyStatementRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError, NotFoundError } from '../../../http/envelope';
import { notify } from '../../notifications';
import { claimsToOffset, markClaimsOffset } from '../../service';
import {
  claimsThatFit,
  statementMove,
  type StatementEvent,
  type StatementStatus,
} from './statement-status.rules';
import { money } from '../../../i18n/money-text';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const LINK = '/monthlyStatement';

/** The statement of the tenant, locked for the transaction; another shipper's is "not found". */
export async function lockedStatement(tx: Tx, tenant: Tenant, id: number): Promise<MonthlyStatementRow> {
  const [row] = await tx
    .select()
    .from(monthlyStatements)
    .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, id)))
    .for('update');
  if (!row) throw new NotFoundError('statement');
  return row;
}

/** The status `event` moves the statement to; a refusal throws its translated message. */
export function moved(statement: MonthlyStatementRow, event: StatementEvent): StatementStatus {
  const move = statementMove(statement.status as StatementStatus, event);
  if ('refusal' in move) throw new BizError(move.refusal);
  return move.status;
}

export async function creditNoteNo(tx: Tx, statement: MonthlyStatementRow): Promise<string> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(statementCreditNotes)
    .where(ownedBy(statementCreditNotes, statement, eq(statementCreditNotes.statementId, statement.id)));
  return `CN${statement.statementNo.slice(2)}-${String(n + 1).padStart(2, '0')}`;
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
          amount: money(issued.amountDue),
          dueDay: issued.dueDay,
        },
        link: `${LINK}?id=${issued.id}`,
      },
      now,
    );
  return issued;
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
