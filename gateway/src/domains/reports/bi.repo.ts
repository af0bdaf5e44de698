import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { reportViews, users } from '../../db/schema';
import { ownedBy } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import { formatWib } from '../../lib/locale/time-format';
import { SAVED_VIEW_LIMITS, type SavedViewReport } from './bi.rules';
import type { SavedViewSave } from './bi.schemas';

// Saved report views: each user's own rows of `report_views`, always read through `ownedBy` and
// the user's id, so another user's or another customer's view id is an unknown view.

type ViewRow = typeof reportViews.$inferSelect;

/** A view as the calls answer it (times in WIB). */
function toView(row: ViewRow) {
  return {
    id: row.id,
    name: row.name,
    report: row.report,
    filter: row.filter,
    createdAt: formatWib(row.createdAt),
    updatedAt: formatWib(row.updatedAt),
  } as never as SavedViewSave & { id: number; createdAt: string; updatedAt: string };
}

const mine = (session: SessionContext, ...conditions: (SQL | undefined)[]) =>
  ownedBy(reportViews, session, eq(reportViews.userId, session.userId), ...conditions);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** The unique (user, name) index refused the name: a translated refusal instead of a 500. */
async function namedOnce<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('bi.duplicateName', { name });
    throw error;
  }
}

/** The user's saved views (of one report when `report` is given), by name. */
export async function listViews(db: Database, session: SessionContext, report?: SavedViewReport) {
  const rows = await db
    .select()
    .from(reportViews)
    .where(mine(session, report ? eq(reportViews.report, report) : undefined))
    .orderBy(asc(reportViews.name), asc(reportViews.id));
  return rows.map(toView);
}

/** One of the user's views, or the translated "unknown view" (another user's id is one too). */
async function viewOf(db: Database, session: SessionContext, id: number): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(reportViews)
    .where(mine(session, eq(reportViews.id, id)));
  if (!row) throw new BizError('bi.unknownView', { id }, 404);
  return row;
}

/**
 * Saves a view: a new one (at most SAVED_VIEW_LIMITS.maxPerUser per user; the user's row is locked
 * while counting, so two saves at once cannot pass the cap together), or with `id` a new filter
 * and name for one of the user's views of the same report.
 */
export async function saveView(db: Database, session: SessionContext, body: SavedViewSave) {
  const { id, name, report, filter } = body;
  if (id !== undefined) {
    const existing = await viewOf(db, session, id);
    if (existing.report !== report) throw new BizError('bi.otherReport', { name: existing.name });
    const [row] = await namedOnce(name, () =>
      db
        .update(reportViews)
        .set({ name, filter, updatedAt: sql`now()` })
        .where(mine(session, eq(reportViews.id, id)))
        .returning(),
    );
    return toView(row);
  }
  const row = await namedOnce(name, () =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(ownedBy(users, session, eq(users.id, session.userId)))
        .for('update');
      const [count] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(reportViews)
        .where(mine(session));
      if (Number(count?.n ?? 0) >= SAVED_VIEW_LIMITS.maxPerUser)
        throw new BizError('bi.tooManyViews', { max: SAVED_VIEW_LIMITS.maxPerUser });
      const [created] = await tx
        .insert(reportViews)
        .values({ customerId: session.customerId, userId: session.userId, name, report, filter })
        .returning();
      return created;
    }),
  );
  return toView(row);
}

/** Renames one of the user's views. */
export async function renameView(db: Database, session: SessionContext, id: number, name: string) {
  await viewOf(db, session, id);
  const [row] = await namedOnce(name, () =>
    db
      .update(reportViews)
      .set({ name, updatedAt: sql`now()` })
      .where(mine(session, eq(reportViews.id, id)))
      .returning(),
  );
  return toView(row);
}

/** Deletes one of the user's views. */
export async function deleteView(db: Database, session: SessionContext, id: number): Promise<void> {
  const gone = await db
    .delete(reportViews)
    .where(mine(session, eq(reportViews.id, id)))
    .returning({ id: reportViews.id });
  if (gone.length === 0) throw new BizError('bi.unknownView', { id }, 404);
}
