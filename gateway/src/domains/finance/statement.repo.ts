import { and, count, desc, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  codBatches,
  codBatchFreight,
  customers,
  monthlyStatementLines,
  statementReceivables,
  monthlyStatements,
  orders,
  orderTraces,
  parcelReturns,
  type MonthlyStatementLineRow,
  type MonthlyStatementRow,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { NotFoundError } from '../../http/envelope';
import { addDays, startOfWibDay, wibDay } from '../../lib/calendar/business-days';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { wholeRupiah } from './cod.rules';
import {
  DEFAULT_STATEMENT_TERMS,
  lineTotal,
  periodBounds,
  statementHeader,
  type StatementTerms,
} from './statement.rules';
import { issueDraft, statementHistory } from './statement-lifecycle.repo';
import type { StatementStatus } from './statement-status.rules';

const FINAL = ['DELIVERED', 'RETURNED'];

/**
 * Generates the statement of `period` (yyyy-MM) for a customer, issued on `issueDay`: every order
 * delivered or returned in the period (WIB) that no statement holds yet, one line each, and the
 * header as the sum of those lines. Idempotent: a period with a statement is left alone.
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
    const fees = await tx
      .select({ orderId: parcelReturns.orderId, fee: parcelReturns.returnFee })
      .from(parcelReturns)
      .where(
        ownedBy(
          parcelReturns,
          tenant,
          inArray(
            parcelReturns.orderId,
            rows.map((row) => row.order.id),
          ),
        ),
      );
    const feeOf = new Map(fees.map((row) => [row.orderId, row.fee]));
    const netted = await tx
      .select({ orderId: codBatchFreight.orderId, batchNo: codBatches.batchNo })
      .from(codBatchFreight)
      .innerJoin(codBatches, eq(codBatches.id, codBatchFreight.batchId))
      .where(
        ownedBy(
          codBatchFreight,
          tenant,
          inArray(
            codBatchFreight.orderId,
            rows.map((row) => row.order.id),
          ),
        ),
      );
    const settledIn = new Map(netted.map((row) => [row.orderId, row.batchNo]));
    const receivables = await tx
      .select({ id: statementReceivables.id, amount: statementReceivables.amount })
      .from(statementReceivables)
      .where(ownedBy(statementReceivables, tenant, isNull(statementReceivables.statementId)));
    const lines = rows.map(({ order, at }) => {
      const amounts = {
        freight: wholeRupiah(order.freightFee),
        insurance: wholeRupiah(order.insuranceFee),
        codFee: wholeRupiah(order.codFee),
        surcharges: 0,
        discount: 0,
        returnFee: feeOf.get(order.id) ?? 0,
        weightAdjustment: 0,
      };
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
        ...amounts,
        lineTotal: lineTotal(amounts),
        settledBatchNo: settledIn.get(order.id) ?? null,
      };
    });
    const header = statementHeader(
      lines.map((line) => ({ ...line, settled: line.settledBatchNo !== null })),
      terms,
      0,
      receivables.reduce((sum, row) => sum + row.amount, 0),
    );
    const [customer] = await tx.select().from(customers).where(eq(customers.id, tenant.customerId));
    const code = `${period.replace('-', '')}${String(tenant.customerId).padStart(5, '0')}`;
    const [statement] = await tx
      .insert(monthlyStatements)
      .values({
        customerId: tenant.customerId,
        statementNo: `MS${code}`,
        legalName: customer?.name ?? '',
        npwp: null,
        period,
        issueDay,
        dueDay: addDays(issueDay, terms.netDays),
        eFakturNo: `010.${code.slice(2)}`,
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
    settledBatchNo: row.settledBatchNo,
  };
}

export async function statementPage(
  db: Database,
  tenant: Tenant,
  query: PageQuery & { period?: string; status?: string },
) {
  const where = ownedBy(
    monthlyStatements,
    tenant,
    query.period ? eq(monthlyStatements.period, query.period) : undefined,
    query.status ? eq(monthlyStatements.status, query.status) : undefined,
  );
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
