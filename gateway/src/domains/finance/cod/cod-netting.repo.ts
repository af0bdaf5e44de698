import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  codBatchFreight,
  codContracts,
  monthlyStatementLines,
  orders,
  statementReceivables,
  type CodBatchRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { wholeRupiah } from './cod.rules';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How the customer's non-COD freight is settled: on the monthly STATEMENT (default) or COD_NETTING. */
export async function freightSettlementOf(db: Database | Tx, tenant: Tenant): Promise<string> {
  const [row] = await db
    .select({ settlement: codContracts.freightSettlement })
    .from(codContracts)
    .where(ownedBy(codContracts, tenant));
  return row?.settlement ?? 'STATEMENT';
}

export interface FreightToNet {
  orderId: number;
  billCode: string;
  freight: number;
}

/**
 * The delivered non-COD parcels of a COD_NETTING customer whose freight (with insurance: what their
 * statement line would bill) no batch netted yet and no statement billed yet; none for the others.
 */
export async function freightToNet(tx: Tx, tenant: Tenant): Promise<FreightToNet[]> {
  if ((await freightSettlementOf(tx, tenant)) !== 'COD_NETTING') return [];
  const netted = tx
    .select({ orderId: codBatchFreight.orderId })
    .from(codBatchFreight)
    .where(ownedBy(codBatchFreight, tenant));
  const billed = tx
    .select({ orderId: monthlyStatementLines.orderId })
    .from(monthlyStatementLines)
    .where(ownedBy(monthlyStatementLines, tenant));
  const rows = await tx
    .select({
      orderId: orders.id,
      billCode: orders.billCode,
      freightFee: orders.freightFee,
      insuranceFee: orders.insuranceFee,
      couponDiscount: orders.couponDiscount,
    })
    .from(orders)
    .where(
      ownedBy(
        orders,
        tenant,
        eq(orders.status, 'DELIVERED'),
        eq(orders.codAmount, 0),
        sql`${orders.id} not in ${netted}`,
        sql`${orders.id} not in ${billed}`,
      ),
    )
    .orderBy(orders.id);
  return rows
    .map((row) => ({
      orderId: row.orderId,
      billCode: row.billCode,
      // the freight as charged: less the coupon's discount (on the freight only, never below 0)
      freight: Math.max(0, wholeRupiah(row.freightFee) - row.couponDiscount) + wholeRupiah(row.insuranceFee),
    }))
    .filter((row) => row.freight > 0);
}

/** Records the parcels whose freight the batch netted off. */
export async function recordNettedFreight(tx: Tx, batch: CodBatchRow, freights: readonly FreightToNet[]) {
  for (let i = 0; i < freights.length; i += 1_000)
    await tx.insert(codBatchFreight).values(
      freights.slice(i, i + 1_000).map((row) => ({
        customerId: batch.customerId,
        batchId: batch.id,
        orderId: row.orderId,
        billCode: row.billCode,
        freight: row.freight,
      })),
    );
}

/** The freights a batch nets off (its totals are recomputed from them). */
export async function nettedFreights(tx: Tx, batch: CodBatchRow): Promise<number[]> {
  const rows = await tx
    .select({ freight: codBatchFreight.freight })
    .from(codBatchFreight)
    .where(ownedBy(codBatchFreight, { customerId: batch.customerId }, eq(codBatchFreight.batchId, batch.id)));
  return rows.map((row) => row.freight);
}

/** A paid batch whose net-off exceeded its gross leaves its shortfall to the next monthly statement. */
export async function recordShortfall(tx: Tx, batch: CodBatchRow, now: Date) {
  if (batch.shortfall <= 0) return;
  await tx
    .insert(statementReceivables)
    .values({
      customerId: batch.customerId,
      batchId: batch.id,
      batchNo: batch.batchNo,
      amount: batch.shortfall,
      createdAt: now,
    })
    .onConflictDoNothing();
}
