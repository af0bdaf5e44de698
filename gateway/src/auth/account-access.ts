import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addressBookEntries, subAccountSettings } from '../db/schema';
import { ownedBy, type DataScope, type Tenant } from '../db/tenant-scope';
import { senderKey } from '../parcel/sender-key';

/** What a user may see beyond its permission keys: its data scope and the hide-money flag. */
export interface AccountAccess {
  dataScope: DataScope | null;
  hideMoney: boolean;
}

/** A main account, or a sub-account without settings: every order, every amount. */
export const FULL_ACCESS: AccountAccess = { dataScope: null, hideMoney: false };

/** The data scope a stored setting stands for (null: every order of the customer). */
export function dataScopeOf(
  userId: number,
  setting: { dataScope: string; senderKeys: readonly string[] },
): DataScope | null {
  if (setting.dataScope === 'OWN') return { createdBy: userId };
  if (setting.dataScope === 'SENDERS') return { senderKeys: [...setting.senderKeys] };
  return null;
}

/** The customer's sender address book entries among `ids`, with what their key is made of. */
export async function senderAddressEntries(db: Database, tenant: Tenant, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: addressBookEntries.id,
      phone: addressBookEntries.phone,
      districtCode: addressBookEntries.districtCode,
      address: addressBookEntries.address,
    })
    .from(addressBookEntries)
    .where(
      ownedBy(
        addressBookEntries,
        tenant,
        eq(addressBookEntries.kind, 'SENDER'),
        inArray(addressBookEntries.id, [...ids]),
      ),
    );
}

/**
 * The keys a SENDERS scope matches: those of its addresses when they were chosen (the orders sent
 * from them then) and those of the same address-book entries now, so that an edited address keeps
 * its old orders and brings its new ones. A deleted entry keeps its chosen keys.
 */
export async function scopeSenderKeys(
  db: Database,
  tenant: Tenant,
  setting: { senderAddressIds: readonly number[]; senderKeys: readonly string[] },
): Promise<string[]> {
  const entries = await senderAddressEntries(db, tenant, setting.senderAddressIds);
  return [...new Set([...setting.senderKeys, ...entries.map((entry) => senderKey(entry))])].sort();
}

/**
 * The data scope and hide-money flag of a user (sub_account_settings; the main account sees
 * all). Read with the session (session-store.ts) and by jobs that act for a user (exports).
 */
export async function loadAccountAccess(
  db: Database,
  user: { id: number; customerId: number; isAdmin: boolean },
): Promise<AccountAccess> {
  if (user.isAdmin) return FULL_ACCESS;
  const [setting] = await db
    .select({
      dataScope: subAccountSettings.dataScope,
      senderKeys: subAccountSettings.senderKeys,
      senderAddressIds: subAccountSettings.senderAddressIds,
      hideMoney: subAccountSettings.hideMoney,
    })
    .from(subAccountSettings)
    .where(
      ownedBy(subAccountSettings, { customerId: user.customerId }, eq(subAccountSettings.userId, user.id)),
    );
  if (!setting) return FULL_ACCESS;
  const senderKeys =
    setting.dataScope === 'SENDERS'
      ? await scopeSenderKeys(db, { customerId: user.customerId }, setting)
      : setting.senderKeys;
  return { dataScope: dataScopeOf(user.id, { ...setting, senderKeys }), hideMoney: setting.hideMoney };
}
