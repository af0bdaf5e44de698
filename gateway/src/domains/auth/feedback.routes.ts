import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import {
  feedbackBatchSaveBody,
  feedbackBatchSaveResponse,
  feedbackPageBody,
  feedbackPageResponse,
} from './auth.schemas';
import { feedbackPage, saveFeedback } from './feedback.repo';

/** A user's own feedback notes: paged list and batch save (insert new, update own by id). */
export default async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/feedback/page',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'auth.pageFeedback',
        summary: "A page of the caller's feedback",
        tags: ['auth'],
        body: feedbackPageBody,
        response: { 200: feedbackPageResponse },
      },
    },
    async (request) => {
      const { current, size } = request.body;
      const session = sessionOf(request);
      const { total, rows } = await feedbackPage(app.db, session, current, size);
      return ok({
        current,
        size,
        total,
        pages: Math.ceil(total / size),
        records: rows.map((row) => ({
          id: row.id,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      });
    },
  );

  app.post(
    '/feedback/batchSave',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'auth.saveFeedback',
        summary: 'Save feedback entries',
        tags: ['auth'],
        body: feedbackBatchSaveBody,
        response: { 200: feedbackBatchSaveResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const saved = await saveFeedback(app.db, session, request.body.notes);
      return ok({ saved });
    },
  );
}
