import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { money, moneyText } from '../../i18n/money-text';
import { exportCallResponse, queueExport } from '../downloads';
import type { Tenant } from '../../db/tenant-scope';
import { attachmentLinker } from './attachment.repo';
import {
  addClaimDocuments,
  appealClaim,
  capPreview,
  claimDetail,
  claimPage,
  claimRecord,
  fileClaim,
} from './claim.repo';
import {
  capPreviewBody,
  claimAppealBody,
  claimDetailBody,
  claimDocumentsBody,
  claimResponse,
  capPreviewResponse,
  claimFileBody,
  claimFileResponse,
  claimFilter,
  claimPageBody,
  claimPageResponse,
} from './claim.schemas';

/** The cap's formula in `lang`: the amounts as money params, rupiah or (the reader hides money) words only. */
function capFormula(lang: Lang, preview: Awaited<ReturnType<typeof capPreview>>, hideMoney: boolean): string {
  const params = {
    declaredValue: money(preview.declaredValue),
    ceiling: money(preview.ceiling),
    multiplier: preview.multiplier,
    feeMultiple: money(preview.feeMultiple),
    goodsValue: preview.goodsValue === null ? '—' : money(preview.goodsValue),
    vat: money(preview.vat),
  };
  const reader = { hideMoney };
  return (
    moneyText(
      lang,
      preview.insured ? 'service.claim.formula.INSURED' : 'service.claim.formula.UNINSURED',
      params,
      reader,
    ) +
    (preview.codAmount > 0 && !preview.insured
      ? moneyText(lang, 'service.claim.formula.cod', params, reader)
      : '')
  );
}

/** Claims (remote-service /workOrder, claims tab). Mounted under /customer-api. */
export default async function claimRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const linker = attachmentLinker(app.db, app.files.signer);
  /** The desk's request in `lang` and a signed link per document. */
  const described = async (lang: Lang, tenant: Tenant, rows: ClaimView[]) => {
    const links = await linker(
      tenant,
      rows.flatMap((row) => row.documents),
    );
    return rows.map((row) => ({
      ...row,
      infoRequest: row.infoRequest ? t(lang, `service.claim.infoRequest.${row.infoRequest}`) : null,
      documentFiles: links(row.documents),
    }));
  };
  const one = async (lang: Lang, tenant: Tenant, row: ClaimView) => (await described(lang, tenant, [row]))[0];

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
    async (request) => {
      const session = sessionOf(request);
      const page = await claimPage(app.db, session, request.body);
      return ok({ ...page, records: await described(request.lang, session, page.records) });
    },
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
      const session = sessionOf(request);
      const preview = await capPreview(
        app.db,
        session,
        request.body.billCode,
        request.body.claimType,
        new Date(),
      );
      const formula = capFormula(lang, preview, session.hideMoney === true);
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
    async (request) => {
      const session = sessionOf(request);
      return ok(await one(request.lang, session, await fileClaim(app.db, session, request.body, new Date())));
    },
  );

  app.post(
    '/claim/detail',
    {
      config: { permission: ['workOrder', 'workOrder_DETAIL'] },
      schema: {
        operationId: 'service.claimDetail',
        tags: ['service'],
        summary: 'One claim with its documents (signed links), request, appeal and payout',
        body: claimDetailBody,
        response: { 200: claimResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await one(request.lang, session, await claimDetail(app.db, session, request.body.id)));
    },
  );

  app.post(
    '/claim/addDocuments',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.claimAddDocuments',
        tags: ['service'],
        summary: 'Adds the documents the desk asked for (INFO_REQUESTED): the claim is reviewed again',
        body: claimDocumentsBody,
        response: { 200: claimResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await one(request.lang, session, await addClaimDocuments(app.db, session, request.body, new Date())),
      );
    },
  );

  app.post(
    '/claim/appeal',
    {
      config: { permission: ['workOrder', 'workOrder_ADD'] },
      schema: {
        operationId: 'service.claimAppeal',
        tags: ['service'],
        summary: 'Appeals a rejected claim once, within the appeal window, with a reason and documents',
        body: claimAppealBody,
        response: { 200: claimResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await one(request.lang, session, await appealClaim(app.db, session, request.body, new Date())),
      );
    },
  );
}

type ClaimView = ReturnType<typeof claimRecord>;
