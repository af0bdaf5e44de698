import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { holdsPermission } from '../../auth/session-store';
import { BizError, ok } from '../../http/envelope';
import { fastSerializerCompiler } from '../../http/fast-serializer';
import { t } from '../../i18n/messages';
import { addressPreCheck, cancelOrders, updateReceiverAddress } from './order-changes.service';
import type { OrderFilter } from './list/order-filters.rules';
import { registerOrderListRoutes, sendOrQueueExport, xlsxDownload } from './list/order-list.service';
import { findOwnImportTask, latestScanTimes, pageWithTotal } from './order.repo';
import {
  cancelResponse,
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
} from './order-manage.schemas';
import { asStatus, manageRecord, storedFees, waybillRecord } from './order-view.render';
import { pageOffset, toPage } from '../../lib/paging/paging';
import { loadRegionIndex } from '../widgets';
import { feesView, rejected } from './order-responses.render';
import { statusLabel } from '../../parcel/status';

/** Order management (remote-orders /orderManagement): list, counts, exports, cancel, address change. */
export default async function orderManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/order/manage/page',
    {
      config: { permission: ['orderManagement'] },
      schema: {
        operationId: 'orders.page',
        tags: ['orders'],
        summary: "The customer's orders, newest first, filtered; phones masked",
        body: managePageBody,
        response: { 200: managePageResponse },
      },
      // the hot list call: a compiled serializer instead of zod's parse-then-stringify
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const session = sessionOf(request);
      const { current, size, afterId, ...filter } = request.body;
      const { total, rows } = await pageWithTotal(app.db, session, filter, {
        offset: pageOffset({ current, size }),
        size,
        afterId,
        latestScan: true,
      });
      // Read with the page, except by the multi-status merge: then in one more query.
      const scans = rows.every((row) => row.latestScanTime !== undefined)
        ? new Map(rows.map((row) => [row.id, row.latestScanTime ?? undefined]))
        : await latestScanTimes(
            app.db,
            session,
            rows.map((row) => row.id),
          );
      const records = rows.map((row) => manageRecord(row, scans.get(row.id), session.language));
      return ok(toPage({ current, size }, total, records));
    },
  );

  registerOrderListRoutes(fastify, {
    tag: 'orders',
    filterBody: orderFilterBody,
    count: {
      url: '/order/manage/count',
      operationId: 'orders.countByStatus',
      permission: ['orderManagement'],
      summary: 'Orders per status for the same filters as the list',
    },
    export: {
      url: '/order/manage/export',
      operationId: 'orders.export',
      permission: ['orderManagement', 'orderManagement_EXCEL'],
      summary:
        'The filtered orders as xlsx (headers in the request language); over EXPORT_INLINE_MAX_ROWS orders, queued in the download centre',
      kind: 'orders',
    },
  });

  app.post(
    '/order/addressExport',
    {
      config: { permission: ['orderManagement', 'orderManagement_EXCEL'] },
      schema: {
        operationId: 'orders.exportAddresses',
        tags: ['orders'],
        summary:
          'Distinct receiver addresses of the filtered orders as xlsx; phones whole only with orderManagement_DETAIL; over EXPORT_INLINE_MAX_ROWS orders, queued in the download centre',
        body: orderFilterBody,
        response: { 200: xlsxDownload },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const reveal = holdsPermission(session, 'orderManagement_DETAIL');
      return sendOrQueueExport(app, request, reply, request.body, 'addresses', reveal);
    },
  );

  app.post(
    '/order/cancel',
    {
      config: { permission: ['orderManagement', 'orderManagement_DELETE'] },
      schema: {
        operationId: 'orders.cancel',
        tags: ['orders'],
        summary: 'Cancel orders that are still CREATED; a result per id',
        body: idsBody,
        response: { 200: cancelResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const results = await cancelOrders(app.db, session, request.body.ids);
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
      config: { permission: ['orderManagement', 'orderManagement_EDIT'] },
      schema: {
        operationId: 'orders.preCheckAddressUpdate',
        tags: ['orders'],
        summary: 'Whether the receiver address of an order may still change, and why not',
        body: idBody,
        response: { 200: preCheckResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { order, allowed, reasonCode } = await addressPreCheck(app.db, session, request.body.id);
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
      config: { permission: ['orderManagement', 'orderManagement_EDIT'] },
      schema: {
        operationId: 'orders.updateAddress',
        tags: ['orders'],
        summary:
          'Change the receiver of an order (region checked again, freight recomputed, trace noted); without a phone the current one stays',
        body: updateAddressBody,
        response: { 200: updateAddressResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const regions = await loadRegionIndex(app.db);
      const result = await updateReceiverAddress(
        app.db,
        regions,
        session,
        request.body.id,
        request.body.receiver,
      );
      if (!result.ok) return rejected(result.issues, lang);
      const scans = await latestScanTimes(app.db, session, [result.order.id]);
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
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'orders.listByImportTask',
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
      if (!task) throw new BizError('order.importTaskNotFound', {}, 404);
      const filter: OrderFilter = { importTaskId: taskId };
      const { total, rows } = await pageWithTotal(app.db, session, filter, {
        offset: pageOffset({ current, size }),
        size,
      });
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
