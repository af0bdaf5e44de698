import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { acceptUploads, readUpload } from '../../http/upload';
import { t } from '../../i18n/messages';
import { pick, type Translated } from '../../i18n/language';
import { ADDRESS_FILE_NAMES } from './address-book.export-texts';
import { detectKind, extensionOf } from '../../lib/files/file-signature';
import { capError, ImportFileError } from '../../lib/xlsx-read/import-error';
import { resolveImportLimits, type ImportLimits } from '../../lib/xlsx-read/limits';
import { checkXlsx } from '../../lib/xlsx-read/xlsx-guard';
import {
  attachmentDisposition,
  formatJakartaTime,
  writeXlsx,
  XLSX_CONTENT_TYPE,
} from '../../lib/xlsx-write/xlsx';
import { exportCallResponse, queueExport, recordInlineExport } from '../downloads';
import { AddressNotFoundError, assertBookAccess } from './address-book-access.rules';
import { ADDRESS_BOOK_EXPORT_TYPE, addressBookColumns } from './address-book.export-type';
import { bookPermission, type AddressKind } from './address-book-kinds.rules';
import { deleteBook, findOwnEntry } from './address-book.repo';
import { bookBatches, countBook } from './address-book-files.repo';
import { ADDRESS_FILE_COLUMNS, ADDRESS_FILE_MAX_BYTES, ADDRESS_FILE_MAX_ROWS } from './address-book.rules';
import {
  addressBookDeleteAllResponse,
  addressBookExportBody,
  addressBookIdQuery,
  addressBookImportResponse,
  addressBookKindBody,
  addressBookKindQuery,
  addressBookShowNumResponse,
} from './address-book.schemas';
import { uploadedFileName } from '../../lib/files/file-name';
import { importAddressFile } from './address-book-files.service';

const tags = ['addressBook'];
const EXPORT_BATCH = 2_000;

function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer) {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(data);
}

const FILE_NAMES: Record<AddressKind, Translated> = ADDRESS_FILE_NAMES;

/**
 * The address books' files and bulk calls (/mailingAddress, /receivingAddress): delete all, the
 * template, import (the order import's upload rules and streaming reader, every bad row named with
 * its reasons, the good rows saved), export through the download centre, and the phone reveal.
 */
