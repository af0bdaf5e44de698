import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { noticeReads, notices } from '../../db/schema';
import { NotFoundError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { noticeReadBody } from './common.schemas';

/** Marks a notice as read (the notices themselves: common.routes.ts). */
export default async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
}
