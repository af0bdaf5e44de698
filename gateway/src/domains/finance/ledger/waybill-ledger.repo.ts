import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  codBatches,
  codBatchFreight,
  codBatchReturns,
  monthlyStatementLines,
  monthlyStatements,
  orders,
  parcelReturns,
  statementCreditNotes,
  statementDisputes,
  codLines,
  type MonthlyStatementLineRow,
} from '../../../db/schema';
import { ownedBy, wholeCustomer, type Tenant } from '../../../db/tenant-scope';
import { NotFoundError } from '../../../http/envelope';
import { settledClaimsOf } from '../../service';
import { seenLine } from '../cod/cod-batch-range.repo';
import { freightSettlementOf } from '../cod/cod-netting.repo';
import { codTermsOf } from '../cod/cod.repo';
import { commissionOf, wholeRupiah } from '../cod/cod.rules';
import { settlementOf } from '../statements/statement-settlement.repo';
import type { StatementAmounts } from '../statements/statement.rules';
import type { StatementStatus } from '../statements/statement-status.rules';
import type { COD_BATCH_STATUSES, COD_LINE_STATUSES, COMMISSION_STATUSES } from '../cod/cod.schemas';
import { ledgerEntries, ledgerGoodsValue } from './waybill-ledger.rules';

// One waybill's money in one read (issue 36 item 2): the order detail, the COD bill, a batch line
// and a statement line all open this ledger, so every screen shows the same figures.
type LineStatus = (typeof COD_LINE_STATUSES)[number];
type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
type BatchStatus = (typeof COD_BATCH_STATUSES)[number];

/** Where the line stands in a batch: the batch that holds it or paid it, none while collected or disputed. */
const IN_A_BATCH = ['IN_BATCH', 'REMITTED'];

const amountsOf = (line: MonthlyStatementLineRow): StatementAmounts => ({
  freight: line.freight,
  insurance: line.insurance,
  codFee: line.codFee,
  surcharges: line.surcharges,
  discount: line.discount,
  returnFee: line.returnFee,
  weightAdjustment: line.weightAdjustment,
});

/**
 * The documents that settled the parcel's charges: batches and statements are totals over every
 * sender, which a data-scoped user does not see (data-scope-rules.ts); of the ones that hold a
 * parcel it sees, it reads the number and state only, never a total (as the COD bill's batch numbers).
 */
async function batchOf(db: Database, tenant: Tenant, id: number | null) {
  if (id === null) return undefined;
  const [batch] = await db
    .select({
      batchNo: codBatches.batchNo,
      status: codBatches.status,
      plannedPayDay: codBatches.plannedPayDay,
      paidAt: codBatches.paidAt,
      transferReference: codBatches.transferReference,
    })
    .from(codBatches)
    .where(ownedBy(codBatches, wholeCustomer(tenant.customerId), eq(codBatches.id, id)));
  return batch;
}

async function statementOfLine(db: Database, tenant: Tenant, line: MonthlyStatementLineRow | undefined) {
  if (!line) return { statement: undefined, lineCredits: [] };
  const whole = wholeCustomer(tenant.customerId);
  const [statement] = await db
    .select({
      statementNo: monthlyStatements.statementNo,
      period: monthlyStatements.period,
      status: monthlyStatements.status,
    })
    .from(monthlyStatements)
    .where(ownedBy(monthlyStatements, whole, eq(monthlyStatements.id, line.statementId)));
  const credits = await db
    .select({ creditNoteNo: statementCreditNotes.creditNoteNo, amount: statementCreditNotes.amount })
    .from(statementCreditNotes)
    .innerJoin(statementDisputes, eq(statementDisputes.id, statementCreditNotes.disputeId))
    .where(ownedBy(statementDisputes, whole, eq(statementDisputes.lineId, line.id)));
  return {
    statement,
    lineCredits: credits.map((credit) => ({ ...credit, statementNo: statement?.statementNo ?? '' })),
  };
}

/** The parcel's approved claims, each with the credit note (and statement) that offset it, if any. */
async function claimsOf(db: Database, tenant: Tenant, orderId: number) {
  const claims = await settledClaimsOf(db, tenant, orderId);
  if (claims.length === 0) return [];
  const notes = await db
    .select({
      claimId: statementCreditNotes.claimId,
      creditNoteNo: statementCreditNotes.creditNoteNo,
      statementNo: monthlyStatements.statementNo,
    })
    .from(statementCreditNotes)
    .innerJoin(monthlyStatements, eq(monthlyStatements.id, statementCreditNotes.statementId))
    .where(
      ownedBy(
        statementCreditNotes,
        wholeCustomer(tenant.customerId),
        inArray(
          statementCreditNotes.claimId,
          claims.map((claim) => claim.id),
        ),
      ),
    );
  return claims.map((claim) => {
    const note = notes.find((row) => row.claimId === claim.id);
    return {
      claimNo: claim.claimNo,
      amount: claim.amount,
      payoutMethod: claim.payoutMethod,
      creditNoteNo: note?.creditNoteNo ?? null,
      statementNo: note?.statementNo ?? null,
      payoutReference: claim.payoutReference,
    };
  });
}

