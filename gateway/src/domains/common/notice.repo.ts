import { and, asc, eq, gt, isNull, lte, notExists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';
import { pick, type Lang } from '../../i18n/language';
import { dismissedPerUser, noticeLevel, type NoticeKind } from './notice.rules';

/** The notices of one kind that show at `now` (see isShowing), in the request language. */
export async function showingNotices(
  db: Database,
  kind: NoticeKind,
  lang: Lang,
  { now, userId }: { now: Date; userId?: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(notices.kind, kind),
    eq(notices.active, true),
    or(isNull(notices.startsAt), lte(notices.startsAt, now)),
    or(isNull(notices.endsAt), gt(notices.endsAt, now)),
  ];
  if (userId !== undefined && dismissedPerUser(kind))
    conditions.push(
      notExists(
        db
          .select({ noticeId: noticeReads.noticeId })
          .from(noticeReads)
          .where(and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId))),
      ),
    );
  const rows = await db
    .select()
    .from(notices)
    .where(and(...conditions))
    .orderBy(asc(notices.sort), asc(notices.id));
  return rows.map((row) => ({
    id: row.id,
    title: pick(row.title, lang),
    content: pick(row.content, lang),
    link: row.link,
    level: noticeLevel(row.level),
    category: row.category,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}

/** Records that `userId` has read (for an advert: dismissed) a notice; false when there is no such notice. */
export async function markNoticeRead(db: Database, userId: number, noticeId: number): Promise<boolean> {
  const [notice] = await db.select({ id: notices.id }).from(notices).where(eq(notices.id, noticeId));
  if (!notice) return false;
  await db.insert(noticeReads).values({ userId, noticeId: notice.id }).onConflictDoNothing();
  return true;
}
