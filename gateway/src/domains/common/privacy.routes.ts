import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { sessionsChanged } from '../../auth/session-broadcast';
import type { Database } from '../../db/client';
import { privacyAgreements, privacyReads } from '../../db/schema';
import { NotFoundError, ok } from '../../http/envelope';
import { pick } from '../../i18n/language';
import {
  privacyAgreementResponse,
  privacyQuery,
  privacyReadOfflineBody,
  privacyReadOnlineBody,
  privacyStatusResponse,
} from './common.schemas';

async function currentAgreement(db: Database, code: string) {
  const [agreement] = await db
    .select()
    .from(privacyAgreements)
    .where(eq(privacyAgreements.code, code))
    .orderBy(desc(privacyAgreements.version))
    .limit(1);
  if (!agreement) throw new NotFoundError('agreement');
  return agreement;
}

/**
 * Whether the user has read the current version (any channel); optionally records a read first,
 * with the client's address. A recorded read lifts the privacy gate of the user's sessions at once.
 */
async function readStatus(
  db: Database,
  userId: number,
  code: string,
  record: { channel: 'online' | 'offline'; ip: string } | null,
) {
  const agreement = await currentAgreement(db, code);
  if (record) {
    await db
      .insert(privacyReads)
      .values({ userId, code, version: agreement.version, channel: record.channel, ip: record.ip })
      .onConflictDoNothing();
    await sessionsChanged(db, { userId });
  }
  const [read] = await db
    .select()
    .from(privacyReads)
    .where(
      and(
        eq(privacyReads.userId, userId),
        eq(privacyReads.code, code),
        eq(privacyReads.version, agreement.version),
      ),
    )
    .orderBy(privacyReads.readAt)
    .limit(1);
  return {
    code,
    version: agreement.version,
    read: Boolean(read),
    readAt: read ? read.readAt.toISOString() : null,
  };
}

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