/** The batches that netted the parcel's freight and its return fee, and the return's fee. */
async function nettingOf(db: Database, tenant: Tenant, orderId: number) {
  const [freight] = await db
    .select({ batchNo: codBatches.batchNo })
    .from(codBatchFreight)
    .innerJoin(codBatches, eq(codBatches.id, codBatchFreight.batchId))
    .where(ownedBy(codBatchFreight, tenant, eq(codBatchFreight.orderId, orderId)));
  const [parcelReturn] = await db
    .select({ fee: parcelReturns.returnFee, batchNo: codBatches.batchNo })
    .from(parcelReturns)
    .leftJoin(codBatchReturns, eq(codBatchReturns.parcelReturnId, parcelReturns.id))
    .leftJoin(codBatches, eq(codBatches.id, codBatchReturns.batchId))
    .where(ownedBy(parcelReturns, tenant, eq(parcelReturns.orderId, orderId)));
  return {
    freightNettedIn: freight?.batchNo ?? null,
    returnFee: parcelReturn?.fee ?? null,
    returnNettedIn: parcelReturn?.batchNo ?? null,
  };
}

/**
 * Every money figure of one waybill of the caller's (its data scope applies: another sender's
 * parcel is "not found"): COD amount, goods value, declared value; the entries (freight, insurance,
 * coupon, COD fee and PPN, return fee, claims, credit notes) each with where it is settled; the COD
 * line with its batch and payout; the statement line with its statement.
 */
export async function waybillLedger(db: Database, tenant: Tenant, billCode: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, tenant, eq(orders.billCode, billCode)));
  if (!order) throw new NotFoundError('waybill');
  const [statementLine] = await db
    .select()
    .from(monthlyStatementLines)
    .where(ownedBy(monthlyStatementLines, tenant, eq(monthlyStatementLines.orderId, order.id)));
  // as billed; a parcel on no statement yet: as its statement would bill it now
  const amounts = statementLine
    ? amountsOf(statementLine)
    : (await settlementOf(db, tenant, [order])).get(order.id)!.amounts;
  const line = await seenLine(db, tenant, eq(codLines.orderId, order.id));
  const batch = await batchOf(db, tenant, line?.batchId ?? null);
  const { statement, lineCredits } = await statementOfLine(db, tenant, statementLine);
  const codAmount = wholeRupiah(order.codAmount);
  const facts = {
    status: order.status,
    codAmount,
    declaredValue: wholeRupiah(order.declaredValue ?? 0),
    freightFee: wholeRupiah(order.freightFee),
    amounts,
    statementNo: statement?.statementNo ?? null,
    freightSettlement: await freightSettlementOf(db, tenant),
    ...(await nettingOf(db, tenant, order.id)),
    codLine: line
      ? {
          status: line.status,
          commissionStatus: line.commissionStatus,
          goodsValue: line.goodsValue,
          commission: line.commission,
          vat: line.vat,
          batchNo: IN_A_BATCH.includes(line.status) ? (batch?.batchNo ?? null) : null,
        }
      : null,
    expectedCommission: commissionOf(codAmount, await codTermsOf(db, tenant)),
    claims: await claimsOf(db, tenant, order.id),
    lineCredits,
  };
  return {
    billCode: order.billCode,
    customerOrderNo: order.customerOrderNo,
    codAmount,
    goodsValue: ledgerGoodsValue(facts),
    declaredValue: facts.declaredValue,
    entries: ledgerEntries(facts),
    cod: line
      ? {
          status: line.status as LineStatus,
          commissionStatus: line.commissionStatus as CommissionStatus,
          net: line.codAmount - line.commission - line.vat,
          batchNo: batch?.batchNo ?? null,
          batchStatus: (batch?.status as BatchStatus | undefined) ?? null,
          expectedPayDay: batch?.plannedPayDay ?? line.expectedPayoutDay,
          paidAt: batch?.paidAt?.toISOString() ?? null,
          transferReference: batch?.transferReference ?? null,
        }
      : null,
    statement:
      statementLine && statement
        ? {
            statementNo: statement.statementNo,
            period: statement.period,
            status: statement.status as StatementStatus,
            lineTotal: statementLine.lineTotal,
            settledAmount: statementLine.settledAmount,
            billed: statementLine.lineTotal - statementLine.settledAmount,
            settledBatchNo: statementLine.settledBatchNo,
          }
        : null,
  };
}

export type WaybillLedger = Awaited<ReturnType<typeof waybillLedger>>;
