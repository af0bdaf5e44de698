import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';

/** Registered only when config.testHooks is on (GATEWAY_TEST_HOOKS=1): never in production. */
export default async function testHookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/test/captcha',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ vck: z.string() }),
        response: { 200: envelopeOf(z.object({ answer: z.string() })) },
      },
    },
    async (request) => {
      const answer = app.captcha.answerForTests(request.query.vck);
      if (!answer) throw new NotFoundError('captcha');
      return ok({ answer });
    },
  );
}
