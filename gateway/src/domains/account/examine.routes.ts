import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { SessionContext } from '../../auth/session-types';
import { BizError, ok } from '../../http/envelope';
import type { Translated } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { toPage } from '../../lib/paging/paging';
import {
  attachmentDisposition,
  formatJakartaTime,
  writeXlsx,
  XLSX_CONTENT_TYPE,
} from '../../lib/xlsx-write/xlsx';
import {
  allNetworkSubmissions,
  findNetworkSubmission,
  networkOfUser,
  pageNetworkSubmissions,
  reviewSubmission,
  type CustomerDataStatus,
} from './customer-data.repo';
import { knownFields, reviewProblem, UNDER_REVIEW, type EntityType } from './customer-data.rules';
import { decideSubmission, submissionView } from './customer-data.service';
import {
  CUSTOMER_DATA_STATUS_LABELS,
  ENTITY_TYPE_LABELS,
  EXAMINE_EXPORT_HEADERS,
} from './examine.export-texts';
import {
  customerDataResponse,
  examineExportBody,
  examineIdBody,
  examinePageBody,
  examinePageResponse,
  examineSaveBody,
  examineStatusBody,
} from './customer-data.schemas';

const tags = ['account'];
const PAGE = 'customerExamine';

type ExamineRow = Awaited<ReturnType<typeof allNetworkSubmissions>>[number];

const rowView = (row: ExamineRow) => ({
  id: row.id,
  customerCode: row.customerCode,
  customerName: row.customerName,
  entityType: row.entityType as EntityType,
  status: row.status as CustomerDataStatus,
  isChange: row.isChange,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewedBy: row.reviewedBy,
});

/**
 * "Examine orders" (`/customerExamine`): back-office staff of a network review the data of the
 * customers their network serves: query, save or update (reasons per field), page, status update
 * (approve, reject, ask for revision) and export. A customer of another network is not found.
 */
export default async function examineRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;

  /** The reviewer's network; a user without one (a shipper) reviews nothing. */
  const networkOf = async (session: SessionContext): Promise<number> => {
    const networkId = await networkOfUser(app.db, session);
    if (networkId === null) throw new BizError('customerData.notStaff');
    return networkId;
  };
  const found = async (networkId: number, id: number) => {
    const row = await findNetworkSubmission(app.db, networkId, id);
    if (!row) throw new BizError('customerData.notFound');
    return row;
  };

  app.post(
    '/examine/page',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'account.examinePage',
        summary: "A page of the submissions of the network's customers (drafts left out)",
        tags,
        body: examinePageBody,
        response: { 200: examinePageResponse },
      },
    },
    async (request) => {
      const networkId = await networkOf(sessionOf(request));
      const { rows, total } = await pageNetworkSubmissions(app.db, networkId, request.body);
      return ok(toPage(request.body, total, rows.map(rowView)));
    },
  );

  app.post(
    '/examine/query',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'account.examineQuery',
        summary: 'One submission with its fields, documents and reasons',
        tags,
        body: examineIdBody,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const networkId = await networkOf(sessionOf(request));
      const row = await found(networkId, request.body.id);
      return ok(await submissionView(app.db, storage, row.customerId, row));
    },
  );

  app.post(
    '/examine/saveOrUpdate',
    {
      config: { permission: [PAGE, `${PAGE}_CHECK`] },
      schema: {
        operationId: 'account.examineSave',
        summary: 'Saves the review in progress (reasons per field); the submission is then under review',
        tags,
        body: examineSaveBody,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const networkId = await networkOf(session);
      const row = await found(networkId, request.body.id);
      const problem = reviewProblem(
        row.status as CustomerDataStatus,
        'APPROVED',
        request.body.fieldReasons,
        knownFields(row.entityType as EntityType),
      );
      if (problem) throw new BizError(problem);
      const saved = await reviewSubmission(app.db, networkId, row.id, UNDER_REVIEW, {
        status: 'UNDER_REVIEW',
        fieldReasons: request.body.fieldReasons,
        reviewedBy: session.loginCode,
      });
      if (!saved) throw new BizError('customerData.notUnderReview');
      return ok(await submissionView(app.db, storage, saved.customerId, saved));
    },
  );

  app.post(
    '/examine/statusUpdate',
    {
      config: { permission: [PAGE, `${PAGE}_CHECK`] },
      schema: {
        operationId: 'account.examineStatus',
        summary:
          'Approves, rejects or asks for revision (a reason per field for the last two); a submission is approved once',
        tags,
        body: examineStatusBody,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const networkId = await networkOf(session);
      const row = await found(networkId, request.body.id);
      const { status, fieldReasons } = request.body;
      const saved = await decideSubmission(app.db, networkId, session.loginCode, row, {
        status,
        fieldReasons,
      });
      return ok(
        await submissionView(app.db, storage, saved.customerId, saved),
        t(request.lang, `customerData.reviewed.${status}`),
      );
    },
  );

  app.post(
    '/examine/export',
    {
      config: { permission: [PAGE, `${PAGE}_EXCEL`] },
      schema: {
        operationId: 'account.examineExport',
        summary: "The network's submissions a filter finds, as xlsx",
        tags,
        body: examineExportBody,
      },
    },
    async (request, reply) => {
      const networkId = await networkOf(sessionOf(request));
      const rows = await allNetworkSubmissions(app.db, networkId, request.body);
      const H = EXAMINE_EXPORT_HEADERS;
      const lang = request.lang;
      const column = (header: Translated, width: number, value: (row: ExamineRow) => string) => ({
        header,
        width,
        value,
      });
      const data = await writeXlsx(
        'submissions',
        [
          column(H.customerCode, 14, (row) => row.customerCode),
          column(H.customer, 28, (row) => row.customerName),
          column(
            H.type,
            12,
            (row) => ENTITY_TYPE_LABELS[row.entityType as EntityType]?.[lang] ?? row.entityType,
          ),
          column(
            H.status,
            16,
            (row) => CUSTOMER_DATA_STATUS_LABELS[row.status as CustomerDataStatus]?.[lang] ?? row.status,
          ),
          column(H.changeRequest, 12, (row) => (row.isChange ? '✓' : '')),
          column(H.submitted, 20, (row) => formatJakartaTime(row.submittedAt)),
          column(H.reviewed, 20, (row) => formatJakartaTime(row.reviewedAt)),
          column(H.reviewer, 14, (row) => row.reviewedBy ?? ''),
        ],
        [rows],
        request.lang,
      );
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentDisposition('customer-data.xlsx'))
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
}
