import { and, between, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codLines } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import { wibDay } from '../../../lib/calendar/business-days';
import type { CodBatchStatus } from './cod.schemas';
import { isRealDay, payoutCalendar, payoutWindow, type PayoutCalendar } from './cod-payout.rules';
import { lastCutDay, lineStatusIs } from './cod-batch-range.repo';

/**
 * The coming payouts of the tenant by WIB day: the batches planned to pay each day and the
 * collected lines not yet in a batch expected that day.
 */
export async function payoutCalendarOf(
  db: Database,
  tenant: Tenant,
  query: { from?: string; days: number },
  now: Date,
): Promise<PayoutCalendar<CodBatchStatus>> {
  const from = query.from ?? wibDay(now);
  if (!isRealDay(from)) throw new BizError('cod.payoutBadDay');
  const window = payoutWindow(from, query.days);
  const batches = await db
    .select({
      id: codBatches.id,
      batchNo: codBatches.batchNo,
      status: sql<CodBatchStatus>`${codBatches.status}`,
      plannedPayDay: sql<string>`${codBatches.plannedPayDay}`,
      netPayout: codBatches.netPayout,
    })
    .from(codBatches)
    .where(
      ownedBy(
        codBatches,
        tenant,
        and(isNotNull(codBatches.plannedPayDay), between(codBatches.plannedPayDay, window.from, window.to)),
      ),
    );
  const lines = await db
    .select({
      day: sql<string>`${codLines.expectedPayoutDay}`,
      count: sql<number>`count(*)::int`,
      grossCod: sql<string>`coalesce(sum(${codLines.codAmount}), 0)`,
      commission: sql<string>`coalesce(sum(${codLines.commission}), 0)`,
      vat: sql<string>`coalesce(sum(${codLines.vat}), 0)`,
    })
    .from(codLines)
    .where(
      ownedBy(
        codLines,
        tenant,
        // the collected lines no batch has taken yet (cod-batch-range.repo.ts)
        lineStatusIs('COLLECTED', await lastCutDay(db, tenant)),
        lte(codLines.expectedPayoutDay, window.to),
      ),
    )
    .groupBy(codLines.expectedPayoutDay);
  return payoutCalendar(
    window,
    batches,
    lines.map((row) => ({
      day: row.day,
      count: Number(row.count),
      grossCod: Number(row.grossCod),
      commission: Number(row.commission),
      vat: Number(row.vat),
    })),
  );
}
