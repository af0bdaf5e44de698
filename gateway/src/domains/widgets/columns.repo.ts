import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { listColumns } from '../../db/schema/widgets';
import { type Lang } from '../../i18n/language';
import { ownedBy } from '../../db/tenant-scope';
import type { ColumnRecord, ColumnSaveItem } from './columns.schemas';
import { registryOf, toRecord, defaultColumns } from './columns.rules';

/**
 * The user's layout of a list: the saved columns in their order, then any column the list gained
 * since (hidden); the default layout when nothing is saved.
 */
export async function userColumns(
  db: Database,
  session: SessionContext,
  listKey: string,
  lang: Lang,
): Promise<ColumnRecord[]> {
  const registry = registryOf(listKey);
  const saved = await db
    .select()
    .from(listColumns)
    .where(
      ownedBy(listColumns, session, eq(listColumns.userId, session.userId), eq(listColumns.listKey, listKey)),
    )
    .orderBy(asc(listColumns.sort));
  if (saved.length === 0) return defaultColumns(listKey, lang);
  const byProp = new Map(registry.map((column) => [column.prop, column]));
  const records: ColumnRecord[] = [];
  for (const row of saved) {
    const column = byProp.get(row.chooseField);
    if (!column) continue;
    byProp.delete(row.chooseField);
    records.push(toRecord(column, lang, row.viewFlag ? 1 : 0, row.iconFlag ? 1 : 0, records.length));
  }
  for (const column of byProp.values()) records.push(toRecord(column, lang, 0, 0, records.length));
  return records;
}

/** Replaces the user's saved layout of a list with `items`, in their order. */
export async function saveColumns(
  db: Database,
  session: SessionContext,
  listKey: string,
  items: ColumnSaveItem[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(listColumns)
      .where(
        ownedBy(
          listColumns,
          session,
          eq(listColumns.userId, session.userId),
          eq(listColumns.listKey, listKey),
        ),
      );
    await tx.insert(listColumns).values(
      items.map((item, index) => ({
        userId: session.userId,
        customerId: session.customerId,
        listKey,
        chooseField: item.chooseField,
        viewFlag: item.viewFlag,
        iconFlag: item.iconFlag,
        sort: index,
      })),
    );
  });
}

/** Forgets the user's saved layout of a list (the default applies again). */
export async function clearColumns(db: Database, session: SessionContext, listKey: string): Promise<void> {
  await db
    .delete(listColumns)
    .where(
      ownedBy(listColumns, session, eq(listColumns.userId, session.userId), eq(listColumns.listKey, listKey)),
    );
}
