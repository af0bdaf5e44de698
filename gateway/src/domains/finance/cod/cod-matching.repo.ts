import { desc, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codLines } from '../../../db/schema';
import { ownedBy, wholeCustomer, type Tenant } from '../../../db/tenant-scope';
import type { KnownCodLine } from './cod-matching.rules';
import { asSeen } from './cod-batch-range.repo';

/** References looked up per query (each is compared with the waybill and the customer order number). */
const CHUNK = 1_000;

/**
 * The caller's COD lines that the references name, by waybill and by customer order number, with
 * their batch's status and pay day. Another shipper's waybills are not found (tenant scope).
 */
export async function knownCodLines(
  db: Database,
  tenant: Tenant,
  references: readonly string[],
): Promise<{ byBillCode: Map<string, KnownCodLine>; byOrderNo: Map<string, KnownCodLine> }> {
  const byBillCode = new Map<string, KnownCodLine>();
  const byOrderNo = new Map<string, KnownCodLine>();
  const unique = [...new Set(references.flatMap((r) => [r, r.toUpperCase()]))];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    const lines = await asSeen(
      db,
      tenant,
      await db
        .select({
          billCode: codLines.billCode,
          customerOrderNo: codLines.customerOrderNo,
          codAmount: codLines.codAmount,
          status: codLines.status,
          expectedPayoutDay: codLines.expectedPayoutDay,
          batchId: codLines.batchId,
        })
        .from(codLines)
        .where(
          ownedBy(
            codLines,
            tenant,
            or(inArray(codLines.billCode, chunk), inArray(codLines.customerOrderNo, chunk)),
          ),
        )
        .orderBy(desc(codLines.id)),
    );
    const batchIds = [...new Set(lines.flatMap((l) => (l.batchId ? [l.batchId] : [])))];
    const batches = batchIds.length
      ? await db
          .select({
            id: codBatches.id,
            batchNo: codBatches.batchNo,
            status: codBatches.status,
            plannedPayDay: codBatches.plannedPayDay,
            paidAt: codBatches.paidAt,
          })
          .from(codBatches)
          // the number, status and days of the batches of the caller's own lines, no batch total
          .where(ownedBy(codBatches, wholeCustomer(tenant.customerId), inArray(codBatches.id, batchIds)))
      : [];
    const batchById = new Map(batches.map((b) => [b.id, b]));
    for (const line of lines) {
      const batch = line.batchId ? batchById.get(line.batchId) : undefined;
      const known: KnownCodLine = {
        billCode: line.billCode,
        customerOrderNo: line.customerOrderNo,
        codAmount: line.codAmount,
        lineStatus: line.status,
        batchNo: batch?.batchNo ?? null,
        batchStatus: batch?.status ?? null,
        expectedPayDay: batch?.plannedPayDay ?? line.expectedPayoutDay,
        paidAt: batch?.paidAt ? batch.paidAt.toISOString() : null,
      };
      byBillCode.set(line.billCode, known);
      // newest first: the first line of a reused order number wins
      if (!byOrderNo.has(line.customerOrderNo)) byOrderNo.set(line.customerOrderNo, known);
    }
  }
  return { byBillCode, byOrderNo };
}
