import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import { holdsPermission } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { BizError, ok } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { toLang } from './locale';
import { addressPreCheck, cancelOrders, updateReceiverAddress } from './order-changes';
import { exportOrders, type ExportKind } from './order-exports';
import type { OrderFilter } from './order-filters';
import { countByStatus, countOrders, findOwnImportTask, latestScanTimes, pageOrders } from './order-repo';
import {
  cancelResponse,
  countResponse,
  idBody,
  idsBody,
  managePageBody,
  managePageResponse,
  orderFilterBody,
  preCheckResponse,
  updateAddressBody,
  updateAddressResponse,
  waybillPageResponse,
  waybillsByTaskQuery,
} from './order-schemas';
import { asStatus, manageRecord, storedFees, waybillRecord } from './order-view';
import { pageOffset, toPage } from './paging';
import { loadRegionIndex } from './region-index';
import { feesView, rejected } from './responses';
import { ORDER_STATUSES, statusLabel } from './status';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from './xlsx';

/** Count per status for a filter: every status in lifecycle order, zeros included. */
export async function statusCountsOf(db: Database, customerId: number, filter: OrderFilter, lang: Lang) {
  const rows = await countByStatus(db, customerId, filter);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  const statuses = ORDER_STATUSES.map((status) => ({
    status,
    statusLabel: statusLabel(status, lang),
    count: byStatus.get(status) ?? 0,
  }));
  return { total: statuses.reduce((sum, s) => sum + s.count, 0), statuses };
}

/** Sends an export as an xlsx download. */
export async function sendExport(
  reply: FastifyReply,
  db: Database,
  customerId: number,
  filter: OrderFilter,
  kind: ExportKind,
  lang: Lang,
  revealPhones = false,
) {
  const { fileName, data } = await exportOrders(db, customerId, filter, kind, lang, { revealPhones });
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(data);
}

/** The xlsx download of an export route, for the OpenAPI document. */
export const xlsxDownload = {
  description: 'The xlsx file (errors answer the JSON envelope)',
  content: { [XLSX_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
};

/** Order management (remote-orders /orderManagement): list, counts, exports, cancel, address change. */
export default async function orderManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/order/manage/page',
    {
      config: { permission: 'orderManagement' },
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first, filtered; phones masked",
        body: managePageBody,
        response: { 200: managePageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { current, size, afterId, ...filter } = request.body;
      const [total, rows] = await Promise.all([
        countOrders(app.db, session.customerId, filter),
        pageOrders(app.db, session.customerId, filter, {
          offset: pageOffset({ current, size }),
          size,
          afterId,
        }),
      ]);
      const scans = await latestScanTimes(
        app.db,
        session.customerId,
        rows.map((row) => row.id),
      );
      const records = rows.map((row) => manageRecord(row, scans.get(row.id), session.language));
      return ok(toPage({ current, size }, total, records));
    },
  );

  app.post(
    '/order/manage/count',
    {
      config: { permission: 'orderManagement' },
      schema: {
        tags: ['orders'],
        summary: 'Orders per status for the same filters as the list',
        body: orderFilterBody,
        response: { 200: countResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await statusCountsOf(app.db, session.customerId, request.body, toLang(session.language)));
    },
  );

  app.post(
    '/order/manage/export',
    {
      config: { permission: 'orderManagement_EXCEL' },
      schema: {
        tags: ['orders'],
        summary: 'The filtered orders as xlsx (at most 50,000; headers in the request language)',
        body: orderFilterBody,
        response: { 200: xlsxDownload },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      return sendExport(reply, app.db, session.customerId, request.body, 'orders', toLang(session.language));
    },
  );

  app.post(
    '/order/addressExport',
    {
      config: { permission: 'orderManagement_EXCEL' },
      schema: {
        tags: ['orders'],
        summary:
          'Distinct receiver addresses of the filtered orders as xlsx; phones whole only with orderManagement_DETAIL',
        body: orderFilterBody,
        response: { 200: xlsxDownload },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const reveal = holdsPermission(session, 'orderManagement_DETAIL');
      return sendExport(
        reply,
        app.db,
        session.customerId,
        request.body,
        'addresses',
        toLang(session.language),
        reveal,
      );
    },
  );

  app.post(
    '/order/cancel',
    {
      config: { permission: 'orderManagement_DELETE' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel orders that are still CREATED; a result per id',
        body: idsBody,
        response: { 200: cancelResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = toLang(session.language);
      const results = await cancelOrders(app.db, session.customerId, request.body.ids);
      const messageOf = (result: (typeof results)[number]) =>
        result.resultCode === 'CANCELLED'
          ? t(lang, 'order.cancelled')
          : result.resultCode === 'NOT_FOUND'
            ? t(lang, 'order.notFound')
            : t(lang, 'order.cancelNotAllowed', { status: statusLabel(result.status ?? '', lang) });
      return ok({
        cancelled: results.filter((result) => result.resultCode === 'CANCELLED').length,
        results: results.map((result) => ({
          ...result,
          success: result.resultCode === 'CANCELLED',
          message: messageOf(result),
        })),
      });
    },
  );

  app.post(
    '/order/updateAddress/preCheck',
    {
      config: { permission: 'orderManagement_EDIT' },
      schema: {
        tags: ['orders'],
        summary: 'Whether the receiver address of an order may still change, and why not',
        body: idBody,
        response: { 200: preCheckResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = toLang(session.language);
      const { order, allowed, reasonCode } = await addressPreCheck(
        app.db,
        session.customerId,
        request.body.id,
      );
      return ok({
        allowed,
        reasonCode,
        reason: reasonCode ? t(lang, reasonCode, { status: statusLabel(order.status, lang) }) : null,
        status: asStatus(order.status),
      });
    },
  );

  app.post(
    '/order/updateAddress',
    {
      config: { permission: 'orderManagement_EDIT' },
      schema: {
        tags: ['orders'],
        summary: 'Change the receiver of an order (region checked again, freight recomputed, trace noted)',
        body: updateAddressBody,
        response: { 200: updateAddressResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = toLang(session.language);
      const regions = await loadRegionIndex(app.db);
      const result = await updateReceiverAddress(
        app.db,
        regions,
        session.customerId,
        request.body.id,
        request.body.receiver,
      );
      if (!result.ok) return rejected(result.issues, lang);
      const scans = await latestScanTimes(app.db, session.customerId, [result.order.id]);
      return ok({
        order: manageRecord(result.order, scans.get(result.order.id), lang),
        fees: feesView(storedFees(result.order), lang),
        freightChanged: result.freightChanged,
      });
    },
  );

  app.get(
    '/order/waybillsByTask',
    {
      config: { permission: 'orderImport' },
      schema: {
        tags: ['orders'],
        summary: 'The orders one import task created, newest first',
        querystring: waybillsByTaskQuery,
        response: { 200: waybillPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { taskId, current, size } = request.query;
      const task = await findOwnImportTask(app.db, session.customerId, taskId);
      if (!task) throw new BizError('order.importTaskNotFound', {}, 404, 404);
      const filter: OrderFilter = { importTaskId: taskId };
      const [total, rows] = await Promise.all([
        countOrders(app.db, session.customerId, filter),
        pageOrders(app.db, session.customerId, filter, { offset: pageOffset({ current, size }), size }),
      ]);
      return ok(
        toPage(
          { current, size },
          total,
          rows.map((row) => waybillRecord(row, session.language)),
        ),
      );
    },
  );
}
