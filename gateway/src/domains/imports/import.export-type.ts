import { asc, count, countDistinct, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { importErrors } from '../../db/schema/imports';
import { ownedBy } from '../../db/tenant-scope';
import { pick, type Lang, type Translated } from '../../i18n/language';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';
import { FILE_ROW_NO, HEADER_ROW_NO, isFileLevelRow } from './import-file-failure.rules';
import { errorsFromRow, type TaskRef } from './import.repo';
import { taskIdBody } from './import.schemas';
import { errorMessage, columnNameOf } from './import-views.render';
import {
  destinationColumns,
  destinationKey,
  destinationSummaryColumns,
  errorColumns,
  type DestinationCount,
  type DestinationRow,
  type ErrorRowForDownload,
} from './import-workbooks.render';
import type { ImportErrorRow } from '../../db/schema/imports';

/** Errors read per query while the error file is written. */
const ERROR_SLICE = 2000;
/** Rows handed to the xlsx writer at a time (a page of the download centre's progress). */
const PAGE = 2000;

/** The download centre types of the import's two files. */
export const IMPORT_EXPORT_TYPES = { errors: 'importErrors', destinations: 'importDestinations' } as const;

/**
 * What an import export stores: the task (read again inside the requester's account) and its file
 * name, set by the call from the task, for the list's description.
 */
const importFileFilter = taskIdBody.extend({ fileName: z.string().max(255).default('') });
type ImportFileFilter = z.infer<typeof importFileFilter>;

const FILE_LABEL: Translated = {
  zh: '导入文件',
  en: 'Import file',
  id: 'File impor',
  th: 'ไฟล์นำเข้า',
  km: 'ឯកសារនាំចូល',
  ms: 'Fail import',
  vi: 'Tệp nhập',
};

/** 'Import file: orders-november.xlsx (task 12)'. */
function importFileSummary(filter: ImportFileFilter, lang: Lang): string {
  return filter.fileName
    ? `${pick(FILE_LABEL, lang)}: ${filter.fileName} (#${filter.taskId})`
    : `${pick(FILE_LABEL, lang)}: #${filter.taskId}`;
}

/**
 * The reason of an error as the download writes it: the column's name, then the message, unless the
 * message names the column already ("Berat (kg) harus…", "Kolom tidak ada: Berat (kg)").
 */
export function reasonOf(error: Pick<ImportErrorRow, 'columnName' | 'messageCode' | 'params'>, lang: Lang) {
  const message = errorMessage(error, lang);
  const column = columnNameOf(error.columnName, lang);
  if (!column || message.toLocaleLowerCase().includes(column.toLocaleLowerCase())) return message;
  return `${column}: ${message}`;
}

/**
 * A task's error rows, one per sheet row, each with every reason of that row, read a slice at a
 * time. The file-level errors (a file refused as a whole: its missing columns, a cap) come first,
 * one line each, with empty cells: uploaded again, those lines are blank rows and skipped.
 */
export async function* errorRows(
  db: Database,
  task: TaskRef,
  lang: Lang,
): AsyncGenerator<ErrorRowForDownload> {
  let afterRow = FILE_ROW_NO - 1;
  let current: { rowNo: number; row: ErrorRowForDownload } | null = null;
  for (;;) {
    const slice = await errorsFromRow(db, task, afterRow, ERROR_SLICE);
    // A slice may end inside a row: keep reading that row's remaining errors in the next one.
    const complete =
      slice.length < ERROR_SLICE ? slice : slice.filter((e) => e.rowNo < slice[slice.length - 1].rowNo);
    const rows = complete.length > 0 ? complete : slice;
    for (const error of rows) {
      const reason = reasonOf(error, lang);
      if (current && current.rowNo === error.rowNo && !isFileLevelRow(error.rowNo))
        current.row.reasons.push(reason);
      else {
        if (current) yield current.row;
        current = { rowNo: error.rowNo, row: { rowData: error.rowData, reasons: [reason] } };
      }
    }
    if (slice.length < ERROR_SLICE || rows.length === 0) break;
    afterRow = rows[rows.length - 1].rowNo;
  }
  if (current) yield current.row;
}

/** Rows of an iterable handed on in pages of `size`. */
async function* pages<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const row of rows) {
    page.push(row);
    if (page.length === size) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}

/** Lines of a task's error file: one per errored sheet row, one per file-level error. */
export async function countErrorLines(db: Database, task: TaskRef): Promise<number> {
  const [fileLevel] = await db
    .select({ n: count() })
    .from(importErrors)
    .where(
      ownedBy(importErrors, task, eq(importErrors.taskId, task.id), lte(importErrors.rowNo, HEADER_ROW_NO)),
    );
  const [sheetRows] = await db
    .select({ n: countDistinct(importErrors.rowNo) })
    .from(importErrors)
    .where(
      ownedBy(importErrors, task, eq(importErrors.taskId, task.id), gt(importErrors.rowNo, HEADER_ROW_NO)),
    );
  return fileLevel.n + sheetRows.n;
}

