import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPermissions } from '../db/schema';
import { sessionsChanged } from './session-broadcast';
import { forgetSessions } from './session-cache';

/**
 * Sets a sub-account's permission keys (route names and button keys) to exactly `resourceCodes`,
 * in one transaction. The sessions of that user cached by this process hold the old keys, so they
 * are dropped: the next request of the user is checked against the new list. The sub-account
 * module saves permissions through this function only, never by writing `user_permissions` itself.
 */
export async function replaceUserPermissions(
  db: Database,
  userId: number,
  resourceCodes: readonly string[],
): Promise<void> {
  forgetSessions(db, { userId });
  const codes = [...new Set(resourceCodes)];
  await db.transaction(async (tx) => {
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    if (codes.length > 0)
      await tx.insert(userPermissions).values(codes.map((resourceCode) => ({ userId, resourceCode })));
  });
  await sessionsChanged(db, { userId });
}
