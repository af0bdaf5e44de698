import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { digestSetting, saveDigestSetting } from './report-digest.repo';
import { digestSettingBody, digestSettingResponse } from './report-digest.schemas';

/**
 * The weekly digest e-mail's opt-in (the profile page), under /customer-api: for users who may open
 * the dashboard, whose headline figures it mails.
 */
export default async function userDigestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['dataDashboard'] };
  const tags = ['reports'];

  api.get(
    '/user/digest',
    {
      config,
      schema: {
        operationId: 'reports.userDigest',
        tags,
        summary: 'Whether the user gets the weekly digest e-mail, and in which language',
        response: { 200: digestSettingResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await digestSetting(app.db, session, session.userId));
    },
  );

  api.post(
    '/user/digest/save',
    {
      config,
      schema: {
        operationId: 'reports.userDigestSave',
        tags,
        summary: "Opts the user in or out of the weekly digest e-mail, written in the request's language",
        body: digestSettingBody,
        response: { 200: digestSettingResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await saveDigestSetting(app.db, session, session.userId, request.body.weekly, request.lang));
    },
  );
}
