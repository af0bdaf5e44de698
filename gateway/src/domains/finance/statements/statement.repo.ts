import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  monthlyStatementLines,
  monthlyStatements,
  type MonthlyStatementLineRow,
  type MonthlyStatementRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { NotFoundError } from '../../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../../lib/paging/paging';
import { statementHistory } from './statement-lifecycle.repo';
import type { StatementStatus } from './statement-status.rules';

// Monthly statements as the shipper reads them: list, detail, the lines in pages (exports, PDF).
export function toStatementRecord(row: MonthlyStatementRow) {
  return {
    id: row.id,
    statementNo: row.statementNo,
    legalName: row.legalName,
    npwp: row.npwp,
    period: row.period,
    issueDay: row.issueDay,
    dueDay: row.dueDay,
    eFakturNo: row.eFakturNo,
    status: row.status as StatementStatus,
    lineCount: row.lineCount,
    freight: row.freight,
    insurance: row.insurance,
    codFee: row.codFee,
    surcharges: row.surcharges,
    discount: row.discount,
    returnFee: row.returnFee,
    weightAdjustment: row.weightAdjustment,
    taxBase: row.taxBase,
    ppnRateBp: row.ppnRateBp,
    ppn: row.ppn,
    pph23RateBp: row.pph23RateBp,
    pph23: row.pph23,
    creditNotes: row.creditNotes,
    settledAmount: row.settledAmount,
    receivables: row.receivables,
    amountDue: row.amountDue,
    paidAmount: row.paidAmount,
    outstanding: row.amountDue - row.paidAmount,
  };
}

export function toStatementLine(row: MonthlyStatementLineRow) {
  return {
    id: row.id,
    billCode: row.billCode,
    day: row.day,
    outcome: row.outcome,
    destProvince: row.destProvince,
    destCity: row.destCity,
    productType: row.productType,
    actualKg: row.actualKg,
    volumetricKg: row.volumetricKg,
    chargeableKg: row.chargeableKg,
    freight: row.freight,
    insurance: row.insurance,
    codFee: row.codFee,
    surcharges: row.surcharges,
    discount: row.discount,
    returnFee: row.returnFee,
    weightAdjustment: row.weightAdjustment,
    lineTotal: row.lineTotal,
    settledAmount: row.settledAmount,
    settledBatchNo: row.settledBatchNo,
  };
}

/** The list's filter: a period (yyyy-MM) and a status. */
export interface StatementListFilter {
  period?: string;
  status?: string;
}

const statementsWhere = (tenant: Tenant, filter: StatementListFilter) =>
  ownedBy(
    monthlyStatements,
    tenant,
    filter.period ? eq(monthlyStatements.period, filter.period) : undefined,
    filter.status ? eq(monthlyStatements.status, filter.status) : undefined,
  );

export async function statementPage(db: Database, tenant: Tenant, query: PageQuery & StatementListFilter) {
  const where = statementsWhere(tenant, query);
  const [{ total }] = await db.select({ total: count() }).from(monthlyStatements).where(where);
  const rows = await db
    .select()
    .from(monthlyStatements)
    .where(where)
    .orderBy(desc(monthlyStatements.period))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(toStatementRecord));
}

export async function statementOf(db: Database, tenant: Tenant, id: number): Promise<MonthlyStatementRow> {
  const [row] = await db
    .select()
    .from(monthlyStatements)
    .where(ownedBy(monthlyStatements, tenant, eq(monthlyStatements.id, id)));
  if (!row) throw new NotFoundError('statement');
  return row;
}

/** How many statements the list's filter holds (the list export). */
export async function countStatements(db: Database, tenant: Tenant, filter: StatementListFilter) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(monthlyStatements)
    .where(statementsWhere(tenant, filter));
  return total;
}

/** The statements of the list's filter, newest period first, in pages (the list export). */
export async function* statementBatches(
  db: Database,
  tenant: Tenant,
  filter: StatementListFilter,
  size = 500,
) {
  for (let offset = 0; ; offset += size) {
    const rows = await db
      .select()
      .from(monthlyStatements)
      .where(statementsWhere(tenant, filter))
      .orderBy(desc(monthlyStatements.period), monthlyStatements.id)
      .limit(size)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toStatementRecord);
    if (rows.length < size) return;
  }
}

/** A statement with a page of its lines. */
export async function statementDetail(db: Database, tenant: Tenant, query: PageQuery & { id: number }) {
  const statement = await statementOf(db, tenant, query.id);
  const rows = await db
    .select()
    .from(monthlyStatementLines)
    .where(ownedBy(monthlyStatementLines, tenant, eq(monthlyStatementLines.statementId, statement.id)))
    .orderBy(monthlyStatementLines.id)
    .limit(query.size)
    .offset(pageOffset(query));
  return {
    statement: toStatementRecord(statement),
    lines: toPage(query, statement.lineCount, rows.map(toStatementLine)),
    ...(await statementHistory(db, tenant, statement.id)),
  };
}

/** The lines of a statement in keyset pages (exports, the PDF). */
export async function* statementLineBatches(db: Database, tenant: Tenant, statementId: number, size = 2_000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(monthlyStatementLines)
      .where(
        ownedBy(
          monthlyStatementLines,
          tenant,
          and(
            eq(monthlyStatementLines.statementId, statementId),
            sql`${monthlyStatementLines.id} > ${after}`,
          ),
        ),
      )
      .orderBy(monthlyStatementLines.id)
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map(toStatementLine);
    after = rows[rows.length - 1].id;
    if (rows.length < size) return;
  }
}
