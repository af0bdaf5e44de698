import { count, desc, eq } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { feedbackNotes } from '../../db/schema';
import { ownedBy } from '../../db/tenant-scope';

/** A page of the user's own feedback notes, last changed first, and how many there are. */
export async function feedbackPage(db: Database, session: SessionContext, current: number, size: number) {
  const mine = ownedBy(feedbackNotes, session, eq(feedbackNotes.userId, session.userId));
  const [{ total }] = await db.select({ total: count() }).from(feedbackNotes).where(mine);
  const rows = await db
    .select()
    .from(feedbackNotes)
    .where(mine)
    .orderBy(desc(feedbackNotes.updatedAt), desc(feedbackNotes.id))
    .limit(size)
    .offset((current - 1) * size);
  return { total: Number(total), rows };
}

/**
 * Saves notes in one transaction: a note with an id updates the user's own note of that id (none
 * when it is not theirs), one without is added. Answers how many were saved.
 */
export async function saveFeedback(
  db: Database,
  session: SessionContext,
  notes: { id?: number; content: string }[],
): Promise<number> {
  let saved = 0;
  await db.transaction(async (tx) => {
    for (const note of notes) {
      if (note.id) {
        const updated = await tx
          .update(feedbackNotes)
          .set({ content: note.content, updatedAt: new Date() })
          .where(
            ownedBy(
              feedbackNotes,
              session,
              eq(feedbackNotes.id, note.id),
              eq(feedbackNotes.userId, session.userId),
            ),
          )
          .returning({ id: feedbackNotes.id });
        saved += updated.length;
      } else {
        await tx
          .insert(feedbackNotes)
          .values({ customerId: session.customerId, userId: session.userId, content: note.content });
        saved += 1;
      }
    }
  });
  return saved;
}
