import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import { guideMessages } from './guide.messages';
import { guideSettings, recordSeen, seenVersions } from './guide.repo';
import { checkSeenVersion, guideStates } from './guide.rules';
import { guideConfigResponse, guideSeenBody, guideSeenResponse } from './guide.schemas';

/** The first-visit guides (a page's tour): which to show the caller, and recording that one was seen. */
export default async function guideRoutes(fastify: FastifyInstance): Promise<void> {
  registerMessages(guideMessages);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/guide/config',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.getGuideConfig',
        summary: 'The first-visit guides, each with whether the caller has seen its current version',
        tags: ['common'],
        response: { 200: guideConfigResponse },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const [settings, seen] = await Promise.all([guideSettings(app.db), seenVersions(app.db, userId)]);
      return ok({ guides: guideStates(settings, seen) });
    },
  );

  app.post(
    '/guide/seen',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.recordGuideSeen',
        summary: 'Record that the caller has seen (finished or closed) the current version of a guide',
        tags: ['common'],
        body: guideSeenBody,
        response: { 200: guideSeenResponse },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { guideKey, version } = request.body;
      const settings = await guideSettings(app.db);
      checkSeenVersion(settings, guideKey, version);
      await recordSeen(app.db, userId, guideKey, version);
      const [state] = guideStates({ [guideKey]: settings[guideKey] }, new Map([[guideKey, version]]));
      return ok(state);
    },
  );
}
