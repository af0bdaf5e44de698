import { and, desc, eq } from 'drizzle-orm';
import { sessionsChanged } from '../../auth/session-broadcast';
import type { Database } from '../../db/client';
import { privacyAgreements, privacyReads } from '../../db/schema';
import { NotFoundError } from '../../http/envelope';

/** The newest version of an agreement (not found when there is none). */
export async function currentAgreement(db: Database, code: string) {
  const [agreement] = await db
    .select()
    .from(privacyAgreements)
    .where(eq(privacyAgreements.code, code))
    .orderBy(desc(privacyAgreements.version))
    .limit(1);
  if (!agreement) throw new NotFoundError('agreement');
  return agreement;
}

/**
 * Whether the user has read the current version (any channel); optionally records a read first,
 * with the client's address. A recorded read lifts the privacy gate of the user's sessions at once.
 */
export async function readStatus(
  db: Database,
  userId: number,
  code: string,
  record: { channel: 'online' | 'offline'; ip: string } | null,
) {
  const agreement = await currentAgreement(db, code);
  if (record) {
    await db
      .insert(privacyReads)
      .values({ userId, code, version: agreement.version, channel: record.channel, ip: record.ip })
      .onConflictDoNothing();
    await sessionsChanged(db, { userId });
  }
  const [read] = await db
    .select()
    .from(privacyReads)
    .where(
      and(
        eq(privacyReads.userId, userId),
        eq(privacyReads.code, code),
        eq(privacyReads.version, agreement.version),
      ),
    )
    .orderBy(privacyReads.readAt)
    .limit(1);
  return {
    code,
    version: agreement.version,
    read: Boolean(read),
    readAt: read ? read.readAt.toISOString() : null,
  };
}
