import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, NotFoundError, ok } from '../../http/envelope';
import { loadRegionIndex } from '../widgets';
import { exportCallResponse, queueExport } from '../downloads';
import { rejected, updateReceiverAddress } from '../orders';
import { dictionaryOf, loadSettings } from './dictionary.repo';
import { decideProblems, problemById, problemDetail, problemPage, stuckPage } from './problem-parcel.repo';
import { decisionRefusal } from './problem-parcel.rules';
import {
  problemDecideBody,
  problemDecideResponse,
  problemDetailBody,
  problemDetailResponse,
  problemFilter,
  problemPageBody,
  problemPageResponse,
  stuckPageBody,
  stuckPageResponse,
} from './problem-parcel.schemas';

/** Parcels held at a warehouse (remote-service /stopGodownQuiry). Mounted under /customer-api. */
export default async function problemParcelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Adds the reason's name (in `lang`) and fault group to rows, from one read of the catalogue. */
  const named = async (lang: string) => {
    const reasons = new Map((await dictionaryOf(app.db, ['HELD_REASON'])).map((row) => [row.code, row]));
    return <T extends { reasonCode: string }>(row: T) => {
      const reason = reasons.get(row.reasonCode);
      return {
        ...row,
        reasonName: reason ? (reason.name[lang as 'zh' | 'en' | 'id'] ?? reason.name.en) : row.reasonCode,
        faultGroup: String(reason?.attrs.faultGroup ?? 'RECEIVER'),
      };
    };
  };

  app.post(
    '/problemParcel/page',
    {
      config: { permission: ['stopGodownQuiry'] },
      schema: {
        operationId: 'service.problemParcelPage',
        tags: ['service'],
        summary: 'Held parcels: the inbox of decisions (soonest deadline first), or decided ones',
        body: problemPageBody,
        response: { 200: problemPageResponse },
      },
    },
    async (request) => {
      const page = await problemPage(app.db, sessionOf(request), request.body, new Date());
      const withNames = await named(request.lang);
      return ok({ ...page, records: page.records.map(withNames) });
    },
  );

  app.post(
    '/problemParcel/detail',
    {
      config: { permission: ['stopGodownQuiry', 'stopGodownQuiry_DETAIL'] },
      schema: {
        operationId: 'service.problemParcelDetail',
        tags: ['service'],
        summary: 'One held parcel with its reason, attempts, courier note and deadline',
        body: problemDetailBody,
        response: { 200: problemDetailResponse },
      },
    },
    async (request) => {
      const row = await problemDetail(app.db, sessionOf(request), request.body.id, new Date());
      if (!row) throw new NotFoundError('problemParcel');
      return ok((await named(request.lang))(row));
    },
  );

  app.post(
    '/problemParcel/stuck',
    {
      config: { permission: ['stopGodownQuiry'] },
      schema: {
        operationId: 'service.stuckParcelPage',
        tags: ['service'],
        summary: 'Parcels with no scan for N days (N as data), oldest scan first',
        body: stuckPageBody,
        response: { 200: stuckPageResponse },
      },
    },
    async (request) => {
      const settings = await loadSettings(app.db);
      const page = await stuckPage(app.db, sessionOf(request), request.body, settings.noScanDays, new Date());
      return ok({ ...page, days: settings.noScanDays });
    },
  );

  app.post(
    '/problemParcel/export',
    {
      config: { permission: ['stopGodownQuiry', 'stopGodownQuiry_EXCEL'] },
      schema: {
        operationId: 'service.problemParcelExport',
        tags: ['service'],
        summary: 'Exports the held parcels of the filter through the download centre',
        body: problemFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'problemParcels', request.body, request.lang),
  );

  app.post(
    '/problemParcel/decide',
    {
      config: { permission: ['stopGodownQuiry', 'stopGodownQuiry_EDIT'] },
      schema: {
        operationId: 'service.problemParcelDecide',
        tags: ['service'],
        summary:
          'Decides on one or many held parcels: re-attempt (one parcel may carry the corrected receiver), return or hold; all or nothing',
        body: problemDecideBody,
        response: { 200: problemDecideResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const now = new Date();
      const { ids, decision, receiver } = request.body;
      let corrected: boolean | undefined;
      if (receiver) {
        // decide first whether the decision may be made, so a refused decision changes no address
        const held = await problemById(app.db, session, ids[0]);
        if (!held) throw new BizError('service.problem.notFound', { id: ids[0] });
        const refusal = decisionRefusal(held, decision, now, await loadSettings(app.db));
        if (refusal) throw new BizError(refusal, { billCode: held.billCode });
        const regions = await loadRegionIndex(app.db);
        const update = await updateReceiverAddress(app.db, regions, session, held.orderId, receiver, now);
        if (!update.ok)
          throw new BizError('service.problem.addressInvalid', {
            detail: rejected(update.issues, request.lang).msg,
          });
        corrected = true;
      }
      const changed = await decideProblems(app.db, session, ids, decision, now, { corrected });
      return ok({
        changed: changed.map(({ id, billCode, status, deadlineAt }) => ({
          id,
          billCode,
          status,
          deadlineAt,
        })),
      });
    },
  );
}