export default async function addressBookFileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits: ImportLimits = {
    ...resolveImportLimits(app.config.importLimits),
    maxFileBytes: ADDRESS_FILE_MAX_BYTES,
    maxRows: ADDRESS_FILE_MAX_ROWS,
  };
  await acceptUploads(app, { fileSize: limits.maxFileBytes, files: 1, fields: 2, parts: 3 });

  app.post(
    '/addressBook/deleteAll',
    {
      config: { permission: bookPermission('DELETE') },
      schema: {
        operationId: 'addressBook.deleteAll',
        tags,
        summary: 'Deletes every entry of one book',
        body: addressBookKindBody,
        response: { 200: addressBookDeleteAllResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertBookAccess(session, request.body.kind, 'DELETE');
      const deleted = await deleteBook(app.db, session.customerId, request.body.kind);
      return ok({ deleted }, t(request.lang, 'addressBook.deletedAll', { count: deleted }));
    },
  );

  app.get(
    '/addressBook/template',
    {
      config: { permission: bookPermission('ADD') },
      schema: {
        operationId: 'addressBook.template',
        tags,
        summary: 'The address file template (xlsx) of a book, headers in the request language',
        querystring: addressBookKindQuery,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { kind } = request.query;
      assertBookAccess(session, kind, 'ADD');
      const columns = ADDRESS_FILE_COLUMNS.map((column) => ({
        header: column.headers,
        width: column.width,
        value: (row: Record<string, string>) => row[column.key] ?? '',
      }));
      const sample = {
        name: 'Budi Santoso',
        phone: '081234567890',
        province: 'DKI Jakarta',
        city: 'Kota Jakarta Pusat',
        district: 'Gambir',
        districtCode: '31.71.01',
        address: 'Jl. Medan Merdeka Barat No. 1',
        postalCode: '10110',
      };
      const data = await writeXlsx('addresses', columns, [[sample]], request.lang);
      return sendXlsx(reply, `${pick(FILE_NAMES[kind], request.lang)}-template.xlsx`, data);
    },
  );

  app.post(
    '/addressBook/import',
    {
      config: { permission: bookPermission('ADD'), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'addressBook.import',
        consumes: ['multipart/form-data'],
        tags,
        summary: `Imports an address file into a book (multipart field "file", xlsx only, at most ${ADDRESS_FILE_MAX_BYTES / 1024 / 1024} MB and ${ADDRESS_FILE_MAX_ROWS} rows): the good rows are saved, every bad row is answered with its reasons`,
        querystring: addressBookKindQuery,
        response: { 200: addressBookImportResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { lang } = request;
      const { kind } = request.query;
      assertBookAccess(session, kind, 'ADD');
      const upload = await readUpload(request, {
        missing: () => new BizError('import.fileMissing'),
        tooLarge: () => capError('import.fileTooLarge', limits),
        tooMany: () => new BizError('error.invalidInput'),
      });
      const part = upload.files.find((received) => received.field === 'file');
      const file = part ? { name: uploadedFileName(part.name, 'addresses.xlsx'), data: part.data } : null;
      if (!file || file.data.length === 0) throw new BizError('import.fileMissing');
      if (extensionOf(file.name) !== 'xlsx' || detectKind(file.data) !== 'xlsx')
        throw new ImportFileError('import.notXlsx');
      // zip bombs and oversized sheets are stopped before the sheet is read
      await checkXlsx(file.data, limits);

      const { total, imported, duplicates, errors } = await importAddressFile(
        app.db,
        { customerId: session.customerId, createdBy: session.userId, kind },
        file.data,
        limits,
        lang,
      );
      return ok(
        { total, imported, duplicates, errors },
        t(lang, 'addressBook.imported', { imported, errors: errors.length }),
      );
    },
  );

  app.post(
    '/addressBook/export',
    {
      config: { permission: bookPermission('EXCEL') },
      schema: {
        operationId: 'addressBook.export',
        tags,
        summary:
          'The book (or what its search finds) as xlsx; over EXPORT_INLINE_MAX_ROWS entries queued in the download centre',
        body: addressBookExportBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { kind, keyword } = request.body;
      assertBookAccess(session, kind, 'EXCEL');
      const total = await countBook(app.db, session.customerId, kind, keyword);
      if (total > app.config.exportInlineMaxRows)
        return reply.send(
          await queueExport(app, session, ADDRESS_BOOK_EXPORT_TYPE, { kind, keyword }, request.lang),
        );
      const data = await writeXlsx(
        'addresses',
        addressBookColumns(),
        bookBatches(app.db, session.customerId, kind, keyword, EXPORT_BATCH),
        request.lang,
      );
      const stamp = formatJakartaTime(new Date()).replace(/\D/g, '').slice(0, 14);
      const name = `${pick(FILE_NAMES[kind], request.lang)}-${stamp}.xlsx`;
      await recordInlineExport(
        app,
        session,
        ADDRESS_BOOK_EXPORT_TYPE,
        { kind, keyword },
        { name, data, rows: total, contentType: XLSX_CONTENT_TYPE },
      );
      return sendXlsx(reply, name, data);
    },
  );

  app.get(
    '/addressBook/showNum',
    {
      config: { permission: bookPermission('read') },
      schema: {
        operationId: 'addressBook.showNum',
        tags,
        summary: "The whole phone of an entry (the list shows it masked), for the caller's own book",
        querystring: addressBookIdQuery,
        response: { 200: addressBookShowNumResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const entry = await findOwnEntry(app.db, session.customerId, request.query.id);
      if (!entry) throw new AddressNotFoundError();
      assertBookAccess(session, entry.kind as AddressKind, 'read');
      return ok({ id: entry.id, phone: entry.phone });
    },
  );
}
