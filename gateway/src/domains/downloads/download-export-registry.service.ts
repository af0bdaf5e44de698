import type { DataScope } from '../../db/tenant-scope';
import type { z } from 'zod';
import type { GatewayConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Lang } from '../../i18n/language';
import type { Localized } from '../../lib/locale/locale';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';

/** Whose data an export reads: the account of the session that asked, and the user. */
export interface ExportScope {
  customerId: number;
  userId: number;
  /** The requester's data scope (a sub-account's): pass the scope itself to ownedBy. */
  dataScope?: DataScope | null;
}

/**
 * A kind of export a domain offers through the download centre. The job streams `rows` (pages,
 * e.g. keyset batches, read only inside `scope.customerId` and up to `dataAsOf`) into an xlsx with
 * `columns`; `count` gives the progress bar its total.
 *
 * @example
 * registerExportType({
 *   type: 'orders', title: { zh: '订单', en: 'Orders', id: 'Pesanan' }, sheetName: 'orders',
 *   filter: orderFilter, summary: (filter, lang) => ..., columns: manageColumns,
 *   count: (db, scope, filter) => countOrders(db, scope, filter),
 *   rows: (db, scope, filter) => orderBatches(db, scope, filter, 2000),
 * });
 */
export interface ExportType<F = unknown, R = unknown> {
  type: string;
  title: Localized;
  /** A sheet name (ASCII, at most 28 characters: a part number is appended past one sheet). */
  sheetName: string;
  filter: z.ZodType<F>;
  /**
   * The filter in words for the list, in the reader's language: field names as the screen labels
   * them, codes as the screen's labels, days as the screen shows them ('' when nothing is
   * filtered; filterSummary writes it). `db` reads a catalogue name (a reason code's).
   */
  summary: (filter: F, lang: Lang, db: Database) => string | Promise<string>;
  /** The file's columns (the same definitions as the call's inline file); the filter may pick them. */
  columns: (lang: Lang, filter: F) => readonly XlsxColumn<R>[];
  /**
   * Sheets written after the rows (e.g. a count per destination), small enough to be read whole;
   * each with its own columns. Omitted: the file holds the rows only.
   */
  appendix?: (db: Database, scope: ExportScope, filter: F, lang: Lang) => Promise<AppendixSheet[]>;
  count: (db: Database, scope: ExportScope, filter: F, dataAsOf: Date) => Promise<number>;
  /**
   * A file other than the xlsx of `columns` (a PDF): `write` writes `rows` to `out` and answers how
   * many it wrote, calling `onPage` as the xlsx writer does. Omitted: the xlsx.
   */
  file?: ExportFile<F, R>;
  /** The rows in pages; `lang` is the requester's, for the texts a row holds (e.g. a reason). */
  rows: (
    db: Database,
    scope: ExportScope,
    filter: F,
    dataAsOf: Date,
    lang: Lang,
  ) => AsyncIterable<readonly R[]>;
}

/** An export written as another kind of file than the xlsx (ExportType.file). */
export interface ExportFile<F, R> {
  /** The file name's extension, without the dot (`pdf`). */
  extension: string;
  contentType: string;
  write(
    out: string,
    rows: AsyncIterable<readonly R[]>,
    input: {
      db: Database;
      scope: ExportScope;
      filter: F;
      lang: Lang;
      config: GatewayConfig;
      /** The requester's hide-money flag as it is now. */
      hideMoney: boolean;
      onPage: (done: number) => Promise<void>;
    },
  ): Promise<{ rows: number }>;
}

/** A sheet after the rows: its name (ASCII, at most 31 characters), columns and rows. */
export interface AppendixSheet<A = unknown> {
  sheetName: string;
  columns: readonly XlsxColumn<A>[];
  rows: readonly A[];
}

const registry = new Map<string, ExportType>();

/** Adds an export type; a second type under the same name is a programming error. */
export function registerExportType<F, R>(exportType: ExportType<F, R>): void {
  if (registry.has(exportType.type)) throw new Error(`export type ${exportType.type} is registered twice`);
  registry.set(exportType.type, exportType as unknown as ExportType);
}

export function exportTypeOf(type: string): ExportType | undefined {
  return registry.get(type);
}

/** Every registered export type (the money-column guard reads them all). */
export function exportTypes(): ExportType[] {
  return [...registry.values()];
}
