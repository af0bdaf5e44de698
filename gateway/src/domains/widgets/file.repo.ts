import { eq } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/widgets';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';

/** Records who uploaded a stored file. */
export async function recordFile(
  db: Database,
  owner: Pick<SessionContext, 'customerId' | 'userId'>,
  file: { key: string; name: string; size: number; contentType: string; bizType: string | null },
): Promise<void> {
  await db.insert(files).values({
    customerId: owner.customerId,
    userId: owner.userId,
    key: file.key,
    name: file.name.slice(0, 255),
    size: file.size,
    contentType: file.contentType,
    bizType: file.bizType,
  });
}

/** Drops the customer's record of a file (a failed upload's). */
export async function forgetFile(db: Database, owner: Pick<SessionContext, 'customerId'>, key: string) {
  await db.delete(files).where(ownedBy(files, owner, eq(files.key, key)));
}

/** The file a signed link names, whoever's it is: the link's signature is its permission. */
export async function fileOfSignedLink(db: Database, key: string) {
  const [row] = await acrossTenants('signedLink', () => db.select().from(files).where(eq(files.key, key)));
  return row ?? null;
}
