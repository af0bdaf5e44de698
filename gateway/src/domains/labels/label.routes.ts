import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import { qrPng } from '../../lib/barcodes/barcodes';
import { inLargeChunks } from '../../lib/pdf/large-chunks';
import { labelsMessages } from './label.messages';
import {
  CancelledOrderError,
  labelConfigOf,
  OrderNotFoundError,
  ordersToPrint,
  toLabelData,
  updateLabelConfig,
  type PrintKeyType,
} from './label-print.service';
import { PRINT_PERMISSION_DESCRIPTION, printRouteOptions } from './label-print-permission.rules';
import { drawLabels, newLabelDocument, type LabelRenderOptions } from './label.render';
import { findPrintableOrders, markPrinted } from './label.repo';
import {
  printBatchBody,
  printConfigBody,
  printConfigResponse,
  printParams,
  printQuery,
  qrCodeQuery,
} from './label.schemas';
import { labelStyleOf } from './label-styles.render';
const TAGS = ['labels'];
const PDF_DESCRIPTION = `${PRINT_PERMISSION_DESCRIPTION}. Answers application/pdf; a business error (unknown order: HTTP 404; a cancelled order: code 500 naming its waybills) answers the JSON envelope.`;

/**
 * A hide-money user's labels carry no amount: no COD box and no fee lines, whatever the print
 * config or the request asks (the same as printing "without COD").
 */
export function withoutAmounts(options: LabelRenderOptions): LabelRenderOptions {
  return { ...options, printCod: false, discountPrint: false };
}

/** Shipping labels (PDF): print by order or waybill, batch print, QR code and the label settings. */
export default async function labelRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(labelsMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Looks the orders up (404 when one is not the caller's; refused, naming them, when one is
   * cancelled), counts the print, then streams the PDF while it renders. Nothing is counted when
   * the lookup fails.
   */
  async function printLabels(
    request: FastifyRequest,
    reply: FastifyReply,
    print: { type: PrintKeyType; keys: (string | number)[]; options: LabelRenderOptions; fileName: string },
  ) {
    const session = sessionOf(request);
    const options = session.hideMoney ? withoutAmounts(print.options) : print.options;
    const orders = await ordersToPrint(app.db, session, print.type, print.keys);
    const doc = newLabelDocument();
    await markPrinted(
      app.db,
      session,
      orders.map((order) => order.id),
    );
    drawLabels(doc, orders.map(toLabelData), options).catch((error: unknown) => {
      request.log.error({ err: error }, 'label rendering failed');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${print.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(inLargeChunks(doc));
  }

  for (const [path, noCod, operationId] of [
    ['/label/print/:style/:id', false, 'labels.print'],
    ['/label/printNoCod/:style/:id', true, 'labels.printWithoutCod'],
  ] as const) {
    api.get(
      path,
      {
        ...printRouteOptions,
        schema: {
          operationId,
          tags: TAGS,
          summary: noCod
            ? 'One label as PDF, without the COD amount'
            : "One label as PDF (the COD box follows the caller's print config)",
          description: PDF_DESCRIPTION,
          params: printParams,
          querystring: printQuery,
        },
      },
      async (request, reply) => {
        const style = labelStyleOf(request.params.style);
        const config = await labelConfigOf(app.db, sessionOf(request).customerId);
        const type = request.query.type as PrintKeyType;
        return printLabels(request, reply, {
          type,
          keys: [request.params.id],
          fileName: `label-${request.params.id.replace(/[^\w-]/g, '')}.pdf`,
          options: {
            style,
            lang: request.lang,
            printCod: !noCod && config.printCod === 1,
            discountPrint: (request.query.discountPrint ?? config.discountPrint) === 1,
          },
        });
      },
    );
  }

  api.post(
    '/label/printBatch',
    {
      ...printRouteOptions,
      schema: {
        operationId: 'labels.printBatch',
        tags: TAGS,
        summary: 'Up to 1000 labels in one PDF, in the order of the items',
        description: PDF_DESCRIPTION,
        body: printBatchBody,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const config = await labelConfigOf(app.db, sessionOf(request).customerId);
      const style = body.style ? labelStyleOf(body.style) : config.defaultStyle;
      return printLabels(request, reply, {
        type: body.type as PrintKeyType,
        keys: body.items.map((item) => item.id),
        fileName: `labels-${body.items.length}.pdf`,
        options: {
          style,
          lang: request.lang,
          printCod: (body.printCod ?? config.printCod) === 1,
          discountPrint: (body.discountPrint ?? config.discountPrint) === 1,
        },
      });
    },
  );

  api.get(
    '/label/qrCode',
    {
      ...printRouteOptions,
      schema: {
        operationId: 'labels.getQrCode',
        tags: TAGS,
        summary: "QR code of one of the caller's waybills, as PNG",
        description: `${PRINT_PERMISSION_DESCRIPTION}. Answers image/png.`,
        querystring: qrCodeQuery,
      },
    },
    async (request, reply) => {
      const { billCode } = request.query;
      const [order] = await findPrintableOrders(app.db, sessionOf(request), {
        billCodes: [billCode],
      });
      if (!order) throw new OrderNotFoundError([billCode]);
      if (order.status === 'CANCELLED') throw new CancelledOrderError([billCode]);
      return reply
        .type('image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(await qrPng(billCode));
    },
  );

  api.get(
    '/label/printConfig',
    {
      ...printRouteOptions,
      schema: {
        operationId: 'labels.getPrintConfig',
        tags: TAGS,
        summary: "The caller's label settings (defaults until saved)",
        description: PRINT_PERMISSION_DESCRIPTION,
        response: { 200: printConfigResponse },
      },
    },
    async (request) => ok(await labelConfigOf(app.db, sessionOf(request).customerId)),
  );

  api.post(
    '/label/printConfig',
    {
      ...printRouteOptions,
      schema: {
        operationId: 'labels.savePrintConfig',
        tags: TAGS,
        summary: "Saves the caller's label settings; omitted fields keep their value",
        description: PRINT_PERMISSION_DESCRIPTION,
        body: printConfigBody,
        response: { 200: printConfigResponse },
      },
    },
    async (request) => ok(await updateLabelConfig(app.db, sessionOf(request).customerId, request.body)),
  );
}
