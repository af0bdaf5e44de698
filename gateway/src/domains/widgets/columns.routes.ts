import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import { columnsQuery, columnSaveItem, columnsResponse, columnSaveResponse } from './columns.schemas';
import { defaultColumns, validateLayout } from './columns.rules';
import { clearColumns, saveColumns, userColumns } from './columns.repo';

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
      await saveColumns(app.db, session, listKey, items);
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
      await clearColumns(app.db, session, listKey);
      return ok(defaults, t(lang, 'columns.restored'));
    },
  );
}
