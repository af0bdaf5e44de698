import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notices } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pick } from '../../i18n/language';
import { noticeListResponse } from './common.schemas';
const NOTICE_KINDS = ['help', 'advert', 'warning'] as const;

/** Help texts, adverts and warnings (public, in the request language). */
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
        const lang = request.lang;
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
}
