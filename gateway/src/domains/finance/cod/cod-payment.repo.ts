import { eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codLines, customerBankAccounts } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { addDays, wibDay, type BusinessCalendar } from '../../../lib/calendar/business-days';
import { businessCalendar } from '../../common';
import { collectedBetween, linesOfBatch, moveBuckets } from './cod-batch-range.repo';
import { notify } from '../../notifications';
import { codTermsOf } from './cod.repo';
import { recordShortfall } from './cod-netting.repo';
import { issueStatementIfDue } from '../statements/statement-job.repo';
import { dunStatements } from '../statements/statement-dunning.repo';
import { maskAccount, payoutPaused, transferFails, transferReference } from './cod.rules';

import type { FinanceDeps } from './cod-batch-event.repo';
import { event, LINK } from './cod-batch-event.repo';
import { cutBatch } from './cod-batch.repo';
import { money } from '../../../i18n/money-text';

// After the shipper answers: auto-agree, schedule, pay; and the daily run of every step.

/** Batches nobody answered by their auto-agree day are agreed (and say so). */
export async function autoAgree(db: Database, tenant: Tenant, now: Date): Promise<number> {
  const today = wibDay(now);
  const due = await db
    .update(codBatches)
    .set({ status: 'AGREED', agreedAt: now, autoAgreed: true })
    .where(
      ownedBy(
        codBatches,
        tenant,
        inArray(codBatches.status, ['MAILED', 'VERIFIED', 'ADJUSTED']),
        lte(codBatches.autoAgreeDay, today),
      ),
    )
    .returning();
  for (const batch of due) await event(db, batch, 'AUTO_AGREED', now, null);
  return due.length;
}

/** Agreed batches get their pay day: the next business day. */
export async function schedulePayments(
  db: Database,
  tenant: Tenant,
  now: Date,
  calendar?: BusinessCalendar,
): Promise<number> {
  const cal = calendar ?? (await businessCalendar(db));
  const payDay = cal.addBusinessDaysToDay(addDays(wibDay(now), 1), 0);
  const scheduled = await db
    .update(codBatches)
    .set({ status: 'PAYMENT_SCHEDULED', plannedPayDay: payDay })
    .where(ownedBy(codBatches, tenant, eq(codBatches.status, 'AGREED')))
    .returning();
  for (const batch of scheduled) await event(db, batch, 'SCHEDULED', now, null, payDay);
  return scheduled.length;
}

/**
 * Pays the scheduled (and failed, retried) batches due today, unless the customer has no bank
 * account or changed it within the pause. A refused transfer is TRANSFER_FAILED and retried on the
 * next business day.
 */
export async function payBatches(
  db: Database,
  tenant: Tenant,
  now: Date,
  calendar?: BusinessCalendar,
  quiet = false,
): Promise<number> {
  const cal = calendar ?? (await businessCalendar(db));
  const today = wibDay(now);
  const terms = await codTermsOf(db, tenant);
  const [bank] = await db.select().from(customerBankAccounts).where(ownedBy(customerBankAccounts, tenant));
  if (!bank || payoutPaused(bank.changedAt, now, terms)) return 0;
  const due = await db
    .select()
    .from(codBatches)
    .where(
      ownedBy(
        codBatches,
        tenant,
        inArray(codBatches.status, ['PAYMENT_SCHEDULED', 'TRANSFER_FAILED']),
        lte(codBatches.plannedPayDay, today),
      ),
    );
  let paid = 0;
  for (const batch of due) {
    await db.transaction(async (tx) => {
      const where = ownedBy(codBatches, tenant, eq(codBatches.id, batch.id));
      if (transferFails(batch.batchNo, batch.transferAttempts, terms)) {
        const retryDay = cal.addBusinessDaysToDay(addDays(today, 1), 0);
        const [failed] = await tx
          .update(codBatches)
          .set({
            status: 'TRANSFER_FAILED',
            transferAttempts: batch.transferAttempts + 1,
            plannedPayDay: retryDay,
          })
          .where(where)
          .returning();
        await event(tx, failed, 'TRANSFER_FAILED', now, null, retryDay);
        if (!quiet)
          await notify(
            tx as unknown as Database,
            tenant,
            {
              category: 'COD',
              titleKey: 'cod.notify.transferFailed.title',
              bodyKey: 'cod.notify.transferFailed.body',
              params: { batchNo: batch.batchNo, retryDay },
              link: LINK,
            },
            now,
          );
        return;
      }
      const reference = transferReference(batch.batchNo, batch.transferAttempts);
      const [done] = await tx
        .update(codBatches)
        .set({
          status: 'PAID',
          paidAt: now,
          transferReference: reference,
          transferAttempts: batch.transferAttempts + 1,
          bankCode: bank.bankCode,
          bankAccountMasked: maskAccount(bank.accountNumber),
          bankHolder: bank.holderName,
        })
        .where(where)
        .returning();
      // the lines of its range are written once, now: their buckets go back to COLLECTED, which the
      // update's trigger moves to REMITTED
      await moveBuckets(
        tx,
        tenant,
        collectedBetween(batch.linesAfterDay, batch.cutOffDay),
        'IN_BATCH',
        'COLLECTED',
      );
      await tx
        .update(codLines)
        .set({ status: 'REMITTED', commissionStatus: 'DEDUCTED', batchId: batch.id })
        .where(ownedBy(codLines, tenant, linesOfBatch(batch, ['IN_BATCH'])));
      await recordShortfall(tx, done, now);
      await event(tx, done, 'PAID', now, null, reference);
      if (!quiet)
        await notify(
          tx as unknown as Database,
          tenant,
          {
            category: 'COD',
            titleKey: 'cod.notify.paid.title',
            bodyKey: 'cod.notify.paid.body',
            params: { batchNo: batch.batchNo, amount: money(batch.netPayout), reference },
            link: LINK,
          },
          now,
        );
      paid += 1;
    });
  }
  return paid;
}

/** Every due finance step of one customer at `now`, in lifecycle order (jobs and the test hook). */
export async function runCycle(deps: FinanceDeps, tenant: Tenant, now: Date) {
  const calendar = await businessCalendar(deps.db);
  const autoAgreed = await autoAgree(deps.db, tenant, now);
  const cut = await cutBatch(deps, tenant, now, calendar);
  const scheduled = await schedulePayments(deps.db, tenant, now, calendar);
  const paid = await payBatches(deps.db, tenant, now, calendar, deps.quiet);
  const statement = await issueStatementIfDue(deps.db, tenant, now, calendar, deps.quiet);
  const dunning = await dunStatements(deps.db, tenant, now);
  return {
    cut: cut?.batchNo ?? null,
    autoAgreed,
    scheduled,
    paid,
    statement: statement?.statementNo ?? null,
    ...dunning,
  };
}
