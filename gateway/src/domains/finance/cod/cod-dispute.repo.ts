import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codDisputes, codLines, files } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import { wibDay } from '../../../lib/calendar/business-days';
import { disputeRefusal } from './cod.rules';

import type { Actor } from './cod-batch-event.repo';
import { event, lockedBatch } from './cod-batch-event.repo';
import { refreshTotals } from './cod-batch.repo';
import { asSeen, moveBuckets, openPayoutDay } from './cod-batch-range.repo';

// "Return apply": the shipper's disputes of batch lines, and the courier resolving one.

/** The owner's uploaded files of these keys (proof files uploaded first through /file/upload). */
export async function ownProofFiles(db: Database, owner: Tenant, keys: string[]) {
  return db
    .select()
    .from(files)
    .where(ownedBy(files, owner, inArray(files.key, keys)));
}

export interface DisputeInput {
  lineId: number;
  reason: string;
  description: string;
  proofFiles: { key: string; name: string }[];
}

/**
 * "Return apply": the shipper objects to lines of an open batch. Each line leaves the batch's
 * totals (DISPUTED), the batch is ADJUSTED; a line of another batch or shipper, or one disputed
 * already, refuses the whole request.
 */
export async function disputeLines(
  db: Database,
  actor: Actor,
  batchId: number,
  inputs: DisputeInput[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    const refusal = disputeRefusal(batch);
    if (refusal) throw new BizError(refusal);
    const ids = [...new Set(inputs.map((input) => input.lineId))];
    if (ids.length !== inputs.length) throw new BizError('cod.lineTwice');
    const locked = await tx
      .select()
      .from(codLines)
      .where(ownedBy(codLines, actor, inArray(codLines.id, ids)))
      .for('update');
    const lines = await asSeen(tx, actor, locked);
    for (const id of ids) {
      const line = lines.find((row) => row.id === id);
      if (!line || line.batchId !== batch.id) throw new BizError('cod.lineNotInBatch', { lineId: id });
      if (line.status !== 'IN_BATCH') throw new BizError('cod.lineDisputed', { billCode: line.billCode });
    }
    const disputed = inArray(codLines.id, ids);
    // the lines leave the batch's range: their buckets go back to COLLECTED, which the update's
    // trigger moves to DISPUTED
    await moveBuckets(
      tx,
      actor,
      and(disputed, eq(codLines.status, 'COLLECTED')) as SQL,
      'IN_BATCH',
      'COLLECTED',
    );
    await tx
      .update(codLines)
      .set({ status: 'DISPUTED', commissionStatus: 'BILLED', batchId: batch.id })
      .where(ownedBy(codLines, actor, disputed));
    await tx.insert(codDisputes).values(
      inputs.map((input) => ({
        customerId: actor.customerId,
        batchId: batch.id,
        codLineId: input.lineId,
        reason: input.reason,
        description: input.description,
        proofFiles: input.proofFiles,
        createdBy: actor.userId,
        createdAt: now,
      })),
    );
    const updated = await refreshTotals(tx, batch);
    const [adjusted] = await tx
      .update(codBatches)
      .set({ status: batch.status === 'MAILED' ? 'MAILED' : 'ADJUSTED' })
      .where(ownedBy(codBatches, actor, eq(codBatches.id, batch.id)))
      .returning();
    await event(
      tx,
      updated,
      'DISPUTED',
      now,
      actor.userId,
      lines.map((line) => line.billCode).join(', '),
      'SHIPPER',
    );
    return adjusted;
  });
}

/**
 * The courier resolves a dispute (test hook and operations): the line goes back to COLLECTED, due
 * today (or the day after the last cut), so the next cut takes it into a new batch.
 */
export async function resolveDispute(db: Database, tenant: Tenant, disputeId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [dispute] = await tx
      .select()
      .from(codDisputes)
      .where(ownedBy(codDisputes, tenant, eq(codDisputes.id, disputeId), eq(codDisputes.status, 'OPEN')))
      .for('update');
    if (!dispute) throw new BizError('cod.disputeUnknown');
    await tx
      .update(codDisputes)
      .set({ status: 'RESOLVED', resolvedAt: now })
      .where(ownedBy(codDisputes, tenant, eq(codDisputes.id, dispute.id)));
    await tx
      .update(codLines)
      .set({
        status: 'COLLECTED',
        commissionStatus: 'UNBILLED',
        batchId: null,
        expectedPayoutDay: await openPayoutDay(tx, tenant, wibDay(now)),
      })
      .where(ownedBy(codLines, tenant, eq(codLines.id, dispute.codLineId)));
  });
}
