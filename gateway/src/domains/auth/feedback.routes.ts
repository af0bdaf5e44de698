import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { feedbackNotes } from '../../db/schema';
import { ok } from '../../http/envelope';
import {
  feedbackBatchSaveBody,
  feedbackBatchSaveResponse,
  feedbackPageBody,
  feedbackPageResponse,
} from './auth.schemas';
import { ownedBy } from '../../db/tenant-scope';

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
      const mine = ownedBy(feedbackNotes, session, eq(feedbackNotes.userId, session.userId));
      const [{ total }] = await app.db.select({ total: count() }).from(feedbackNotes).where(mine);
      const rows = await app.db
        .select()
        .from(feedbackNotes)
        .where(mine)
        .orderBy(desc(feedbackNotes.updatedAt), desc(feedbackNotes.id))
        .limit(size)
        .offset((current - 1) * size);
      return ok({
        current,
        size,
        total: Number(total),
        pages: Math.ceil(Number(total) / size),
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
      let saved = 0;
      await app.db.transaction(async (tx) => {
        for (const note of request.body.notes) {
          if (note.id) {
            const updated = await tx
              .update(feedbackNotes)
              .set({ content: note.content, updatedAt: new Date() })
              .where(
                ownedBy(
                  feedbackNotes,
                  session,
                  eq(feedbackNotes.id, note.id),
                  eq(feedbackNotes.userId, session.userId),
                ),
              )
              .returning({ id: feedbackNotes.id });
            saved += updated.length;
          } else {
            await tx
              .insert(feedbackNotes)
              .values({ customerId: session.customerId, userId: session.userId, content: note.content });
            saved += 1;
          }
        }
      });
      return ok({ saved });
    },
  );
}
