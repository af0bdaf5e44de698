import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  codBatches,
  codBatchFreight,
  codBatchReturns,
  codLines,
  parcelReturns,
  type OrderRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { asSeen } from '../cod/cod-batch-range.repo';
import { codTermsOf } from '../cod/cod.repo';
import { commissionOf, wholeRupiah } from '../cod/cod.rules';
import { lineTotal, type StatementAmounts } from './statement.rules';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The charges of one parcel on its statement line, and the part of them a COD batch settles. */
export interface LineCharges {
  amounts: StatementAmounts;
  /** Settled in a COD batch (netted freight, netted return fee, the COD commission): not due here. */
  settledAmount: number;
  /**
   * The batch that settled the whole line (nothing of it is due here, so nothing to dispute here);
   * null when the statement bills a part of it.
   */
  settledBatchNo: string | null;
}

/** Commission statuses of a COD line whose commission a batch deducts (or will: the next cut). */
const COMMISSION_DEDUCTED = ['UNBILLED', 'BILLED', 'DEDUCTED'];

/**
 * The statement charges of delivered or returned orders, each charge settled once (the table in
 * statement.rules.ts): freight with insurance less the coupon, settled in the batch that netted it
 * (cod_batch_freight) or billed; the COD fee of a delivered COD parcel is its COD commission, deducted
 * in its COD batch (never billed here; a reversed commission is nothing anywhere; a COD order without
 * a COD line, written without scans, is billed its commission here by the same rule); the return fee,
 * settled in the batch that netted it (cod_batch_returns) or billed.
 */
export async function settlementOf(
  tx: Tx | Database,
  tenant: Tenant,
  orders: readonly OrderRow[],
): Promise<Map<number, LineCharges>> {
  const ids = orders.map((order) => order.id);
  const result = new Map<number, LineCharges>();
  if (ids.length === 0) return result;
  const returns = await tx
    .select({ orderId: parcelReturns.orderId, fee: parcelReturns.returnFee, batchNo: codBatches.batchNo })
    .from(parcelReturns)
    .leftJoin(codBatchReturns, eq(codBatchReturns.parcelReturnId, parcelReturns.id))
    .leftJoin(codBatches, eq(codBatches.id, codBatchReturns.batchId))
    .where(ownedBy(parcelReturns, tenant, inArray(parcelReturns.orderId, ids)));
  const returnOf = new Map(returns.map((row) => [row.orderId, row]));
  const netted = await tx
    .select({
      orderId: codBatchFreight.orderId,
      freight: codBatchFreight.freight,
      batchNo: codBatches.batchNo,
    })
    .from(codBatchFreight)
    .innerJoin(codBatches, eq(codBatches.id, codBatchFreight.batchId))
    .where(ownedBy(codBatchFreight, tenant, inArray(codBatchFreight.orderId, ids)));
  const nettedOf = new Map(netted.map((row) => [row.orderId, row]));
  const lines = await asSeen(
    tx,
    tenant,
    await tx
      .select()
      .from(codLines)
      .where(ownedBy(codLines, tenant, inArray(codLines.orderId, ids))),
  );
  const lineOf = new Map(lines.map((line) => [line.orderId, line]));
  const batchIds = [...new Set(lines.map((line) => line.batchId).filter((id): id is number => id !== null))];
  const batchNoOf = new Map(
    batchIds.length === 0
      ? []
      : (
          await tx
            .select({ id: codBatches.id, batchNo: codBatches.batchNo })
            .from(codBatches)
            .where(ownedBy(codBatches, tenant, inArray(codBatches.id, batchIds)))
        ).map((row) => [row.id, row.batchNo]),
  );
  const terms = await codTermsOf(tx, tenant);
  for (const order of orders) {
    const freight = wholeRupiah(order.freightFee);
    // a coupon takes its discount off the freight only, never below 0 (as the net-off charges it)
    const discount = Math.min(order.couponDiscount, freight);
    const insurance = wholeRupiah(order.insuranceFee);
    let settledAmount = 0;
    const batches: (string | null)[] = [];
    const freightNetted = nettedOf.get(order.id);
    if (freightNetted) {
      settledAmount += freightNetted.freight;
      batches.push(freightNetted.batchNo);
    }
    let codFee = 0;
    const codAmount = wholeRupiah(order.codAmount);
    if (codAmount > 0 && order.status === 'DELIVERED') {
      const line = lineOf.get(order.id);
      if (!line) codFee = commissionOf(codAmount, terms).fee;
      else if (COMMISSION_DEDUCTED.includes(line.commissionStatus)) {
        codFee = line.commission;
        settledAmount += codFee;
        batches.push(line.batchId === null ? null : (batchNoOf.get(line.batchId) ?? null));
      }
    }
    const parcelReturn = returnOf.get(order.id);
    const returnFee = order.status === 'RETURNED' ? (parcelReturn?.fee ?? 0) : 0;
    if (returnFee > 0 && parcelReturn?.batchNo) {
      settledAmount += returnFee;
      batches.push(parcelReturn.batchNo);
    }
    const amounts = { freight, insurance, codFee, surcharges: 0, discount, returnFee, weightAdjustment: 0 };
    const whole = settledAmount > 0 && settledAmount >= lineTotal(amounts);
    result.set(order.id, {
      amounts,
      settledAmount,
      settledBatchNo: whole ? (batches.find((batchNo) => batchNo !== null) ?? null) : null,
    });
  }
  return result;
}
