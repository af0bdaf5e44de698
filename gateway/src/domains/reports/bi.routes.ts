import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NoPermissionError, sessionOf } from '../../auth/plugin';
import { allowedBy } from '../../auth/route-permission';
import { ok } from '../../http/envelope';
import { registerMessages, t } from '../../i18n/messages';
import { biMessages } from './bi.messages';
import { deleteView, listViews, renameView, saveView } from './bi.repo';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_REPORTS } from './bi.rules';
import {
  savedViewDeleteBody,
  savedViewDeleteResponse,
  savedViewListBody,
  savedViewListResponse,
  savedViewRenameBody,
  savedViewResponse,
  savedViewSaveBody,
} from './bi.schemas';

/**
 * Saved report views (the spec's "BI list"), mounted under /report-api: a user's named filter sets
 * of the report screens, to list, save, rename and delete. Open to a user who may open any report
 * screen that saves views; a view is saved only for a report the user may open.
 */
export default async function biRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(biMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: { anyOf: SAVED_VIEW_REPORTS.map((report) => [report]) } };
  const tags = ['reports'];

  api.post(
    '/bi/list',
    {
      config,
      schema: {
        operationId: 'reports.biList',
        tags,
        summary: 'The caller’s saved report views (of one report, or all), by name',
        body: savedViewListBody,
        response: { 200: savedViewListResponse },
      },
    },
    async (request) =>
      ok({
        views: await listViews(app.db, sessionOf(request), request.body.report),
        limit: SAVED_VIEW_LIMITS.maxPerUser,
      }),
  );

  api.post(
    '/bi/save',
    {
      config,
      schema: {
        operationId: 'reports.biSave',
        tags,
        summary: 'Saves a report view: a new one, or a new filter for one (id); the filter is that report’s',
        body: savedViewSaveBody,
        response: { 200: savedViewResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!allowedBy(session, [[request.body.report]])) throw new NoPermissionError();
      return ok(await saveView(app.db, session, request.body), t(request.lang, 'bi.saved'));
    },
  );

  api.post(
    '/bi/rename',
    {
      config,
      schema: {
        operationId: 'reports.biRename',
        tags,
        summary: 'Renames one of the caller’s saved report views',
        body: savedViewRenameBody,
        response: { 200: savedViewResponse },
      },
    },
    async (request) =>
      ok(
        await renameView(app.db, sessionOf(request), request.body.id, request.body.name),
        t(request.lang, 'bi.renamed'),
      ),
  );

  api.post(
    '/bi/delete',
    {
      config,
      schema: {
        operationId: 'reports.biDelete',
        tags,
        summary: 'Deletes one of the caller’s saved report views',
        body: savedViewDeleteBody,
        response: { 200: savedViewDeleteResponse },
      },
    },
    async (request) => {
      await deleteView(app.db, sessionOf(request), request.body.id);
      return ok(null, t(request.lang, 'bi.deleted'));
    },
  );
}
