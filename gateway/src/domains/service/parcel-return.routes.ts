import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { exportCallResponse, queueExport } from '../downloads';
import { namesOf } from './dictionary.repo';
import type { Tenant } from '../../db/tenant-scope';
import { attachmentLinker } from './attachment.repo';
import { confirmReturn, rejectReturn, returnPage } from './parcel-return.repo';
import {
  returnConfirmBody,
  returnConfirmResponse,
  returnFilter,
  returnPageBody,
  returnPageResponse,
  returnRejectBody,
  returnRejectResponse,
} from './parcel-return.schemas';

/** Returned parcels (remote-service /returnQuiry). Mounted under /customer-api. */
export default async function parcelReturnRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const linker = attachmentLinker(app.db, app.files.signer);
  /** Reason names in the session's language and signed links of the rejection photos. */
  const decorate = async <T extends { reasonCode: string; rejectionPhotos: string[] }>(
    lang: string,
    tenant: Tenant,
    rows: T[],
  ) => {
    const name = await namesOf(app.db, ['HELD_REASON'], lang);
    const links = await linker(
      tenant,
      rows.flatMap((row) => row.rejectionPhotos),
    );
    return rows.map((row) => ({
      ...row,
      reasonName: name('HELD_REASON', row.reasonCode),
      rejectionPhotoFiles: links(row.rejectionPhotos),
    }));
  };

  app.post(
    '/parcelReturn/page',
    {
      config: { permission: ['returnQuiry'] },
      schema: {
        operationId: 'service.returnPage',
        tags: ['service'],
        summary: 'Returned parcels with reason, fault group, fee and the shipper’s answer, newest first',
        body: returnPageBody,
        response: { 200: returnPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const page = await returnPage(app.db, session, request.body);
      return ok({ ...page, records: await decorate(request.lang, session, page.records) });
    },
  );

  app.post(
    '/parcelReturn/export',
    {
      config: { permission: ['returnQuiry', 'returnQuiry_EXCEL'] },
      schema: {
        operationId: 'service.returnExport',
        tags: ['service'],
        summary: 'Exports the returns of the filter through the download centre',
        body: returnFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'parcelReturns', request.body, request.lang),
  );

  app.post(
    '/parcelReturn/confirm',
    {
      config: { permission: ['returnQuiry', 'returnQuiry_CHECK'] },
      schema: {
        operationId: 'service.returnConfirm',
        tags: ['service'],
        summary: 'Confirms receipt of a returned parcel',
        body: returnConfirmBody,
        response: { 200: returnConfirmResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await confirmReturn(app.db, session, request.body.id, new Date());
      return ok((await decorate(request.lang, session, [row]))[0]);
    },
  );

  app.post(
    '/parcelReturn/reject',
    {
      config: { permission: ['returnQuiry', 'returnQuiry_CHECK'] },
      schema: {
        operationId: 'service.returnReject',
        tags: ['service'],
        summary: 'Rejects a return not asked for, with a reason and photos: opens a ticket',
        body: returnRejectBody,
        response: { 200: returnRejectResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await rejectReturn(app.db, session, request.body, new Date());
      return ok((await decorate(request.lang, session, [row]))[0]);
    },
  );
}
