import { isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { accountRolePresets } from '../schema/account';
import { orders } from '../schema/orders';
import { acrossTenants } from '../tenant-scope';
import { senderKeySql } from '../../lib/parcel/sender-key';
import { ROLE_PRESETS } from './account-data';

/**
 * Fills `sender_key` of orders made before it existed (entry and import set it since), for every
 * shipper, so that a sub-account scoped to sender addresses finds them.
 */
export async function backfillSenderKeys(db: Database): Promise<void> {
  await acrossTenants('seed', () =>
    db
      .update(orders)
      .set({ senderKey: senderKeySql('sender_phone', 'sender_district_code', 'sender_address') })
      .where(isNull(orders.senderKey)),
  );
}

/** The preset roles (idempotent: a preset's names and keys follow the data on every seed), and the sender keys. */
export async function seedAccount(db: Database): Promise<void> {
  for (const [sort, preset] of ROLE_PRESETS.entries()) {
    const values = { ...preset, sort };
    await db
      .insert(accountRolePresets)
      .values(values)
      .onConflictDoUpdate({ target: accountRolePresets.code, set: values });
  }
  await backfillSenderKeys(db);
}
