import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../auth/plugin';
import type { RoutePermission } from '../../../auth/session-types';
import type { Database } from '../../../db/client';
import type { Tenant } from '../../../db/tenant-scope';
import { ok } from '../../../http/envelope';
import type { Lang } from '../../../i18n/language';
import { exportOrders, type ExportKind } from '../order-exports.service';
import type { OrderFilter } from './order-filters.rules';
import { countByStatus, countOrders } from '../order.repo';
import { ORDER_EXPORT_TYPES, storedFilter } from '../order.export-type';
import { exportCallResponse, queueExport, recordInlineExport } from '../../downloads';
import { countResponse } from '../order-manage.schemas';
import { ORDER_STATUSES, statusLabel } from '../../../parcel/status';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../../../lib/xlsx-write/xlsx';

/** Count per status for a filter: every status in lifecycle order, zeros included. */
export async function statusCountsOf(db: Database, owner: Tenant, filter: OrderFilter, lang: Lang) {
  const rows = await countByStatus(db, owner, filter);
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
  owner: Tenant & { hideMoney?: boolean },
  filter: OrderFilter,
  kind: ExportKind,
  lang: Lang,
  revealPhones = false,
  record?: (file: { name: string; data: Buffer; rows: number; contentType: string }) => Promise<unknown>,
) {
  const { fileName, data, rows } = await exportOrders(db, owner, filter, kind, lang, {
    revealPhones,
    hideMoney: owner.hideMoney,
  });
  if (record) await record({ name: fileName, data, rows, contentType: XLSX_CONTENT_TYPE });
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(data);
}

/**
 * An order export call's answer: the file straight back while it holds at most
 * EXPORT_INLINE_MAX_ROWS orders, otherwise the export queued in the download centre (its id and
 * "being prepared in the download centre"). Both read the orders of the session's customer only.
 */
export async function sendOrQueueExport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  filter: OrderFilter,
  kind: ExportKind,
  revealPhones = false,
) {
  const session = sessionOf(request);
  const total = await countOrders(app.db, session, filter);
  const stored = storedFilter(filter);
  const snapshot = kind === 'addresses' ? { ...stored, revealPhones } : stored;
  if (total > app.config.exportInlineMaxRows) {
    return reply.send(await queueExport(app, session, ORDER_EXPORT_TYPES[kind], snapshot, request.lang));
  }
  // listed in the download centre too, as every export is (a small one completed at once)
  return sendExport(reply, app.db, session, filter, kind, request.lang, revealPhones, (file) =>
    recordInlineExport(app, session, ORDER_EXPORT_TYPES[kind], snapshot, file),
  );
}

/** The answer of an export route, for the OpenAPI document: the xlsx, or the queued export. */
export const xlsxDownload = exportCallResponse;

/** The count and export routes of one order list (order management, my waybills). */
export interface OrderListRoutes<Filter extends z.ZodType<OrderFilter>> {
  tag: string;
  /** The list's filters, the same for its page, count and export. */
  filterBody: Filter;
  count: { url: string; operationId: string; permission: RoutePermission; summary: string };
  export: {
    url: string;
    operationId: string;
    permission: RoutePermission;
    summary: string;
    kind: ExportKind;
  };
}

/**
 * Registers a list's count per status and its xlsx export: the two routes order management and my
 * waybills both have, with their own URLs, permissions and export columns.
 */
export function registerOrderListRoutes<Filter extends z.ZodType<OrderFilter>>(
  fastify: FastifyInstance,
  list: OrderListRoutes<Filter>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    list.count.url,
    {
      config: { permission: list.count.permission },
      schema: {
        tags: [list.tag],
        operationId: list.count.operationId,
        summary: list.count.summary,
        body: list.filterBody,
        response: { 200: countResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const filter = request.body as OrderFilter;
      return ok(await statusCountsOf(app.db, session, filter, request.lang));
    },
  );
  app.post(
    list.export.url,
    {
      config: { permission: list.export.permission },
      schema: {
        tags: [list.tag],
        operationId: list.export.operationId,
        summary: list.export.summary,
        body: list.filterBody,
        response: { 200: xlsxDownload },
      },
    },
    async (request, reply) =>
      sendOrQueueExport(app, request, reply, request.body as OrderFilter, list.export.kind),
  );
}
