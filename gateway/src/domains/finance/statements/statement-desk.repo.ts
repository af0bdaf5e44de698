import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { monthlyStatements, statementDisputes } from '../../../db/schema';
import { acrossTenants, onlyCustomer } from '../../../db/tenant-scope';
import { addDays, wibDay } from '../../../lib/calendar/business-days';
import { resolveStatementDispute } from './statement-dispute.repo';
import { recordStatementPayment } from './statement-dunning.repo';

/** What the simulated finance desk waits before it credits a disputed line (days, kept as data). */
export const STATEMENT_DESK = { creditAfterDays: 1 };

/**
 * The courier's finance desk, played by the simulator (deterministic for a given `now`): a statement
 * dispute a day old is resolved with a credit note of the whole line, and every open statement is
 * paid in full on its due day (reference `SIM-<statement no>`). Answers how many of each.
 */
export async function runStatementDesk(db: Database, now: Date, customerId?: number) {
  const today = wibDay(now);
  const disputes = await acrossTenants('simulator', () =>
    db
      .select({ id: statementDisputes.id, customerId: statementDisputes.customerId })
      .from(statementDisputes)
      .where(
        and(
          eq(statementDisputes.status, 'OPEN'),
          lte(
            statementDisputes.createdAt,
            new Date(`${addDays(today, -STATEMENT_DESK.creditAfterDays)}T23:59:59+07:00`),
          ),
          onlyCustomer(statementDisputes, customerId),
        ),
      )
      .orderBy(statementDisputes.id)
      .limit(500),
  );
  for (const dispute of disputes)
    await resolveStatementDispute(db, { customerId: dispute.customerId }, dispute.id, undefined, now);
  const due = await acrossTenants('simulator', () =>
    db
      .select({
        id: monthlyStatements.id,
        customerId: monthlyStatements.customerId,
        statementNo: monthlyStatements.statementNo,
        outstanding: monthlyStatements.amountDue,
        paidAmount: monthlyStatements.paidAmount,
      })
      .from(monthlyStatements)
      .where(
        and(
          inArray(monthlyStatements.status, [
            'ISSUED',
            'CREDIT_NOTE',
            'PARTIALLY_PAID',
            'OVERDUE',
            'SUSPENDED',
          ]),
          lte(monthlyStatements.dueDay, today),
          onlyCustomer(monthlyStatements, customerId),
        ),
      )
      .orderBy(monthlyStatements.id)
      .limit(500),
  );
  let paid = 0;
  for (const statement of due) {
    const amount = statement.outstanding - statement.paidAmount;
    if (amount <= 0) continue;
    await recordStatementPayment(
      db,
      { customerId: statement.customerId },
      statement.id,
      amount,
      `SIM-${statement.statementNo}`,
      now,
    );
    paid += 1;
  }
  return { credited: disputes.length, paid };
}
