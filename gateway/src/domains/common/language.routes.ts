import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { languageBatchBody, languageBatchQuery, languageResponse } from './common.schemas';
import { languageEntries } from './language.repo';

/** The language dictionary (strId, lang1 zh, lang2 en, lang3 id), public: the login page needs it. */
export default async function languageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: { permission: 'public' },
    schema: { tags: ['common'], response: { 200: languageResponse } },
  } as const;

  const allSummary = 'The whole language dictionary (every text in zh, en and id)';
  app.get(
    '/language/all',
    { ...options, schema: { operationId: 'common.getLanguageAll', summary: allSummary, ...options.schema } },
    async () => ok(await languageEntries(app.db)),
  );
  app.post(
    '/language/all',
    { ...options, schema: { operationId: 'common.postLanguageAll', summary: allSummary, ...options.schema } },
    async () => ok(await languageEntries(app.db)),
  );

  app.get(
    '/language/batch',
    {
      ...options,
      schema: {
        operationId: 'common.getLanguageBatch',
        summary: 'Translated texts of some keys',
        ...options.schema,
        querystring: languageBatchQuery,
      },
    },
    async (request) =>
      ok(
        await languageEntries(
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
    {
      ...options,
      schema: {
        operationId: 'common.postLanguageBatch',
        summary: 'Translated texts of some keys (POST form)',
        ...options.schema,
        body: languageBatchBody,
      },
    },
    async (request) => ok(await languageEntries(app.db, request.body.strIds)),
  );
}