/** Orders a task created (the destination file's waybill lines). */
export async function countTaskOrders(db: Database, task: TaskRef): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(ownedBy(orders, task, eq(orders.importTaskId, task.id)));
  return n;
}

/** Orders of a task per destination district, in the destination file's order. */
export async function destinationCounts(db: Database, task: TaskRef): Promise<DestinationCount[]> {
  return db
    .select({
      receiverProvince: orders.receiverProvince,
      receiverCity: orders.receiverCity,
      receiverDistrict: orders.receiverDistrict,
      count: count(),
    })
    .from(orders)
    .where(ownedBy(orders, task, eq(orders.importTaskId, task.id)))
    .groupBy(orders.receiverProvince, orders.receiverCity, orders.receiverDistrict)
    .orderBy(asc(orders.receiverProvince), asc(orders.receiverCity), asc(orders.receiverDistrict));
}

type DestinationLine = DestinationRow & { id: number };

/**
 * The task's waybills by district (province, city, district, then id), in keyset pages, each with
 * the orders to its district.
 */
async function* destinationLines(
  db: Database,
  task: TaskRef,
  counts: ReadonlyMap<string, number>,
): AsyncGenerator<(DestinationRow & { count: number })[]> {
  let after: DestinationLine | undefined;
  for (;;) {
    const page: DestinationLine[] = await db
      .select({
        id: orders.id,
        billCode: orders.billCode,
        receiverProvince: orders.receiverProvince,
        receiverCity: orders.receiverCity,
        receiverDistrict: orders.receiverDistrict,
      })
      .from(orders)
      .where(
        ownedBy(
          orders,
          task,
          eq(orders.importTaskId, task.id),
          after
            ? sql`(${orders.receiverProvince}, ${orders.receiverCity}, ${orders.receiverDistrict}, ${orders.id}) > (${after.receiverProvince}, ${after.receiverCity}, ${after.receiverDistrict}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(
        asc(orders.receiverProvince),
        asc(orders.receiverCity),
        asc(orders.receiverDistrict),
        asc(orders.id),
      )
      .limit(PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1];
    yield page.map((row) => ({ ...row, count: counts.get(destinationKey(row)) ?? 1 }));
    if (page.length < PAGE) return;
  }
}

const taskOf = (customerId: number, filter: ImportFileFilter): TaskRef => ({ id: filter.taskId, customerId });

/** The import's error file through the download centre: the same columns as the file streamed back. */
registerExportType({
  type: IMPORT_EXPORT_TYPES.errors,
  title: {
    zh: '导入错误清单',
    en: 'Import errors',
    id: 'Kesalahan impor',
    th: 'ข้อผิดพลาดการนำเข้า',
    km: 'កំហុសនាំចូល',
    ms: 'Ralat import',
    vi: 'Lỗi nhập',
  },
  sheetName: 'errors',
  filter: importFileFilter,
  summary: importFileSummary,
  columns: () => errorColumns(),
  count: (db, scope, filter) => countErrorLines(db, taskOf(scope.customerId, filter)),
  rows: (db, scope, filter, _dataAsOf, lang) =>
    pages(errorRows(db, taskOf(scope.customerId, filter), lang), PAGE),
});

/** The import's destination file: the waybills with their district's count, then the counts per district. */
registerExportType({
  type: IMPORT_EXPORT_TYPES.destinations,
  title: {
    zh: '目的地导出',
    en: 'Destination export',
    id: 'Ekspor tujuan',
    th: 'ส่งออกปลายทาง',
    km: 'នាំចេញគោលដៅ',
    ms: 'Eksport destinasi',
    vi: 'Xuất điểm đến',
  },
  sheetName: 'waybills',
  filter: importFileFilter,
  summary: importFileSummary,
  columns: () => destinationColumns(),
  appendix: async (db, scope, filter) => [
    {
      sheetName: 'destinations',
      columns: destinationSummaryColumns() as XlsxColumn<unknown>[],
      rows: await destinationCounts(db, taskOf(scope.customerId, filter)),
    },
  ],
  count: (db, scope, filter) => countTaskOrders(db, taskOf(scope.customerId, filter)),
  rows: async function* (db, scope, filter) {
    const task = taskOf(scope.customerId, filter);
    const counts = new Map(
      (await destinationCounts(db, task)).map((row) => [destinationKey(row), row.count]),
    );
    yield* destinationLines(db, task, counts);
  },
});
