import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  codBatchEvents,
  codBatches,
  codBatchFreight,
  codBatchReturns,
  codDisputes,
  codLines,
  parcelReturns,
  users,
  type CodBatchRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../../lib/paging/paging';
import { toLineRecord } from './cod-bill.repo';
import { asSeen, linesOfBatch } from './cod-batch-range.repo';
import type { COD_BATCH_STATUSES, DISPUTE_REASONS } from './cod.schemas';

// The reconciliation batches as the shipper reads them: list, detail (lines, netted returns and
// freight, disputes, thread); a waybill's money is its ledger (waybill-ledger.repo.ts).
type BatchStatus = (typeof COD_BATCH_STATUSES)[number];
type Reason = (typeof DISPUTE_REASONS)[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toBatchRecord(row: CodBatchRow) {
  return {
    id: row.id,
    batchNo: row.batchNo,
    status: row.status as BatchStatus,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    cutOffDay: row.cutOffDay,
    parcelCount: row.parcelCount,
    grossCod: row.grossCod,
    commission: row.commission,
    vat: row.vat,
    returnFees: row.returnFees,
    freightNetted: row.freightNetted,
    adjustments: row.adjustments,
    netPayout: row.netPayout,
    shortfall: row.shortfall,
    bankCode: row.bankCode,
    bankAccountMasked: row.bankAccountMasked,
    bankHolder: row.bankHolder,
    plannedPayDay: row.plannedPayDay,
    autoAgreeDay: row.autoAgreeDay,
    mailedAt: iso(row.mailedAt),
    verifiedAt: iso(row.verifiedAt),
    agreedAt: iso(row.agreedAt),
    autoAgreed: row.autoAgreed,
    paidAt: iso(row.paidAt),
    transferReference: row.transferReference,
  };
}

export async function batchPage(
  db: Database,
  tenant: Tenant,
  query: PageQuery & { status?: BatchStatus; batchNo?: string },
) {
  const where = ownedBy(
    codBatches,
    tenant,
    query.status ? eq(codBatches.status, query.status) : undefined,
    query.batchNo ? eq(codBatches.batchNo, query.batchNo) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(codBatches).where(where);
  const rows = await db
    .select()
    .from(codBatches)
    .where(where)
    .orderBy(desc(codBatches.createdAt), desc(codBatches.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(toBatchRecord));
}

export async function batchOf(db: Database, tenant: Tenant, id: number): Promise<CodBatchRow> {
  const [batch] = await db
    .select()
    .from(codBatches)
    .where(ownedBy(codBatches, tenant, eq(codBatches.id, id)));
  if (!batch) throw new BizError('cod.batchUnknown');
  return batch;
}

/** A batch with its lines (disputed ones too), netted returns and freight, disputes and its thread. */
export async function batchDetail(db: Database, tenant: Tenant, id: number) {
  const batch = await batchOf(db, tenant, id);
  const disputes = await db
    .select()
    .from(codDisputes)
    .where(ownedBy(codDisputes, tenant, eq(codDisputes.batchId, id)))
    .orderBy(codDisputes.id);
  const lineIds = disputes.map((dispute) => dispute.codLineId);
  const ofBatch = linesOfBatch(batch, ['IN_BATCH', 'REMITTED', 'DISPUTED']);
  const lines = await asSeen(
    db,
    tenant,
    await db
      .select()
      .from(codLines)
      .where(
        ownedBy(codLines, tenant, lineIds.length > 0 ? or(ofBatch, inArray(codLines.id, lineIds)) : ofBatch),
      )
      .orderBy(codLines.id),
  );
  const returns = await db
    .select({
      billCode: parcelReturns.billCode,
      returnBillCode: parcelReturns.returnBillCode,
      returnFee: codBatchReturns.returnFee,
    })
    .from(codBatchReturns)
    .innerJoin(parcelReturns, eq(parcelReturns.id, codBatchReturns.parcelReturnId))
    .where(
      and(ownedBy(codBatchReturns, tenant, eq(codBatchReturns.batchId, id)), ownedBy(parcelReturns, tenant)),
    );
  const freight = await db
    .select({ billCode: codBatchFreight.billCode, freight: codBatchFreight.freight })
    .from(codBatchFreight)
    .where(ownedBy(codBatchFreight, tenant, eq(codBatchFreight.batchId, id)))
    .orderBy(codBatchFreight.id);
  const events = await db
    .select({
      kind: codBatchEvents.kind,
      side: codBatchEvents.side,
      text: codBatchEvents.text,
      at: codBatchEvents.at,
      userName: users.userName,
    })
    .from(codBatchEvents)
    .leftJoin(users, eq(users.id, codBatchEvents.userId))
    .where(ownedBy(codBatchEvents, tenant, eq(codBatchEvents.batchId, id)))
    .orderBy(codBatchEvents.at, codBatchEvents.id);
  const billCodeOf = new Map(lines.map((line) => [line.id, line.billCode]));
  return {
    batch: toBatchRecord(batch),
    lines: lines.map((line) => ({
      ...toLineRecord(line, batch.batchNo),
      commission: line.commission,
      vat: line.vat,
    })),
    returns,
    freight,
    disputes: disputes.map((dispute) => ({
      id: dispute.id,
      lineId: dispute.codLineId,
      billCode: billCodeOf.get(dispute.codLineId) ?? '',
      reason: dispute.reason as Reason,
      description: dispute.description,
      status: dispute.status,
      proofFiles: dispute.proofFiles,
      createdAt: dispute.createdAt.toISOString(),
    })),
    events: events.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

export type BatchDetail = Awaited<ReturnType<typeof batchDetail>>;
