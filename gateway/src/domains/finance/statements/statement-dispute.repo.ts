import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import {
  monthlyStatementLines,
  monthlyStatements,
  statementCreditNotes,
  statementDisputes,
} from '../../../db/schema';
import { creditRefusal } from './statement-status.rules';
import { creditNoteNo, lockedStatement, moved } from './statement-lifecycle.repo';

// The shipper's disputes of statement lines and the courier's credit notes that resolve them.
type Actor = Tenant & { userId: number };

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
        lineTotal: monthlyStatementLines.lineTotal,
        settledAmount: monthlyStatementLines.settledAmount,
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
      // a line whose every charge a COD batch settled bills nothing here to dispute
      if (line.settledAmount > 0 && line.lineTotal - line.settledAmount <= 0)
        throw new BizError('statement.lineSettled', {
          billCode: line.billCode,
          batchNo: line.settledBatchNo ?? '',
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
      .select({
        dispute: statementDisputes,
        // what the line bills here: its charges settled in a COD batch are credited there, not here
        lineTotal:
          sql<number>`${monthlyStatementLines.lineTotal} - ${monthlyStatementLines.settledAmount}`.mapWith(
            Number,
          ),
      })
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
