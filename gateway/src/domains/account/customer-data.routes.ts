import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Tenant } from '../../db/tenant-scope';
import { BizError, FieldsError, ok } from '../../http/envelope';
import { acceptUploads, readUpload } from '../../http/upload';
import { t } from '../../i18n/messages';
import { detectKind } from '../../lib/files/file-signature';
import {
  addDocument,
  currentDocuments,
  findSubmission,
  networkOfCustomer,
  saveSubmission,
  type CustomerDataStatus,
} from './customer-data.repo';
import {
  DOCUMENT_RULES,
  editable,
  ENTITY_TYPES,
  FIELD_RULES,
  submissionProblems,
  type EntityType,
} from './customer-data.rules';
import {
  customerDataResponse,
  customerDataSaveBody,
  customerDataUploadQuery,
  customerDataUploadResponse,
} from './customer-data.schemas';
import { PREVIEW_SECONDS, submissionView } from './customer-data.service';
import { uploadedFileName } from '../../lib/files/file-name';

/** A document is at most 5 MB, an image (JPG, PNG) or a PDF, by its bytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const DOCUMENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const tags = ['account'];
const SUBMIT = {
  anyOf: [
    ['customerAdd', 'customerAdd_ADD'],
    ['customerEdit', 'customerEdit_EDIT'],
  ],
};
const READ = { anyOf: [['customerAdd'], ['customerEdit']] };
const ALL_DOCUMENTS = new Set(ENTITY_TYPES.flatMap((type) => DOCUMENT_RULES[type]));

async function requireEditable(app: FastifyInstance, tenant: Tenant) {
  const row = await findSubmission(app.db, tenant);
  if (row && !editable(row.status as CustomerDataStatus)) throw new BizError('customerData.notEditable');
  return row;
}

/**
 * Customer data (`/customerAdd`, `/customerEdit`): the shipper's submission, its draft, the
 * documents, and the submit for review. After approval an edit is a change request: the approved
 * data stays in force (`approved`) until the change is approved.
 */
export default async function customerDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;
  await acceptUploads(app, { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 });

  app.post(
    '/customerData/detail',
    {
      config: { permission: READ },
      schema: {
        operationId: 'account.customerDataDetail',
        summary: "The shipper's data submission: fields, documents, status and a reason per field",
        tags,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(
        await submissionView(app.db, storage, session.customerId, await findSubmission(app.db, session)),
      );
    },
  );

  app.post(
    '/customerData/save',
    {
      config: { permission: SUBMIT },
      schema: {
        operationId: 'account.customerDataSave',
        summary: 'Saves the draft (after approval: a change request; the approved data stays in force)',
        tags,
        body: customerDataSaveBody,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const existing = await requireEditable(app, session);
      const known = new Set(FIELD_RULES[request.body.entityType].map((rule) => rule.key));
      const fields = Object.fromEntries(
        Object.entries(request.body.fields)
          .filter(([key]) => known.has(key))
          .map(([key, value]) => [key, value.trim()]),
      );
      const row = await saveSubmission(app.db, session, {
        entityType: request.body.entityType,
        fields,
        status: 'DRAFT',
        isChange: existing?.approved != null,
      });
      return ok(
        await submissionView(app.db, storage, session.customerId, row),
        t(request.lang, 'customerData.saved'),
      );
    },
  );

  app.post(
    '/customerData/submit',
    {
      config: { permission: SUBMIT },
      schema: {
        operationId: 'account.customerDataSubmit',
        summary: 'Submits the saved data for review (every field and document checked first)',
        tags,
        response: { 200: customerDataResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const existing = await requireEditable(app, session);
      const entityType = (existing?.entityType ?? 'COMPANY') as EntityType;
      const documents = new Set((await currentDocuments(app.db, session.customerId)).map((doc) => doc.field));
      const problems = submissionProblems(entityType, existing?.fields ?? {}, documents);
      if (problems.length > 0)
        throw new FieldsError(
          problems.map((problem) => ({ field: problem.field, msgKey: problem.problem })),
          'customerData.incomplete',
          { count: problems.length },
        );
      const row = await saveSubmission(app.db, session, {
        status: 'SUBMITTED',
        submittedAt: new Date(),
        fieldReasons: {},
        networkId: await networkOfCustomer(app.db, session),
      });
      return ok(await submissionView(app.db, storage, session.customerId, row));
    },
  );

  app.post(
    '/customerData/upload',
    {
      config: { permission: SUBMIT, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'account.customerDataUpload',
        consumes: ['multipart/form-data'],
        summary:
          'Uploads a document of the submission (multipart field "file"; JPG, PNG or PDF; at most 5 MB)',
        tags,
        querystring: customerDataUploadQuery,
        response: { 200: customerDataUploadResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { field } = request.query;
      if (!ALL_DOCUMENTS.has(field)) throw new BizError('customerData.documentUnknown', { field });
      await requireEditable(app, session);
      const upload = await readUpload(request, {
        missing: () => new BizError('import.fileMissing'),
        tooLarge: () => new BizError('customerData.fileTooLarge'),
      });
      const file = upload.files[0]
        ? { name: uploadedFileName(upload.files[0].name, field), data: upload.files[0].data }
        : null;
      if (!file || file.data.length === 0) throw new BizError('import.fileMissing');
      if (file.data.length > DOCUMENT_MAX_BYTES) throw new BizError('customerData.fileTooLarge');
      const contentType = DOCUMENT_TYPES[detectKind(file.data)];
      if (!contentType) throw new BizError('customerData.fileType');
      const storageKey = `customer-data-${randomUUID()}.${contentType === 'application/pdf' ? 'pdf' : contentType.slice(6)}`;
      await storage.put(storageKey, file.data, contentType);
      // with its `files` row, so that its signed link (file/view) opens for the shipper and the reviewer
      const row = await addDocument(app.db, session.userId, {
        customerId: session.customerId,
        field,
        fileName: file.name.slice(0, 255),
        contentType,
        size: file.data.length,
        storageKey,
      });
      return ok({
        id: row.id,
        field: row.field,
        fileName: row.fileName,
        contentType: row.contentType,
        size: row.size,
        url: await storage.signedUrl(storageKey, PREVIEW_SECONDS),
      });
    },
  );
}
