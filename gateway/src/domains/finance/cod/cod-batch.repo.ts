import { eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  codBatches,
  codBatchReturns,
  codLineBuckets,
  codLines,
  customerBankAccounts,
  monthlyStatementLines,
  parcelReturns,
  type CodBatchRow,
} from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import { addDays, wibDay, type BusinessCalendar } from '../../../lib/calendar/business-days';
import { businessCalendar } from '../../common';
import { notify } from '../../notifications';
import { codTermsOf } from './cod.repo';
import { freightToNet, nettedFreights, recordNettedFreight } from './cod-netting.repo';
import { agreeRefusal, batchTotals, batchTotalsOfSums, maskAccount, payableNow } from './cod.rules';
import { collectedBetween, CUT_LOCK, lastCutDay, lineBucketDay, linesOfBatch } from './cod-batch-range.repo';

import type { FinanceDeps, Actor, Tx } from './cod-batch-event.repo';
import { event, lockedBatch, send, LINK } from './cod-batch-event.repo';
import { mailBatch } from './cod-batch-mail.repo';
import { money } from '../../../i18n/money-text';

/** The due lines of a cut per creation day: count, sums and net (the buckets' delta), first and last delivery. */
async function dueByDay(tx: Tx, tenant: Tenant, due: SQL) {
  const rows = await tx
    .select({
      day: lineBucketDay,
      count: sql<number>`count(*)::int`,
      grossCod: sql<string>`sum(${codLines.codAmount})`,
      commission: sql<string>`sum(${codLines.commission})`,
      vat: sql<string>`sum(${codLines.vat})`,
      firstDelivered: sql<string | null>`min(${codLines.deliveredAt})`,
      lastDelivered: sql<string | null>`max(${codLines.deliveredAt})`,
    })
    .from(codLines)
    .where(ownedBy(codLines, tenant, due))
    .groupBy(sql`1`);
  const days = rows.map((row) => ({
    day: Number(row.day),
    count: Number(row.count),
    grossCod: Number(row.grossCod),
    commission: Number(row.commission),
    vat: Number(row.vat),
  }));
  const delivered = rows.flatMap((row) => [row.firstDelivered, row.lastDelivered]).filter((d) => d !== null);
  const sums = { count: 0, grossCod: 0, commission: 0, vat: 0 };
  for (const day of days) {
    sums.count += day.count;
    sums.grossCod += day.grossCod;
    sums.commission += day.commission;
    sums.vat += day.vat;
  }
  return {
    sums,
    days,
    firstDelivered: delivered.length ? new Date(delivered.reduce((a, b) => (a < b ? a : b))) : null,
    lastDelivered: delivered.length ? new Date(delivered.reduce((a, b) => (a > b ? a : b))) : null,
  };
}

/** The COD bill's buckets of a cut's lines move from COLLECTED to IN_BATCH: two rows per day. */
async function bucketsCut(tx: Tx, tenant: Tenant, days: Awaited<ReturnType<typeof dueByDay>>['days']) {
  await tx.insert(codLineBuckets).values(
    days.flatMap((day) => {
      const net = day.grossCod - day.commission - day.vat;
      return [
        {
          customerId: tenant.customerId,
          status: 'COLLECTED',
          day: day.day,
          lines: -day.count,
          net: -net,
          commission: -day.commission,
          vat: -day.vat,
        },
        { ...day, customerId: tenant.customerId, status: 'IN_BATCH', lines: day.count, net },
      ];
    }),
  );
}

/** Recomputes a batch's stored totals from its lines still in it and the returns it nets off. */
export async function refreshTotals(tx: Tx, batch: CodBatchRow): Promise<CodBatchRow> {
  const tenant = { customerId: batch.customerId };
  const lines = await tx
    .select({ codAmount: codLines.codAmount, commission: codLines.commission, vat: codLines.vat })
    .from(codLines)
    .where(ownedBy(codLines, tenant, linesOfBatch(batch, ['IN_BATCH', 'REMITTED'])));
  const fees = await tx
    .select({ fee: codBatchReturns.returnFee })
    .from(codBatchReturns)
    .where(ownedBy(codBatchReturns, tenant, eq(codBatchReturns.batchId, batch.id)));
  const totals = batchTotals(
    lines,
    fees.map((row) => row.fee),
    batch.adjustments,
    await nettedFreights(tx, batch),
  );
  const [updated] = await tx
    .update(codBatches)
    .set(totals)
    .where(ownedBy(codBatches, tenant, eq(codBatches.id, batch.id)))
    .returning();
  return updated;
}

/**
 * The returns whose fee a cut at `now` nets off: received back by the shipper (RETURNED) by the
 * cut, no batch netted yet, and not on a monthly statement already (which billed the fee): a
 * return fee is settled once, in the first batch cut after the return was received, or on the
 * statement of the month the parcel returned if that comes first (statement.rules.ts).
 */
export async function returnsToNet(tx: Tx, tenant: Tenant, now: Date) {
  const netted = tx
    .select({ id: codBatchReturns.parcelReturnId })
    .from(codBatchReturns)
    .where(ownedBy(codBatchReturns, tenant));
  const billed = tx
    .select({ orderId: monthlyStatementLines.orderId })
    .from(monthlyStatementLines)
    .where(ownedBy(monthlyStatementLines, tenant));
  return tx
    .select({ id: parcelReturns.id, returnFee: parcelReturns.returnFee })
    .from(parcelReturns)
    .where(
      ownedBy(
        parcelReturns,
        tenant,
        eq(parcelReturns.status, 'RETURNED'),
        lte(parcelReturns.receivedAt, now),
        notInArray(parcelReturns.id, netted),
        notInArray(parcelReturns.orderId, billed),
      ),
    )
    .orderBy(parcelReturns.id);
}

