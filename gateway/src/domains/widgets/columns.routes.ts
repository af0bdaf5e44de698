import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { listColumns } from '../../db/schema/widgets';
import { BizError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { pick, type Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { COLUMN_REGISTRY, MAX_FIXED_COLUMNS, type ColumnDefinition } from './columns.registry';
import { ownedBy } from '../../db/tenant-scope';

const flag = z.union([z.literal(0), z.literal(1)]);

export const columnsQuery = z.object({
  listKey: z.string().min(1).max(64).describe('the list, e.g. goodsTemplate or orderManagement'),
});

/** A dynamic column record: fieldName becomes the label, chooseField the prop. */
export const columnRecord = z
  .object({
    fieldName: z.string().describe('label in the request language'),
    chooseField: z.string(),
    viewFlag: flag.describe('1 shown, 0 hidden'),
    iconFlag: flag.describe('1 fixed on the left'),
    show: z.boolean().optional(),
    sort: z.number().int(),
  })
  .meta({ id: 'ColumnRecord' });

export const columnSaveItem = z.object({
  chooseField: z.string().min(1).max(64),
  viewFlag: flag,
  iconFlag: flag,
  sort: z.number().int().min(0).optional(),
  fieldName: z.string().max(100).optional(),
  show: z.boolean().optional(),
});

export const columnsResponse = envelopeOf(z.array(columnRecord));
export const columnSaveResponse = envelopeOf(z.null());

type ColumnRecord = z.infer<typeof columnRecord>;
type ColumnSaveItem = z.infer<typeof columnSaveItem>;

function registryOf(listKey: string): ColumnDefinition[] {
  const columns = Object.hasOwn(COLUMN_REGISTRY, listKey) ? COLUMN_REGISTRY[listKey] : undefined;
  if (!columns) throw new BizError('columns.unknownList', { listKey });
  return columns;
}

function toRecord(column: ColumnDefinition, lang: Lang, viewFlag: 0 | 1, iconFlag: 0 | 1, sort: number) {
  return {
    fieldName: pick(column.label, lang),
    chooseField: column.prop,
    viewFlag,
    iconFlag,
    show: viewFlag === 1,
    sort,
  };
}

/** The registry's default layout of a list, labelled in `lang`. */
export function defaultColumns(listKey: string, lang: Lang): ColumnRecord[] {
  return registryOf(listKey).map((column, index) =>
    toRecord(column, lang, column.visible ? 1 : 0, column.fixed ? 1 : 0, index),
  );
}

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

/**
 * Checks a layout against the chooser's rules: known and distinct fields, at least one shown, at
 * most MAX_FIXED_COLUMNS fixed. Returns the items in their final order.
 */
export function validateLayout(listKey: string, items: ColumnSaveItem[]): ColumnSaveItem[] {
  const known = new Set(registryOf(listKey).map((column) => column.prop));
  const seen = new Set<string>();
  for (const item of items) {
    if (!known.has(item.chooseField)) throw new BizError('columns.unknownField', { field: item.chooseField });
    if (seen.has(item.chooseField)) throw new BizError('columns.duplicateField', { field: item.chooseField });
    seen.add(item.chooseField);
  }
  if (!items.some((item) => item.viewFlag === 1)) throw new BizError('columns.keepOneSelected');
  const fixed = items.filter((item) => item.iconFlag === 1).length;
  if (fixed > MAX_FIXED_COLUMNS) throw new BizError('columns.maxFixedColumns', { count: MAX_FIXED_COLUMNS });
  return items
    .map((item, index) => ({ item, order: item.sort ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}

/** Dynamic columns per user and list: get, save, default (which also resets). Under /customer-api. */
export default async function columnRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];

  app.get(
    '/columns/get',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.getColumns',
        tags,
        summary: "The caller's column layout of a list (the default when none is saved)",
        querystring: columnsQuery,
        response: { 200: columnsResponse },
      },
    },
    async (request) => ok(await userColumns(app.db, sessionOf(request), request.query.listKey, request.lang)),
  );

  app.post(
    '/columns/save',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.saveColumns',
        tags,
        summary: "Saves the caller's column layout of a list",
        querystring: columnsQuery,
        body: z.array(columnSaveItem).max(200),
        response: { 200: columnSaveResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { listKey } = request.query;
      const items = validateLayout(listKey, request.body);
      await app.db.transaction(async (tx) => {
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
      return ok(null, t(request.lang, 'columns.saved'));
    },
  );

  app.get(
    '/columns/default',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.resetColumns',
        tags,
        summary: "The list's default columns; resets the caller's saved layout",
        querystring: columnsQuery,
        response: { 200: columnsResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { listKey } = request.query;
      const lang = request.lang;
      const defaults = defaultColumns(listKey, lang);
      await app.db
        .delete(listColumns)
        .where(
          ownedBy(
            listColumns,
            session,
            eq(listColumns.userId, session.userId),
            eq(listColumns.listKey, listKey),
          ),
        );
      return ok(defaults, t(lang, 'columns.restored'));
    },
  );
}
