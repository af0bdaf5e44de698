import { DEFAULT_LANG, type Lang } from '../../../i18n/language';
import { t } from '../../../i18n/messages';
import { createHash, randomInt } from 'node:crypto';
import { desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankAccountChanges, customerBankAccounts } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import type { Mailer } from '../../../mail/mailer';
import { boundEmail } from './cod-batch-event.repo';
import { maskAccount } from './cod.rules';

/** How long a mailed bank-account change code stays valid. */
export const BANK_CODE_TTL_MS = 15 * 60 * 1000;

interface Actor extends Tenant {
  userId: number;
  isAdmin: boolean;
}

const hash = (changeId: number, code: string) =>
  createHash('sha256').update(`bank:${changeId}:${code}`).digest('hex');

/** Only the main account changes the payout account. */
function mainOnly(actor: Actor) {
  if (!actor.isAdmin) throw new BizError('bank.mainAccountOnly');
}

/** The payout account, masked. */
export async function bankAccountOf(db: Database, tenant: Tenant) {
  const [row] = await db.select().from(customerBankAccounts).where(ownedBy(customerBankAccounts, tenant));
  if (!row) return null;
  return {
    bankCode: row.bankCode,
    accountMasked: maskAccount(row.accountNumber),
    holderName: row.holderName,
    verified: row.verified,
    changedAt: row.changedAt.toISOString(),
  };
}

/** Records a requested change and mails its code to the bound e-mail. */
export async function requestBankChange(
  db: Database,
  mailer: Mailer,
  actor: Actor,
  input: { bankCode: string; accountNumber: string; holderName: string },
  now: Date,
  lang: Lang = DEFAULT_LANG,
) {
  mainOnly(actor);
  const to = await boundEmail(db, actor);
  if (!to) throw new BizError('bank.noEmail');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [change] = await db
    .insert(bankAccountChanges)
    .values({
      customerId: actor.customerId,
      ...input,
      codeHash: 'pending',
      requestedBy: actor.userId,
      expiresAt: new Date(now.getTime() + BANK_CODE_TTL_MS),
      createdAt: now,
    })
    .returning();
  await db
    .update(bankAccountChanges)
    .set({ codeHash: hash(change.id, code) })
    .where(ownedBy(bankAccountChanges, actor, eq(bankAccountChanges.id, change.id)));
  await mailer.send({
    to,
    subject: t(lang, 'bank.mail.subject'),
    body: t(lang, 'bank.mail.body', {
      account: `${input.bankCode} ${maskAccount(input.accountNumber)}`,
      code,
    }),
    kind: 'bank-change',
    payload: { code },
  });
}

/** Applies the newest open change with its mailed code; payouts pause from now (changedAt). */
export async function confirmBankChange(db: Database, actor: Actor, code: string, now: Date) {
  mainOnly(actor);
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(bankAccountChanges)
      .where(
        ownedBy(
          bankAccountChanges,
          actor,
          isNull(bankAccountChanges.appliedAt),
          gt(bankAccountChanges.expiresAt, now),
        ),
      )
      .orderBy(desc(bankAccountChanges.id))
      .limit(1)
      .for('update');
    if (!change || change.codeHash !== hash(change.id, code)) throw new BizError('bank.wrongCode');
    await tx
      .update(bankAccountChanges)
      .set({ appliedAt: now })
      .where(ownedBy(bankAccountChanges, actor, eq(bankAccountChanges.id, change.id)));
    await setPayoutAccount(tx, actor, change, now);
  });
}

/** The database, or the transaction a write runs in. */
type Writer = Pick<Database, 'select' | 'update' | 'insert'>;

/**
 * Makes `account` the customer's payout account from `now`; COD payouts pause for the contract's
 * bankChangePauseHours after it. The same account again changes nothing (no pause). Used by the
 * code-confirmed change here and by the approval of customer data (the account domain's review).
 * Answers whether the account changed.
 */
export async function setPayoutAccount(
  db: Writer,
  tenant: Tenant,
  account: { bankCode: string; accountNumber: string; holderName: string },
  now: Date,
): Promise<boolean> {
  const [current] = await db.select().from(customerBankAccounts).where(ownedBy(customerBankAccounts, tenant));
  if (
    current &&
    current.bankCode === account.bankCode &&
    current.accountNumber === account.accountNumber &&
    current.holderName === account.holderName
  )
    return false;
  const values = {
    bankCode: account.bankCode,
    accountNumber: account.accountNumber,
    holderName: account.holderName,
    verified: true,
    changedAt: now,
  };
  if (current) await db.update(customerBankAccounts).set(values).where(ownedBy(customerBankAccounts, tenant));
  else await db.insert(customerBankAccounts).values({ customerId: tenant.customerId, ...values });
  return true;
}
