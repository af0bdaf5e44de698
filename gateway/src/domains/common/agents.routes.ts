import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { listAgents } from './agents.repo';
import { agentsResponse } from './common.schemas';

/** The agents list. */
export default async function agentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/agents/all',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.listAgents',
        summary: 'All agents',
        tags: ['common'],
        response: { 200: agentsResponse },
      },
    },
    async () => ok(await listAgents(app.db)),
  );
}
