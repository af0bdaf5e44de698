import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { exportCallResponse, queueExport } from '../downloads';
import { namesOf } from './dictionary.repo';
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
  const named = async (lang: string) => {
    const name = await namesOf(app.db, ['HELD_REASON'], lang);
    return <T extends { reasonCode: string }>(row: T) => ({
      ...row,
      reasonName: name('HELD_REASON', row.reasonCode),
    });
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
      const page = await returnPage(app.db, sessionOf(request), request.body);
      const withNames = await named(request.lang);
      return ok({ ...page, records: page.records.map(withNames) });
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
    async (request) =>
      ok(
        (await named(request.lang))(
          await confirmReturn(app.db, sessionOf(request), request.body.id, new Date()),
        ),
      ),
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
    async (request) =>
      ok(
        (await named(request.lang))(await rejectReturn(app.db, sessionOf(request), request.body, new Date())),
      ),
  );
}
