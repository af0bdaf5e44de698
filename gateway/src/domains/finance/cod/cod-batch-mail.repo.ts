import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { codBatchEvents, codBatches, type CodBatchRow } from '../../../db/schema';
import { startOfWibDay, wibDay } from '../../../lib/calendar/business-days';
import { COD_CODE_MAIL_LIMITS } from '../../../rules/cod-codes';
import { ownedBy } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import type { OutgoingMail } from '../../../mail/mailer';
import { DEFAULT_LANG, type Lang } from '../../../i18n/language';
import { t } from '../../../i18n/messages';
import { formatRupiahIn } from '../../../i18n/money-text';
import { codTermsOf } from './cod.repo';
import { decryptOutcome } from './cod.rules';

import type { FinanceDeps, Actor, Tx } from './cod-batch-event.repo';
import { boundEmail, event, lockedBatch, send } from './cod-batch-event.repo';

// The batch mail: its code, the shipper asking again, and "e-mail decrypt".

function hashCode(batchId: number, code: string): string {
  return createHash('sha256').update(`${batchId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether the batch had its day's codes mailed already (COD_CODE_MAIL_LIMITS, per WIB day). */
async function codeMailsSpent(tx: Tx, batch: CodBatchRow, now: Date): Promise<boolean> {
  const [mailed] = await tx
    .select({ n: count() })
    .from(codBatchEvents)
    .where(
      ownedBy(
        codBatchEvents,
        { customerId: batch.customerId },
        and(
          eq(codBatchEvents.batchId, batch.id),
          eq(codBatchEvents.kind, 'MAILED'),
          gte(codBatchEvents.at, startOfWibDay(wibDay(now))),
        ),
      ),
    );
  return Number(mailed?.n ?? 0) >= COD_CODE_MAIL_LIMITS.perBatchPerDay;
}

/** A day as the screens show it: '13-11-2026'. */
const dayText = (day: string) => day.split('-').reverse().join('-');

/**
 * The statement mail in `lang`: its net payout as rupiah in that language ('Rp 853.899' in
 * Indonesian), its auto-agree day as the screens show days.
 */
export function batchMailText(
  batch: Pick<CodBatchRow, 'batchNo' | 'parcelCount' | 'netPayout' | 'autoAgreeDay'>,
  code: string,
  lang: Lang,
): { subject: string; body: string } {
  return {
    subject: t(lang, 'cod.mail.subject', { batchNo: batch.batchNo }),
    body: t(lang, 'cod.mail.body', {
      batchNo: batch.batchNo,
      count: batch.parcelCount,
      amount: formatRupiahIn(batch.netPayout, lang),
      code,
      day: dayText(batch.autoAgreeDay),
    }),
  };
}

/**
 * Gives the batch a fresh code (MAILED when just generated) and answers the mail to send to the
 * bound e-mail, in `lang` (the language of the request that asked for it; a batch cut by the
 * daily job mails in the portal's default language, Indonesian). The caller sends it after its
 * transaction commits: the mail queue writes through its own connection.
 */
export async function mailBatch(
  tx: Tx,
  batch: CodBatchRow,
  now: Date,
  lang: Lang = DEFAULT_LANG,
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
        ...batchMailText(mailed, code, lang),
        kind: 'cod-statement',
        payload: { batchNo: batch.batchNo, batchId: batch.id, code },
      }
    : null;
  return { batch: mailed, mail };
}

/** The shipper asks for the statement mail again: a fresh code replaces the old one. */
export async function resendMail(
  deps: FinanceDeps,
  actor: Actor,
  batchId: number,
  now: Date,
  lang: Lang = DEFAULT_LANG,
) {
  const mailed = await deps.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    if (!['MAILED', 'VERIFIED', 'ADJUSTED'].includes(batch.status)) throw new BizError('cod.batchClosed');
    if (await codeMailsSpent(tx, batch, now))
      throw new BizError('cod.codeMailLimit', { max: COD_CODE_MAIL_LIMITS.perBatchPerDay });
    return mailBatch(tx, batch, now, lang);
  });
  await send(deps, mailed.mail);
  return mailed.batch;
}

/**
 * "E-mail decrypt": the code from the mail opens the statement and records the verification. A
 * wrong code spends a try; the last try locks the code and mails a new one, unless the batch had
 * its day's codes mailed (COD_CODE_MAIL_LIMITS): then the code stays locked, every code refused
 * unchecked, until the shipper asks for a new one on another day. A refusal changes nothing but
 * the try count.
 */
/** The code is locked and the day's codes are mailed: no new code goes out today. */
const LOCKED_NO_MAIL = { kind: 'LOCKED_NO_MAIL' } as const;

export async function decryptBatch(
  deps: FinanceDeps,
  actor: Actor,
  batchId: number,
  code: string,
  now: Date,
  lang: Lang = DEFAULT_LANG,
) {
  const terms = await codTermsOf(deps.db, actor);
  const result = await deps.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, actor, batchId);
    if (batch.verifiedAt) throw new BizError('cod.alreadyVerified');
    if (batch.status !== 'MAILED' || !batch.codeHash) throw new BizError('cod.batchClosed');
    // locked with no new code mailed: not even the right code opens it now
    if (batch.decryptTries >= terms.decryptMaxTries) return { outcome: LOCKED_NO_MAIL, batch, mail: null };
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
    if (await codeMailsSpent(tx, batch, now)) {
      await tx
        .update(codBatches)
        .set({ decryptTries: batch.decryptTries + 1 })
        .where(where);
      return { outcome: LOCKED_NO_MAIL, batch, mail: null };
    }
    const fresh = await mailBatch(tx, batch, now, lang);
    return { outcome, batch, mail: fresh.mail };
  });
  if (result.outcome === LOCKED_NO_MAIL)
    throw new BizError('cod.codeLockedNoMail', {
      tries: terms.decryptMaxTries,
      max: COD_CODE_MAIL_LIMITS.perBatchPerDay,
    });
  await send(deps, result.mail);
  if (result.outcome.kind === 'WRONG')
    throw new BizError('cod.wrongCode', { triesLeft: result.outcome.triesLeft });
  if (result.outcome.kind === 'LOCKED')
    throw new BizError('cod.codeLocked', { tries: terms.decryptMaxTries });
  return result.batch;
}
