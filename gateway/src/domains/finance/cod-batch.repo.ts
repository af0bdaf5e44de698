import { createHash, randomInt } from 'node:crypto';
import { asc, eq, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  codBatchEvents,
  codBatches,
  codBatchReturns,
  codDisputes,
  codLines,
  customerBankAccounts,
  parcelReturns,
  users,
  type CodBatchRow,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import { addDays, wibDay, type BusinessCalendar } from '../../lib/calendar/business-days';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { businessCalendar } from '../common';
import { notify } from '../notifications';
import { codTermsOf } from './cod.repo';
import { freightToNet, nettedFreights, recordNettedFreight, recordShortfall } from './cod-netting.repo';
import { generateStatement } from './statement.repo';
import { dunStatements } from './statement-lifecycle.repo';
import { previousPeriod } from './statement.rules';
import {
  agreeRefusal,
  batchTotals,
  batchTotalsOfSums,
  decryptOutcome,
  disputeRefusal,
  maskAccount,
  payableNow,
  payoutPaused,
  transferFails,
  transferReference,
} from './cod.rules';

/** What the batch lifecycle needs besides the database: the mailer of the bound e-mail. */
export interface FinanceDeps {
  db: Database;
  mailer: Mailer;
  /** The demo seed replays past days: no mails, no notifications. */
  quiet?: boolean;
}

type Actor = Tenant & { userId: number };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const LINK = '/codeReconciliation';

function hashCode(batchId: number, code: string): string {
  return createHash('sha256').update(`${batchId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The bound e-mail of a customer: its main account's. */
export async function boundEmail(db: Database | Tx, tenant: Tenant): Promise<string | null> {
  const [main] = await db
    .select({ email: users.email })
    .from(users)
    .where(ownedBy(users, tenant, eq(users.isAdmin, true), isNull(users.parentCustomerId)))
    .orderBy(asc(users.id))
    .limit(1);
  return main?.email ?? null;
}

async function event(
  db: Database | Tx,
  batch: CodBatchRow,
  kind: string,
  at: Date,
  userId: number | null,
  text = '',
  side = 'COURIER',
) {
  await db
    .insert(codBatchEvents)
    .values({ customerId: batch.customerId, batchId: batch.id, kind, side, userId, text, at });
}

/** A batch of the tenant, locked for the transaction; refused when it is not the tenant's. */
async function lockedBatch(tx: Tx, tenant: Tenant, batchId: number): Promise<CodBatchRow> {
  const [batch] = await tx
    .select()
    .from(codBatches)
    .where(ownedBy(codBatches, tenant, eq(codBatches.id, batchId)))
    .for('update');
  if (!batch) throw new BizError('cod.batchUnknown');
  return batch;
}

/** Advisory-lock namespace of a customer's batch cut. */
const CUT_LOCK = 0xc0d;

/** Count and sums of the lines a condition selects, with their first and last delivery. */
async function lineSums(tx: Tx, where: SQL) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      grossCod: sql<string>`coalesce(sum(${codLines.codAmount}), 0)`,
      commission: sql<string>`coalesce(sum(${codLines.commission}), 0)`,
      vat: sql<string>`coalesce(sum(${codLines.vat}), 0)`,
      firstDelivered: sql<string | null>`min(${codLines.deliveredAt})`,
      lastDelivered: sql<string | null>`max(${codLines.deliveredAt})`,
    })
    .from(codLines)
    .where(where);
  return {
    count: Number(row.count),
    grossCod: Number(row.grossCod),
    commission: Number(row.commission),
    vat: Number(row.vat),
    firstDelivered: row.firstDelivered ? new Date(row.firstDelivered) : null,
    lastDelivered: row.lastDelivered ? new Date(row.lastDelivered) : null,
  };
}

/** Recomputes a batch's stored totals from its lines still in it and the returns it nets off. */
async function refreshTotals(tx: Tx, batch: CodBatchRow): Promise<CodBatchRow> {
  const tenant = { customerId: batch.customerId };
  const lines = await tx
    .select({ codAmount: codLines.codAmount, commission: codLines.commission, vat: codLines.vat })
    .from(codLines)
    .where(
      ownedBy(
        codLines,
        tenant,
        eq(codLines.batchId, batch.id),
        inArray(codLines.status, ['IN_BATCH', 'REMITTED']),
      ),
    );
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
 * Gives the batch a fresh code (MAILED when just generated) and answers the mail to send to the
 * bound e-mail. The caller sends it after its transaction commits: the mail queue writes through
 * its own connection.
 */
export async function mailBatch(
  tx: Tx,
  batch: CodBatchRow,
  now: Date,
): Promise<{ batch: CodBatchRow; mail: OutgoingMail | null }> {
  const tenant = { customerId: batch.customerId };
  const code = newCode();
  const [mailed] = await tx
    .update(codBatches)
    .set({
      status: batch.status === 'GENERATED' ? 'MAILED' : batch.status,
      codeHash: hashCode(batch.id, code),
      decryptTries: 0,
      mailedAt: now,
    })
    .where(ownedBy(codBatches, tenant, eq(codBatches.id, batch.id)))
    .returning();
  await event(tx, mailed, 'MAILED', now, null);
  const to = await boundEmail(tx, tenant);
  const mail = to
    ? {
        to,
        subject: `COD statement ${batch.batchNo}`,
        body:
          `Your COD statement ${batch.batchNo} (${mailed.parcelCount} waybills, net payout Rp ${mailed.netPayout}) is ready. ` +
          `Open it in the portal with the code ${code}. Unanswered, it is agreed automatically on ${batch.autoAgreeDay}.`,
        kind: 'cod-statement',
        payload: { batchNo: batch.batchNo, batchId: batch.id, code },
      }
    : null;
  return { batch: mailed, mail };
}

async function send(deps: FinanceDeps, mail: OutgoingMail | null) {
  if (mail && !deps.quiet) await deps.mailer.send(mail);
}

/**
 * Cuts the customer's batch at `now`: the collected lines due by today and the return fees not yet
 * netted. Below the minimum payout nothing is cut (the lines roll over, the shipper is told).
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
    // one cut per customer at a time (the daily job and an operator's run)
    await tx.execute(sql`select pg_advisory_xact_lock(${CUT_LOCK}, ${tenant.customerId})`);
    const due = [
      eq(codLines.status, 'COLLECTED'),
      isNull(codLines.batchId),
      lte(codLines.expectedPayoutDay, today),
    ];
    const sums = await lineSums(tx, ownedBy(codLines, tenant, ...due));
    if (sums.count === 0) return null;
    const netted = tx
      .select({ id: codBatchReturns.parcelReturnId })
      .from(codBatchReturns)
      .where(ownedBy(codBatchReturns, tenant));
    const returns = await tx
      .select({ id: parcelReturns.id, returnFee: parcelReturns.returnFee })
      .from(parcelReturns)
      .where(ownedBy(parcelReturns, tenant, notInArray(parcelReturns.id, netted)));
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
            params: { amount: totals.netPayout, minimum: terms.minPayout },
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
    const [batch] = await tx
      .insert(codBatches)
      .values({
        customerId: tenant.customerId,
        batchNo,
        periodFrom: wibDay(sums.firstDelivered ?? now),
        periodTo: wibDay(sums.lastDelivered ?? now),
        cutOffDay: today,
        ...totals,
        bankCode: bank?.bankCode ?? null,
        bankAccountMasked: bank ? maskAccount(bank.accountNumber) : null,
        bankHolder: bank?.holderName ?? null,
        autoAgreeDay: cal.addBusinessDaysToDay(addDays(today, 1), terms.autoAgreeBusinessDays - 1),
        createdAt: now,
      })
      .returning();
    await tx
      .update(codLines)
      .set({ status: 'IN_BATCH', commissionStatus: 'BILLED', batchId: batch.id })
      .where(ownedBy(codLines, tenant, ...due));
    // the lines moved under the lock: the batch's totals are theirs (one collected meanwhile included)
    const moved = await lineSums(tx, ownedBy(codLines, tenant, eq(codLines.batchId, batch.id)));
    if (moved.count !== sums.count || moved.grossCod !== sums.grossCod)
      await tx
        .update(codBatches)
        .set(batchTotalsOfSums(moved, fees, 0, freightAmounts))
        .where(ownedBy(codBatches, tenant, eq(codBatches.id, batch.id)));
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
            amount: batch.netPayout,
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

/** The shipper asks for the statement mail again: a fresh code replaces the old one. */
export async function resendMail(deps: FinanceDeps, actor: Actor, batchId: number, now: Date) {
  const mailed = await deps.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    if (!['MAILED', 'VERIFIED', 'ADJUSTED'].includes(batch.status)) throw new BizError('cod.batchClosed');
    return mailBatch(tx, batch, now);
  });
  await send(deps, mailed.mail);
  return mailed.batch;
}

/**
 * "E-mail decrypt": the code from the mail opens the statement and records the verification. A
 * wrong code spends a try; the last try locks the code and mails a new one. A refusal changes
 * nothing but the try count.
 */
export async function decryptBatch(
  deps: FinanceDeps,
  actor: Actor,
  batchId: number,
  code: string,
  now: Date,
) {
  const terms = await codTermsOf(deps.db, actor);
  const result = await deps.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    if (batch.verifiedAt) throw new BizError('cod.alreadyVerified');
    if (batch.status !== 'MAILED' || !batch.codeHash) throw new BizError('cod.batchClosed');
    const outcome = decryptOutcome(hashCode(batch.id, code) === batch.codeHash, batch.decryptTries, terms);
    const where = ownedBy(codBatches, actor, eq(codBatches.id, batch.id));
    if (outcome.kind === 'VERIFIED') {
      const [verified] = await tx
        .update(codBatches)
        .set({ status: 'VERIFIED', verifiedAt: now, verifiedBy: actor.userId })
        .where(where)
        .returning();
      await event(tx, verified, 'VERIFIED', now, actor.userId, '', 'SHIPPER');
      return { outcome, batch: verified, mail: null };
    }
    if (outcome.kind === 'WRONG') {
      await tx
        .update(codBatches)
        .set({ decryptTries: batch.decryptTries + 1 })
        .where(where);
      return { outcome, batch, mail: null };
    }
    await event(tx, batch, 'LOCKED', now, actor.userId, '', 'SHIPPER');
    const fresh = await mailBatch(tx, batch, now);
    return { outcome, batch, mail: fresh.mail };
  });
  await send(deps, result.mail);
  if (result.outcome.kind === 'WRONG')
    throw new BizError('cod.wrongCode', { triesLeft: result.outcome.triesLeft });
  if (result.outcome.kind === 'LOCKED')
    throw new BizError('cod.codeLocked', { tries: terms.decryptMaxTries });
  return result.batch;
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
    const lines = await tx
      .select()
      .from(codLines)
      .where(ownedBy(codLines, actor, inArray(codLines.id, ids)))
      .for('update');
    for (const id of ids) {
      const line = lines.find((row) => row.id === id);
      if (!line || line.batchId !== batch.id) throw new BizError('cod.lineNotInBatch', { lineId: id });
      if (line.status !== 'IN_BATCH') throw new BizError('cod.lineDisputed', { billCode: line.billCode });
    }
    await tx
      .update(codLines)
      .set({ status: 'DISPUTED' })
      .where(ownedBy(codLines, actor, inArray(codLines.id, ids)));
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
 * today, so the next cut takes it into a new batch.
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
        expectedPayoutDay: wibDay(now),
      })
      .where(ownedBy(codLines, tenant, eq(codLines.id, dispute.codLineId)));
  });
}

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
      await tx
        .update(codLines)
        .set({ status: 'REMITTED', commissionStatus: 'DEDUCTED' })
        .where(ownedBy(codLines, tenant, eq(codLines.batchId, batch.id), eq(codLines.status, 'IN_BATCH')));
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
            params: { batchNo: batch.batchNo, amount: batch.netPayout, reference },
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

/** On the first business day of a month, the statement of the month before (idempotent). */
export async function issueStatementIfDue(
  db: Database,
  tenant: Tenant,
  now: Date,
  calendar?: BusinessCalendar,
  quiet = false,
) {
  const cal = calendar ?? (await businessCalendar(db));
  const today = wibDay(now);
  const [year, month] = today.split('-').map(Number);
  if (cal.firstBusinessDayOfMonth(year, month) !== today) return null;
  return generateStatement(db, tenant, previousPeriod(today), today, now, undefined, quiet);
}
