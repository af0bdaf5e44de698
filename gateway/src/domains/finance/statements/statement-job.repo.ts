import { eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  customerDataSubmissions,
  customers,
  monthlyStatementLines,
  monthlyStatements,
  orders,
  orderTraces,
  statementReceivables,
  type MonthlyStatementRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { addDays, startOfWibDay, wibDay, type BusinessCalendar } from '../../../lib/calendar/business-days';
import { businessCalendar } from '../../common';
import {
  DEFAULT_STATEMENT_TERMS,
  lineTotal,
  periodBounds,
  previousPeriod,
  statementHeader,
  type StatementTerms,
} from './statement.rules';
import { issueDraft } from './statement-lifecycle.repo';
import { settlementOf } from './statement-settlement.repo';

// The statement job: on the first business day of a month, the statement of the month before.
const FINAL = ['DELIVERED', 'RETURNED'];

/**
 * Generates the statement of `period` (yyyy-MM) for a customer, issued on `issueDay`: every order
 * delivered or returned in the period (WIB) that no statement holds yet, one line each, and the
 * header as the sum of those lines. Each charge of a line is billed here or settled in a COD batch,
 * never both (statement.rules.ts, statement-settlement.repo.ts): what a batch settles is the line's
 * settledAmount, outside the amount due. Idempotent: a period with a statement is left alone.
 */
export async function generateStatement(
  db: Database,
  tenant: Tenant,
  period: string,
  issueDay: string,
  now: Date,
  terms: StatementTerms = DEFAULT_STATEMENT_TERMS,
  quiet = false,
): Promise<MonthlyStatementRow | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(monthlyStatements)
      .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.period, period)));
    if (existing) return existing;
    const { from, to } = periodBounds(period);
    const finals = tx
      .select({ orderId: orderTraces.orderId, at: max(orderTraces.scanTime).as('at') })
      .from(orderTraces)
      .where(
        ownedBy(
          orderTraces,
          tenant,
          inArray(orderTraces.status, FINAL),
          gte(orderTraces.scanTime, startOfWibDay(from)),
          lt(orderTraces.scanTime, startOfWibDay(to)),
        ),
      )
      .groupBy(orderTraces.orderId)
      .as('finals');
    const held = tx
      .select({ orderId: monthlyStatementLines.orderId })
      .from(monthlyStatementLines)
      .where(ownedBy(monthlyStatementLines, tenant));
    const rows = await tx
      .select({ order: orders, at: finals.at })
      .from(orders)
      .innerJoin(finals, eq(finals.orderId, orders.id))
      .where(ownedBy(orders, tenant, inArray(orders.status, FINAL), sql`${orders.id} not in ${held}`))
      .orderBy(finals.at, orders.id);
    if (rows.length === 0) return null;
    const settlement = await settlementOf(
      tx,
      tenant,
      rows.map((row) => row.order),
    );
    const receivables = await tx
      .select({ id: statementReceivables.id, amount: statementReceivables.amount })
      .from(statementReceivables)
      .where(ownedBy(statementReceivables, tenant, isNull(statementReceivables.statementId)));
    const lines = rows.map(({ order, at }) => {
      const charges = settlement.get(order.id)!;
      return {
        customerId: tenant.customerId,
        orderId: order.id,
        billCode: order.billCode,
        day: wibDay(new Date(at as unknown as string)),
        outcome: order.status,
        destProvince: order.receiverProvince,
        destCity: order.receiverCity,
        productType: order.productType,
        actualKg: order.weightKg,
        volumetricKg: order.volumetricWeightKg,
        chargeableKg: order.chargeableWeightKg,
        ...charges.amounts,
        lineTotal: lineTotal(charges.amounts),
        settledAmount: charges.settledAmount,
        settledBatchNo: charges.settledBatchNo,
      };
    });
    const header = statementHeader(
      lines,
      terms,
      0,
      receivables.reduce((sum, row) => sum + row.amount, 0),
    );
    const [customer] = await tx.select().from(customers).where(eq(customers.id, tenant.customerId));
    // the buyer's tax identity: the NPWP of its approved customer data (none: not registered)
    const [data] = await tx
      .select({ approved: customerDataSubmissions.approved })
      .from(customerDataSubmissions)
      .where(ownedBy(customerDataSubmissions, tenant));
    const npwp = data?.approved?.npwp?.replace(/\D/g, '') || null;
    const code = `${period.replace('-', '')}${String(tenant.customerId).padStart(5, '0')}`;
    const [statement] = await tx
      .insert(monthlyStatements)
      .values({
        customerId: tenant.customerId,
        statementNo: `MS${code}`,
        legalName: customer?.name ?? '',
        npwp,
        period,
        issueDay,
        dueDay: addDays(issueDay, terms.netDays),
        // no e-Faktur number until the tax office issues one (never invented here)
        eFakturNo: '',
        status: 'DRAFT',
        ...header,
        createdAt: now,
      })
      .returning();
    for (let i = 0; i < lines.length; i += 1_000)
      await tx
        .insert(monthlyStatementLines)
        .values(lines.slice(i, i + 1_000).map((line) => ({ ...line, statementId: statement.id })));
    if (receivables.length > 0)
      await tx
        .update(statementReceivables)
        .set({ statementId: statement.id })
        .where(
          ownedBy(
            statementReceivables,
            tenant,
            inArray(
              statementReceivables.id,
              receivables.map((row) => row.id),
            ),
          ),
        );
    return issueDraft(tx, tenant, statement, now, quiet);
  });
}

/** On the first business day of a month, the statement of the month before (idempotent). */
export async function issueStatementIfDue(
  db: Database,
  tenant: Tenant,
  now: Date,
  calendar?: BusinessCalendar,
  quiet = false,
) {
  const cal = calendar ?? (await businessCalendar(db));
  const today = wibDay(now);
  const [year, month] = today.split('-').map(Number);
  if (cal.firstBusinessDayOfMonth(year, month) !== today) return null;
  return generateStatement(db, tenant, previousPeriod(today), today, now, undefined, quiet);
}
