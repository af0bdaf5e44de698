import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { codContracts, monthlyStatements, statementPayments } from '../../../db/schema';
import { wibDay } from '../../../lib/calendar/business-days';
import { DEFAULT_STATEMENT_TERMS } from './statement.rules';
import { statementMove, type StatementEvent, type StatementStatus } from './statement-status.rules';
import { lockedStatement, moved } from './statement-lifecycle.repo';

// What the courier's finance desk and the daily run do to an issued statement: payments, dunning.
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Days after it became overdue that a statement is suspended: the contract's, else the default. */
export async function suspendDaysOf(db: Database | Tx, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ days: codContracts.statementSuspendDays })
    .from(codContracts)
    .where(ownedBy(codContracts, tenant));
  return row?.days ?? DEFAULT_STATEMENT_TERMS.suspendAfterDays;
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
