import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatchEvents, codBatches, users, type CodBatchRow } from '../../../db/schema';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';
import { BizError } from '../../../http/envelope';
import type { Mailer, OutgoingMail } from '../../../mail/mailer';

// What every step of the COD batch lifecycle shares: its dependencies, the thread, the locked batch.

/** What the batch lifecycle needs besides the database: the mailer of the bound e-mail. */
export interface FinanceDeps {
  db: Database;
  mailer: Mailer;
  /** The demo seed replays past days: no mails, no notifications. */
  quiet?: boolean;
}

export type Actor = Tenant & { userId: number };
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LINK = '/codeReconciliation';

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

export async function event(
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
export async function lockedBatch(tx: Tx, tenant: Tenant, batchId: number): Promise<CodBatchRow> {
  const [batch] = await tx
    .select()
    .from(codBatches)
    .where(ownedBy(codBatches, tenant, eq(codBatches.id, batchId)))
    .for('update');
  if (!batch) throw new BizError('cod.batchUnknown');
  return batch;
}

export async function send(deps: FinanceDeps, mail: OutgoingMail | null) {
  if (mail && !deps.quiet) await deps.mailer.send(mail);
}
