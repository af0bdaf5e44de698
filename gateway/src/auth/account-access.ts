import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subAccountSettings } from '../db/schema';
import { ownedBy, type DataScope } from '../db/tenant-scope';

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
      hideMoney: subAccountSettings.hideMoney,
    })
    .from(subAccountSettings)
    .where(
      ownedBy(subAccountSettings, { customerId: user.customerId }, eq(subAccountSettings.userId, user.id)),
    );
  if (!setting) return FULL_ACCESS;
  return { dataScope: dataScopeOf(user.id, setting), hideMoney: setting.hideMoney };
}
