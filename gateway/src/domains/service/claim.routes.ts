import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import { exportCallResponse, queueExport } from '../downloads';
import { capPreview, claimPage, fileClaim } from './claim.repo';
import {
  capPreviewBody,
  capPreviewResponse,
  claimFileBody,
  claimFileResponse,
  claimFilter,
  claimPageBody,
  claimPageResponse,
} from './claim.schemas';

const rp = (amount: number | null) => (amount === null ? '—' : `Rp ${amount.toLocaleString('id-ID')}`);

/** Claims (remote-service /workOrder, claims tab). Mounted under /customer-api. */
export default async function claimRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/claim/page',
    {
      config: { permission: ['workOrder'] },
      schema: {
        operationId: 'service.claimPage',
        tags: ['service'],
        summary: 'Claims with their cap and decision, newest first',
        body: claimPageBody,
        response: { 200: claimPageResponse },
      },
    },
    async (request) => ok(await claimPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    '/claim/export',
    {
      config: { permission: ['workOrder', 'workOrder_EXCEL'] },
      schema: {
        operationId: 'service.claimExport',
        tags: ['service'],
        summary: 'Exports the claims of the filter through the download centre',
        body: claimFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'claims', request.body, request.lang),
  );

  app.post(
    '/claim/capPreview',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.claimCapPreview',
        tags: ['service'],
        summary: 'The cap of a claim and its formula, before filing (and whether its window is open)',
        body: capPreviewBody,
        response: { 200: capPreviewResponse },
      },
    },
    async (request) => {
      const lang = request.lang;
      const preview = await capPreview(
        app.db,
        sessionOf(request),
        request.body.billCode,
        request.body.claimType,
        new Date(),
      );
      const params = {
        declaredValue: rp(preview.declaredValue),
        ceiling: rp(preview.ceiling),
        multiplier: preview.multiplier,
        feeMultiple: rp(preview.feeMultiple),
        goodsValue: rp(preview.goodsValue),
        vat: rp(preview.vat),
      };
      const formula =
        t(
          lang,
          preview.insured ? 'service.claim.formula.INSURED' : 'service.claim.formula.UNINSURED',
          params,
        ) + (preview.codAmount > 0 && !preview.insured ? t(lang, 'service.claim.formula.cod', params) : '');
      const { windowRefusal, windowDays: _days, ...rest } = preview;
      return ok({
        ...rest,
        formula,
        windowMessage: windowRefusal
          ? t(lang, windowRefusal, {
              billCode: preview.billCode,
              days: preview.windowDays,
            })
          : null,
      });
    },
  );

  app.post(
    '/claim/file',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.claimFile',
        tags: ['service'],
        summary: 'Files a claim: own waybill, inside its filing window, at most its cap',
        body: claimFileBody,
        response: { 200: claimFileResponse },
      },
    },
    async (request) => ok(await fileClaim(app.db, sessionOf(request), request.body, new Date())),
  );
}
