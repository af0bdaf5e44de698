import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';
import { exportCallResponse, queueExport } from '../downloads';
import { registerMessages } from '../../i18n/messages';
import { figuresOf, reportFilterOf } from './dashboard.repo';
import type { DashboardFilter } from './dashboard.schemas';
import {
  billReport,
  codReport,
  costReport,
  distributionReport,
  receiverRanking,
  senderRanking,
  statusReport,
  waybillReport,
} from './report-figures.repo';
import { statusCheckPage } from './report-status-check.repo';
import { reportMessages } from './report.messages';
import { pageExists } from './report.rules';
import {
  billReportResponse,
  codReportResponse,
  costReportResponse,
  customerReportExport,
  distributionFilter,
  distributionReportResponse,
  groupedReportFilter,
  rankingFilter,
  receiverRankingResponse,
  senderRankingResponse,
  statusCheckFilter,
  statusCheckPageFilter,
  statusCheckPageResponse,
  statusReportResponse,
  waybillReportResponse,
} from './report.schemas';

/** A page past the last of `total` rows: a translated 400, as a bad filter is. */
export function checkPage(page: { pageNum: number; pageSize: number; total: number }): void {
  if (!pageExists(page.pageNum, page.pageSize, page.total))
    throw new BizError(
      'report.pagePastEnd',
      { pages: Math.max(1, Math.ceil(page.total / page.pageSize)) },
      400,
      400,
    );
}

/**
 * The customer report (remote-orders /customerReport), mounted under /report-api: bill, COD, cost,
 * distribution, receiver and sender rankings, status and waybill data of a period (WIB days, at most
 * 90), grouped by day, week or month, read off the reports' read model.
 */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(reportMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['customerReport'] };
  const tags = ['reports'];
  const of = async (request: { body: DashboardFilter }) => {
    const session = sessionOf(request as never);
    return { session, ...(await figuresOf(app.db, session, request.body)) };
  };

  api.post(
    '/report/bill',
    {
      config,
      schema: {
        operationId: 'reports.reportBill',
        tags,
        summary: 'Spend (freight, insurance, COD fee) of the orders created, per day, week or month',
        body: groupedReportFilter,
        response: { 200: billReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await billReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/report/cod',
    {
      config,
      schema: {
        operationId: 'reports.reportCod',
        tags,
        summary: 'COD amounts of the orders created per day, week or month, by where the money is',
        body: groupedReportFilter,
        response: { 200: codReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await codReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/report/cost',
    {
      config,
      schema: {
        operationId: 'reports.reportCost',
        tags,
        summary: 'Spend and cost per parcel per day, week or month and product',
        body: groupedReportFilter,
        response: { 200: costReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await costReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/report/distribution',
    {
      config,
      schema: {
        operationId: 'reports.reportDistribution',
        tags,
        summary: 'Orders created in a period by destination province, city or product',
        body: distributionFilter,
        response: { 200: distributionReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await distributionReport(app.db, session, filter, range, request.body.dimension));
    },
  );

  api.post(
    '/report/ranking',
    {
      config,
      schema: {
        operationId: 'reports.reportRanking',
        tags,
        summary: 'The receivers with the most orders (all time: the receiver counters), a page of them',
        body: rankingFilter,
        response: { 200: receiverRankingResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const page = await receiverRanking(app.db, session, request.body.pageNum, request.body.pageSize);
      checkPage(page);
      return ok(page);
    },
  );

  api.post(
    '/report/rankingSender',
    {
      config,
      schema: {
        operationId: 'reports.reportRankingSender',
        tags,
        summary: 'The sender addresses with the most orders created in a period, a page of them',
        body: rankingFilter,
        response: { 200: senderRankingResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      const page = await senderRanking(
        app.db,
        session,
        filter,
        range,
        request.body.pageNum,
        request.body.pageSize,
      );
      checkPage(page);
      return ok(page);
    },
  );

  api.post(
    '/report/status',
    {
      config,
      schema: {
        operationId: 'reports.reportStatus',
        tags,
        summary: 'Orders created per day, week or month by their status now',
        body: groupedReportFilter,
        response: { 200: statusReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await statusReport(app.db, session, filter, range, request.body.groupBy, request.lang));
    },
  );

  api.post(
    '/report/waybill',
    {
      config,
      schema: {
        operationId: 'reports.reportWaybill',
        tags,
        summary: 'Waybill data per day, week or month: created, picked up, signed, returned, cancelled',
        body: groupedReportFilter,
        response: { 200: waybillReportResponse },
      },
    },
    async (request) => {
      const { session, filter, range } = await of(request);
      return ok(await waybillReport(app.db, session, filter, range, request.body.groupBy));
    },
  );

  api.post(
    '/report/statusCheck',
    {
      // the status-check screen's own key (remote-orders /statusCheck), or the customer report's
      config: { permission: { anyOf: [['statusCheck'], ['customerReport']] } },
      schema: {
        operationId: 'reports.reportStatusCheck',
        tags,
        summary:
          'The order-status check: parcels under way whose status has not moved for N days (default 3)',
        body: statusCheckPageFilter,
        response: { 200: statusCheckPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { days, productType, pageNum, pageSize } = request.body;
      const { senderKeys } = await reportFilterOf(app.db, session, { period: 'TODAY', ...request.body });
      const page = await statusCheckPage(
        app.db,
        session,
        { days, productType, senderKeys },
        new Date(),
        { pageNum, pageSize },
        request.lang,
      );
      checkPage(page);
      return ok({
        ...page,
        rows: page.rows.map((row) => ({
          ...row,
          createdAt: formatJakartaTime(row.createdAt),
          lastMovedAt: formatJakartaTime(row.lastMovedAt),
        })),
      });
    },
  );

  api.post(
    '/report/statusCheckExport',
    {
      config: {
        permission: {
          anyOf: [
            ['statusCheck', 'statusCheck_EXCEL'],
            ['customerReport', 'customerReport_EXCEL'],
          ],
        },
      },
      schema: {
        operationId: 'reports.reportStatusCheckExport',
        tags,
        summary: 'Exports the order-status check through the download centre',
        body: statusCheckFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'reportStatusCheck', request.body, request.lang),
  );

  api.post(
    '/report/export',
    {
      config: { permission: ['customerReport', 'customerReport_EXCEL'] },
      schema: {
        operationId: 'reports.reportExport',
        tags,
        summary:
          'Exports one customer report table through the download centre (no money columns for a hide-money user)',
        body: customerReportExport,
        response: { 200: exportCallResponse },
      },
    },
    async (request) => queueExport(app, sessionOf(request), 'customerReport', request.body, request.lang),
  );
}
