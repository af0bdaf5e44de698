import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { guideConfig, noticeReads, notices } from '../../db/schema';
import { NotFoundError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { langFromHeader, pick } from '../../i18n/language';
import { guideConfigResponse, noticeListResponse, noticeReadBody } from './common.schemas';

const NOTICE_KINDS = ['help', 'advert', 'warning'] as const;

/** Help texts, adverts and warnings (public, in the request language), notice reads, guide config. */
export default async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of NOTICE_KINDS) {
    app.get(
      `/common/${kind}`,
      {
        config: { permission: 'public' },
        schema: {
          operationId: `common.get${kind[0].toUpperCase()}${kind.slice(1)}`,
          summary: `The active ${kind} notices in the request language`,
          tags: ['common'],
          response: { 200: noticeListResponse },
        },
      },
      async (request) => {
        const lang = langFromHeader(request.headers.language);
        const rows = await app.db
          .select()
          .from(notices)
          .where(and(eq(notices.kind, kind), eq(notices.active, true)))
          .orderBy(asc(notices.sort), asc(notices.id));
        return ok(
          rows.map((row) => ({
            id: row.id,
            title: pick(row.title, lang),
            content: pick(row.content, lang),
            link: row.link,
          })),
        );
      },
    );
  }

  app.post(
    '/notice/read',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.readNotice',
        summary: 'Mark a notice as read',
        tags: ['common'],
        body: noticeReadBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const [notice] = await app.db
        .select({ id: notices.id })
        .from(notices)
        .where(eq(notices.id, request.body.id));
      if (!notice) throw new NotFoundError('notice');
      await app.db
        .insert(noticeReads)
        .values({ userId: sessionOf(request).userId, noticeId: notice.id })
        .onConflictDoNothing();
      return ok(null);
    },
  );

  app.get(
    '/guide/config',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.getGuideConfig',
        summary: 'The first-use guide settings',
        tags: ['common'],
        response: { 200: guideConfigResponse },
      },
    },
    async () => {
      const rows = await app.db.select().from(guideConfig);
      return ok(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    },
  );
}
