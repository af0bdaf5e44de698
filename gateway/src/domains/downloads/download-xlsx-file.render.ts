import fs from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../../i18n/language';
import { neutraliseFormula } from '../../lib/xlsx-write/spreadsheet-formula';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import type { AppendixSheet } from './download-export-registry.service';

export interface XlsxFileOptions {
  sheetName: string;
  /** Data rows per sheet (the header is one more); a new sheet `<name>-2`, -3... starts after. */
  sheetRows: number;
  /** Called after each page with the rows written so far; may throw to stop. */
  onPage?: (rowsWritten: number) => Promise<void> | void;
  /** Sheets written after the rows (not counted in `rows`), each with its own header. */
  appendix?: readonly AppendixSheet[];
}

/**
 * Streams pages of rows into an xlsx file on disk (exceljs's streaming writer: each row is committed
 * and let go, so memory stays flat whatever the row count), translated headers on every sheet, text
 * cells neutralised against formulas like every export (lib/xlsx-write/spreadsheet-formula.ts). Past
 * `sheetRows` data rows it continues on a new sheet (xlsx holds 1,048,576 rows a sheet). The
 * one-sheet writer that answers in memory (routes/orders/xlsx.ts writeXlsx) has the same columns
 * and cells; it can become a wrapper over this one when the orders move.
 *
 * @example
 * const rows = await writeXlsxFile('/tmp/x.xlsx', columns, batches, 'id', { sheetName: 'orders', sheetRows: 1_048_575 });
 */
export async function writeXlsxFile<T>(
  file: string,
  columns: readonly XlsxColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
  lang: Lang,
  options: XlsxFileOptions,
): Promise<{ rows: number; sheets: number }> {
  const output = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    output.once('close', resolve);
    output.once('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  try {
    return await writeSheets(workbook, output, columns, pages, lang, options).then(async (result) => {
      await closed;
      return result;
    });
  } catch (error) {
    output.destroy();
    await closed.catch(() => undefined);
    throw error;
  }
}

/** What a stream holds unwritten: its write buffer and, for a duplex, its read buffer. */
type Buffered = { _writableState?: { length: number }; _readableState?: { length: number } };
const buffered = (stream: Buffered) =>
  (stream._writableState?.length ?? 0) + (stream._readableState?.length ?? 0);
const ZIP_BUFFER_LIMIT = 1 << 20;

/**
 * Waits while the zip entry behind the sheet holds more than 1 MB, then for the file to drain.
 * exceljs's sheet stream writes into the zip entry (archiver's readable-stream PassThrough) without
 * heeding backpressure (StreamBuf._pipe), so rows were turned into XML faster than they were
 * compressed and written: the gateway's peak RSS was 912 MB for 1,000,000 rows on a quiet machine
 * (a probe of 200,000 rows: 512 MB without this wait, 157 MB with it). `pipes` and the stream states
 * are internals, read defensively: without them nothing waits.
 */
async function drained(sheet: ExcelJS.Worksheet, output: Writable): Promise<void> {
  const stream = (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream;
  for (const pipe of stream?.pipes ?? [])
    while (buffered(pipe) > ZIP_BUFFER_LIMIT) await new Promise((resolve) => setTimeout(resolve, 2));
  if (output.writableNeedDrain) await once(output, 'drain');
}

async function writeSheets<T>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  output: Writable,
  columns: readonly XlsxColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
  lang: Lang,
  options: XlsxFileOptions,
): Promise<{ rows: number; sheets: number }> {
  let sheets = 0;
  const addSheet = () => {
    sheets += 1;
    return startSheet(
      workbook,
      sheets === 1 ? options.sheetName : `${options.sheetName}-${sheets}`,
      columns,
      lang,
    );
  };
  let sheet = addSheet();
  let inSheet = 0;
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) {
      if (inSheet === options.sheetRows) {
        sheet.commit();
        sheet = addSheet();
        inSheet = 0;
      }
      sheet.addRow(columns.map((column) => neutraliseFormula(column.value(row)))).commit();
      inSheet += 1;
      rows += 1;
    }
    await drained(sheet, output);
    await options.onPage?.(rows);
  }
  sheet.commit();
  for (const appendix of options.appendix ?? []) {
    const extra = startSheet(workbook, appendix.sheetName, appendix.columns, lang);
    for (const row of appendix.rows)
      extra.addRow(appendix.columns.map((column) => neutraliseFormula(column.value(row)))).commit();
    extra.commit();
    sheets += 1;
  }
  await workbook.commit();
  return { rows, sheets };
}

/** A new sheet with the columns' widths and their translated header in bold. */
function startSheet<T>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly XlsxColumn<T>[],
  lang: Lang,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column, index) => ({ key: `c${index}`, width: column.width }));
  const header = sheet.addRow(columns.map((column) => neutraliseFormula(column.header[lang])));
  header.font = { bold: true };
  header.commit();
  return sheet;
}
