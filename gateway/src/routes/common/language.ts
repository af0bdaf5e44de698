import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { langDictionary } from '../../db/schema';
import { ok } from '../../http/envelope';
import { languageBatchBody, languageBatchQuery, languageResponse } from './schemas';

async function entries(db: Database, strIds?: string[]) {
  if (strIds && strIds.length === 0) return [];
  const query = db.select().from(langDictionary);
  return (strIds ? query.where(inArray(langDictionary.strId, strIds)) : query).orderBy(
    asc(langDictionary.strId),
  );
}

/** The language dictionary (strId, lang1 zh, lang2 en, lang3 id), public: the login page needs it. */
export default async function languageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: { permission: 'public' },
    schema: { tags: ['common'], response: { 200: languageResponse } },
  } as const;

  app.get('/language/all', options, async () => ok(await entries(app.db)));
  app.post('/language/all', options, async () => ok(await entries(app.db)));

  app.get(
    '/language/batch',
    { ...options, schema: { ...options.schema, querystring: languageBatchQuery } },
    async (request) =>
      ok(
        await entries(
          app.db,
          request.query.strIds
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ),
  );
  app.post(
    '/language/batch',
    { ...options, schema: { ...options.schema, body: languageBatchBody } },
    async (request) => ok(await entries(app.db, request.body.strIds)),
  );
}
