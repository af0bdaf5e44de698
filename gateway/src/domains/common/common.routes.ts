import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { noticeListResponse } from './common.schemas';
import { showingNotices } from './notice.repo';
import { NOTICE_KINDS, dismissedPerUser } from './notice.rules';

const SUMMARIES = {
  help: 'The help articles in the request language',
  advert: 'The adverts in the request language, less those the signed-in caller has dismissed',
  warning: 'The warnings in force in the request language',
} as const;

/**
 * Help articles, adverts and warnings (public, in the request language): those active and inside
 * their window now, by sort. An advert a signed-in caller has dismissed (notice/read) does not come
 * back to that caller; the call stays public and reads the session only when a token is sent.
 */
export default async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of NOTICE_KINDS) {
    app.get(
      `/common/${kind}`,
      {
        config: { permission: 'public', optionalSession: dismissedPerUser(kind) },
        schema: {
          operationId: `common.get${kind[0].toUpperCase()}${kind.slice(1)}`,
          summary: SUMMARIES[kind],
          tags: ['common'],
          response: { 200: noticeListResponse },
        },
      },
      async (request) =>
        ok(
          await showingNotices(app.db, kind, request.lang, {
            now: new Date(),
            userId: request.session?.userId,
          }),
        ),
    );
  }
}
