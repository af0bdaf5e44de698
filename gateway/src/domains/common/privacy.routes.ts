import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { pick } from '../../i18n/language';
import {
  privacyAgreementResponse,
  privacyQuery,
  privacyReadOfflineBody,
  privacyReadOnlineBody,
  privacyStatusResponse,
} from './common.schemas';
import { currentAgreement, readStatus } from './privacy.repo';

export default async function privacyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/privacy/agreement',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'common.getPrivacyAgreement',
        summary: 'The current privacy agreement',
        tags: ['common'],
        querystring: privacyQuery,
        response: { 200: privacyAgreementResponse },
      },
    },
    async (request) => {
      const lang = request.lang;
      const agreement = await currentAgreement(app.db, request.query.code ?? app.config.privacyAgreementCode);
      return ok({
        code: agreement.code,
        version: agreement.version,
        title: pick(agreement.title, lang),
        content: pick(agreement.content, lang),
      });
    },
  );

  app.post(
    '/privacy/readOnline',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'common.readPrivacyOnline',
        summary: 'Record that the caller read the privacy agreement online',
        tags: ['common'],
        body: privacyReadOnlineBody,
        response: { 200: privacyStatusResponse },
      },
    },
    async (request) =>
      ok(
        await readStatus(
          app.db,
          sessionOf(request).userId,
          request.body.code ?? app.config.privacyAgreementCode,
          request.body.confirm ? { channel: 'online', ip: request.ip } : null,
        ),
      ),
  );

  app.post(
    '/privacy/readOffline',
    {
      config: { permission: 'session', beforePasswordChange: true, beforePrivacyAgreement: true },
      schema: {
        operationId: 'common.readPrivacyOffline',
        summary: 'Record that the caller accepted the privacy agreement offline',
        tags: ['common'],
        body: privacyReadOfflineBody,
        response: { 200: privacyStatusResponse },
      },
    },
    async (request) =>
      ok(
        await readStatus(app.db, sessionOf(request).userId, request.body.code, {
          channel: 'offline',
          ip: request.ip,
        }),
      ),
  );
}
