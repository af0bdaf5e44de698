import path from 'node:path';
import { z } from 'zod';
import { pick } from '../../../i18n/language';
import { registerExportType } from '../../downloads';
import { statementLineBatches, statementOf, toStatementRecord } from './statement.repo';
import { STATEMENT_EXPORT_TEXTS } from './statement.export-texts';
import { writeStatementPdfInWorker } from './statement-pdf-thread.worker';

export const STATEMENT_PDF_EXPORT = 'monthlyStatementPdf';

const STATEMENT = STATEMENT_EXPORT_TEXTS.statement;

/**
 * The statement as its PDF invoice (statement.render.ts), through the download centre: a
 * 100,000-line statement takes a minute to lay out, longer than a request should wait, and the
 * layout runs on a worker thread so the gateway's other requests do not wait for it.
 */
registerExportType({
  type: STATEMENT_PDF_EXPORT,
  title: STATEMENT_EXPORT_TEXTS.pdfTitle,
  sheetName: 'statement',
  filter: z.object({ id: z.number().int().positive() }),
  summary: (filter, lang) => `${pick(STATEMENT, lang)} #${filter.id}`,
  // a PDF has no columns to choose; every figure of it is an amount (a hide-money user gets none)
  columns: () => [],
  count: async (db, scope, filter) => (await statementOf(db, scope, filter.id)).lineCount,
  rows: (db, scope, filter) => statementLineBatches(db, scope, filter.id),
  file: {
    extension: 'pdf',
    contentType: 'application/pdf',
    write: async (out, rows, { db, scope, filter, lang, config, hideMoney, onPage }) => {
      // the call refuses a hide-money user; this is the flag as it is when the job runs
      if (hideMoney) throw new Error('the requester may no longer see amounts');
      const header = toStatementRecord(await statementOf(db, scope, filter.id));
      const setup = { header, lang, seller: config.invoiceSeller, file: path.resolve(out) };
      return { rows: await writeStatementPdfInWorker(setup, rows, onPage) };
    },
  },
});