/**
 * Cuts the customer's batch at `now`: the collected lines due by today and the fees of the returns
 * received by now that nothing settled yet (returnsToNet). Below the minimum payout nothing is cut (the lines roll over, the shipper is told).
 */
export async function cutBatch(
  deps: FinanceDeps,
  tenant: Tenant,
  now: Date,
  calendar?: BusinessCalendar,
): Promise<CodBatchRow | null> {
  const cal = calendar ?? (await businessCalendar(deps.db));
  const today = wibDay(now);
  const terms = await codTermsOf(deps.db, tenant);
  const cut = await deps.db.transaction(async (tx) => {
    // one cut per customer at a time (the daily job and an operator's run); the writes that give
    // a line its payout day wait for it (openPayoutDay), so the range holds every line due in it
    await tx.execute(sql`select pg_advisory_xact_lock(${CUT_LOCK}, ${tenant.customerId})`);
    const after = (await lastCutDay(tx, tenant)) ?? '';
    if (after >= today) return null;
    const due = await dueByDay(tx, tenant, collectedBetween(after, today));
    const { sums } = due;
    if (sums.count === 0) return null;
    const returns = await returnsToNet(tx, tenant, now);
    const fees = returns.map((row) => row.returnFee);
    const freights = await freightToNet(tx, tenant);
    const freightAmounts = freights.map((row) => row.freight);
    const totals = batchTotalsOfSums(sums, fees, 0, freightAmounts);
    if (!payableNow(totals, terms)) {
      if (!deps.quiet)
        await notify(
          tx as unknown as Database,
          tenant,
          {
            category: 'COD',
            titleKey: 'cod.notify.rolledOver.title',
            bodyKey: 'cod.notify.rolledOver.body',
            params: { amount: money(totals.netPayout), minimum: money(terms.minPayout) },
            link: LINK,
          },
          now,
        );
      return null;
    }
    const [bank] = await tx.select().from(customerBankAccounts).where(ownedBy(customerBankAccounts, tenant));
    const [{ seq }] = await tx
      .select({ seq: sql<number>`count(*)::int + 1` })
      .from(codBatches)
      .where(ownedBy(codBatches, tenant, eq(codBatches.cutOffDay, today)));
    const batchNo = `CB${today.replace(/-/g, '')}${String(tenant.customerId).padStart(4, '0')}${String(seq).padStart(2, '0')}`;
    // the batch's range (after, today] is its lines: none of them is written (cod-batch-range.repo.ts)
    const [batch] = await tx
      .insert(codBatches)
      .values({
        customerId: tenant.customerId,
        batchNo,
        periodFrom: wibDay(due.firstDelivered ?? now),
        periodTo: wibDay(due.lastDelivered ?? now),
        cutOffDay: today,
        linesAfterDay: after,
        ...totals,
        bankCode: bank?.bankCode ?? null,
        bankAccountMasked: bank ? maskAccount(bank.accountNumber) : null,
        bankHolder: bank?.holderName ?? null,
        autoAgreeDay: cal.addBusinessDaysToDay(addDays(today, 1), terms.autoAgreeBusinessDays - 1),
        createdAt: now,
      })
      .returning();
    await bucketsCut(tx, tenant, due.days);
    if (returns.length > 0)
      await tx.insert(codBatchReturns).values(
        returns.map((row) => ({
          customerId: tenant.customerId,
          batchId: batch.id,
          parcelReturnId: row.id,
          returnFee: row.returnFee,
        })),
      );
    await recordNettedFreight(tx, batch, freights);
    await event(tx, batch, 'GENERATED', now, null);
    const mailed = await mailBatch(tx, batch, now);
    if (!deps.quiet)
      await notify(
        tx as unknown as Database,
        tenant,
        {
          category: 'COD',
          titleKey: 'notification.codBatchToVerify.title',
          bodyKey: 'notification.codBatchToVerify.body',
          params: {
            batchNo,
            count: batch.parcelCount,
            amount: money(batch.netPayout),
            deadline: batch.autoAgreeDay,
          },
          link: LINK,
        },
        now,
      );
    return mailed;
  });
  await send(deps, cut?.mail ?? null);
  return cut?.batch ?? null;
}

/** The shipper agrees the (verified or adjusted) statement: AGREED, to be scheduled for payment. */
export async function agreeBatch(
  deps: FinanceDeps,
  actor: Actor,
  batchId: number,
  now: Date,
  expect?: 'ADJUSTED',
) {
  return deps.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    const refusal = agreeRefusal(batch);
    if (refusal) throw new BizError(refusal);
    if (expect === 'ADJUSTED' && batch.status !== 'ADJUSTED') throw new BizError('cod.notAdjusted');
    const [agreed] = await tx
      .update(codBatches)
      .set({ status: 'AGREED', agreedAt: now, agreedBy: actor.userId })
      .where(ownedBy(codBatches, actor, eq(codBatches.id, batch.id)))
      .returning();
    await event(tx, agreed, 'AGREED', now, actor.userId, '', 'SHIPPER');
    return agreed;
  });
}

/** A memo on the thread of a batch. */
export async function addMemo(db: Database, actor: Actor, batchId: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    await event(tx, batch, 'MEMO', now, actor.userId, text, 'SHIPPER');
  });
}
