import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** Stores analytics events as sent. */
export async function storeAnalyticsEvents(db: Database, rows: AnalyticsEventRow[]): Promise<void> {
  await db.insert(analyticsEvents).values(rows);
}
