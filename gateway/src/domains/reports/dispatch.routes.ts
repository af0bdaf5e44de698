import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { exportCallResponse, queueExport } from '../downloads';
import { figuresOf } from './dashboard.repo';
import { dashboardFilter, type DashboardFilter } from './dashboard.schemas';
import {
  dispatchStatusReport,
  growthReport,
  signCityReport,
  signerReport,
  signReport,
} from './report-figures.repo';
import {
  dispatchReportExport,
  dispatchStatusReportResponse,
  groupedReportFilter,
  growthReportResponse,
  signCityReportResponse,
  signerReportResponse,
  signReportResponse,
} from './report.schemas';

/**
 * The dispatch (sign) reports (remote-orders /dispatchReport), mounted under /report-api: who
 * signed, the top signing cities, last-mile status, parcels signed and growth against the day,
 * week or month before, of a period (WIB signing days, at most 90), read off the read model.
 */
export default async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['dispatchReport'] };
  const tags = ['reports'];
  const of = async (request: { body: DashboardFilter }) => {
    const session = sessionOf(request as never);
    return { session, ...(await figuresOf(app.db, session, request.body)) };
  };

  api.post(
    '/dispatch/signer',
    {
      config,
      schema: {
        operationId: 'reports.dispatchSigner',
        tags,
        summary: 'Parcels signed in a period by who signed (the receiver, someone else), with shares',
        body: dashboardFilter,
        response: { 200: signerReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await signerReport(app.db, session, filter, range, request.lang));
    },
  );

  api.post(
    '/dispatch/signCityTop',
    {
      config,
      schema: {
        operationId: 'reports.dispatchSignCityTop',
        tags,
        summary: 'The 10 destination cities with the most parcels signed in a period',
        body: dashboardFilter,
        response: { 200: signCityReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await signCityReport(app.db, session, filter, range));
    },
  );

  api.post(
    '/dispatch/status',
    {
      config,
      schema: {
        operationId: 'reports.dispatchStatus',
        tags,
        summary: 'Orders created per day, week or month in the last-mile statuses they are in now',
        body: groupedReportFilter,
        response: { 200: dispatchStatusReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await dispatchStatusReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/dispatch/sign',
    {
      config,
      schema: {
        operationId: 'reports.dispatchSign',
        tags,
        summary: 'Parcels signed per day, week or month',
        body: groupedReportFilter,
        response: { 200: signReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await signReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/dispatch/growth',
    {
      config,
      schema: {
        operationId: 'reports.dispatchGrowth',
        tags,
        summary: 'Orders created and parcels signed per day, week or month against the one before',
        body: groupedReportFilter,
        response: { 200: growthReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await growthReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/dispatch/export',
    {
      config: { permission: ['dispatchReport', 'dispatchReport_EXCEL'] },
      schema: {
        operationId: 'reports.dispatchExport',
        tags,
        summary: 'Exports one dispatch report table through the download centre',
        body: dispatchReportExport,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'dispatchReport', request.body, request.lang),
  );
}
