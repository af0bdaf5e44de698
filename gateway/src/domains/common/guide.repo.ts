import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideConfig, guideViews } from '../../db/schema';
import type { GuideSettings } from './guide.rules';
import { guideSetting } from './guide.schemas';

/**
 * The guides and their settings (guide_config). A row whose value is not a guide setting is no
 * guide (an older shape of the table), so it is left out rather than failing the call.
 */
export async function guideSettings(db: Database): Promise<GuideSettings> {
  const rows = await db.select().from(guideConfig);
  const settings: GuideSettings = {};
  for (const row of rows) {
    const parsed = guideSetting.safeParse(row.value);
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings;
}

/** The version of each guide the user has seen last. guide_views holds the user's rows only. */
export async function seenVersions(db: Database, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ guideKey: guideViews.guideKey, version: guideViews.version })
    .from(guideViews)
    .where(eq(guideViews.userId, userId));
  return new Map(rows.map((row) => [row.guideKey, row.version]));
}

/** Records that the user has seen this version of the guide (again: the newer one replaces it). */
export async function recordSeen(db: Database, userId: number, guideKey: string, version: number) {
  await db
    .insert(guideViews)
    .values({ userId, guideKey, version })
    .onConflictDoUpdate({
      target: [guideViews.userId, guideViews.guideKey],
      set: { version, seenAt: sql`now()` },
    });
}

/** Forgets every guide the user has seen: each shows again (end-to-end suites start from here). */
export async function forgetSeen(db: Database, userId: number) {
  await db.delete(guideViews).where(eq(guideViews.userId, userId));
}
