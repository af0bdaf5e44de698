import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';
import { exportCallResponse, queueExport } from '../downloads';
import { figuresOf } from './dashboard.repo';
import { lateParcelPage, marketplaceForecast } from './report-late.repo';
import {
  lateFilter,
  latePageFilter,
  latePageResponse,
  marketplaceForecastResponse,
} from './report-late.schemas';
import { checkPage } from './report.routes';

/**
 * The late-parcel list (remote-orders /lateParcels), mounted under /report-api: parcels signed
 * after their SLA day or still undelivered past it, each with what a claim would pay; its export;
 * and the marketplace penalty forecast.
 */
export default async function reportLateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['lateParcels'] };
  const tags = ['reports'];

  api.post(
    '/report/late/page',
    {
      config,
      schema: {
        operationId: 'reports.reportLatePage',
        tags,
        summary: 'A page of the late parcels picked up in a period, with what a claim would pay for each',
        body: latePageFilter,
        response: { 200: latePageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      const { pageNum, pageSize, kind } = request.body;
      const late = { ...filter, from: range.from, to: range.to, kind };
      const page = await lateParcelPage(
        app.db,
        session,
        late,
        new Date(),
        { pageNum, pageSize },
        request.lang,
      );
      checkPage(page);
      return ok({
        ...page,
        range: { from: range.from, to: range.to },
        rows: page.rows.map((row) => ({
          ...row,
          pickedUpAt: formatJakartaTime(row.pickedUpAt),
          signedAt: row.signedAt ? formatJakartaTime(row.signedAt) : null,
        })),
      });
    },
  );

  api.post(
    '/report/late/export',
    {
      config: { permission: ['lateParcels', 'lateParcels_EXCEL'] },
      schema: {
        operationId: 'reports.reportLateExport',
        tags,
        summary:
          'Exports the late parcels through the download centre (no money column for a hide-money user)',
        body: lateFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'reportLate', request.body, request.lang),
  );

  api.post(
    '/report/late/forecast',
    {
      config,
      schema: {
        operationId: 'reports.reportLateForecast',
        tags,
        summary:
          "The marketplace penalty forecast: marketplace-seller orders' late-shipment rate per marketplace over its rolling window against its threshold",
        response: { 200: marketplaceForecastResponse },
      },
    },
    async (request) =>
      ok({ marketplaces: await marketplaceForecast(app.db, sessionOf(request), new Date()) }),
  );
}
