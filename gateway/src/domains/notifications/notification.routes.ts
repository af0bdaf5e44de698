import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { langFromHeader } from '../../i18n/language';
import { registerMessages } from '../../i18n/messages';
import { notificationPurgeKind } from './notification-purge.job';
import { markAllRead, markRead, notificationFile, notificationPage, unreadCount } from './notification.repo';
import { FILE_URL_TTL_SECONDS } from './notification.rules';
import {
  downloadUrlQuery,
  downloadUrlResponse,
  markReadBody,
  markedResponse,
  notificationPageBody,
  notificationPageResponse,
  unreadCountResponse,
} from './notification.schemas';
import { notificationTexts } from './notification.messages';

const PAGE = ['notificationCenter'];

/**
 * The notification centre (host /notificationCenter) and the header bell. Mounted under
 * /customer-api. Every call reads or changes only the caller's own notifications.
 *
 * The unread count is `'session'`, like the menu and the login status: the header asks for it on
 * every page, and the HTTP client logs a user out on a 403, so a sub-account without the
 * notificationCenter page would be signed out by its own header. It tells a user only how many of
 * their own notifications are unread. The centre's calls need the page key.
 */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(notificationTexts);
  const purge = notificationPurgeKind(app.db, app.config.notificationRetentionDays);
  await app.jobs.define(purge);
  await app.jobs.schedule(purge, app.config.notificationPurgeCron, {});
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;

  api.post(
    '/notification/page',
    {
      config: { permission: PAGE },
      schema: {
        operationId: 'notification.page',
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, by category and read state",
        body: notificationPageBody,
        response: { 200: notificationPageResponse },
      },
    },
    async (request) =>
      ok(
        await notificationPage(
          app.db,
          sessionOf(request),
          request.body,
          langFromHeader(request.headers.language),
        ),
      ),
  );

  api.get(
    '/notification/unreadCount',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'notification.unreadCount',
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread (the header bell)",
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ok({ count: await unreadCount(app.db, sessionOf(request)) }),
  );

  api.get(
    '/notification/readAll',
    {
      config: { permission: PAGE },
      schema: {
        operationId: 'notification.readAll',
        tags: ['notifications'],
        summary: "Marks all of the caller's notifications read",
        response: { 200: markedResponse },
      },
    },
    async (request) => ok({ updated: await markAllRead(app.db, sessionOf(request)) }),
  );

  api.post(
    '/notification/read',
    {
      config: { permission: PAGE },
      schema: {
        operationId: 'notification.read',
        tags: ['notifications'],
        summary: "Marks the caller's notifications read; when any id is not the caller's, nothing changes",
        body: markReadBody,
        response: { 200: markedResponse },
      },
    },
    async (request) => ok({ updated: await markRead(app.db, sessionOf(request), request.body.ids) }),
  );

  api.get(
    '/notification/downloadUrl',
    {
      config: { permission: PAGE },
      schema: {
        operationId: 'notification.downloadUrl',
        tags: ['notifications'],
        summary: "A freshly signed link to the file of one of the caller's notifications (an export)",
        querystring: downloadUrlQuery,
        response: { 200: downloadUrlResponse },
      },
    },
    async (request) => {
      const file = await notificationFile(app.db, sessionOf(request), request.query.id);
      const url = await storage.signedUrl(file.fileKey, FILE_URL_TTL_SECONDS);
      return ok({
        url,
        fileName: file.fileName,
        expiresAt: new Date(Date.now() + FILE_URL_TTL_SECONDS * 1000).toISOString(),
      });
    },
  );
}
