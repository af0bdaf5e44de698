import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { registerMessages } from '../../i18n/messages';
import { commonMessages } from './common.messages';
import { noticeReadBody } from './common.schemas';
import { markNoticeRead } from './notice.repo';

/** Marks a notice as read; for an advert that dismisses it for the user (the notices: common.routes.ts). */
export default async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerMessages(commonMessages);

  app.post(
    '/notice/read',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.readNotice',
        summary: 'Mark a notice as read (an advert: dismissed for this user)',
        tags: ['common'],
        body: noticeReadBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      if (!(await markNoticeRead(app.db, sessionOf(request).userId, request.body.id)))
        throw new BizError('notice.notFound', {}, 404);
      return ok(null);
    },
  );
}
