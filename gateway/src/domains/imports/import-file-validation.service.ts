import { IMPORT_COLUMNS } from './import-columns.rules';
import { importedOrderRow, rowValidatorOf } from './import-order-adapter.service';
import { RegionIndex } from '../../lib/regions/region-matcher';
import type { NewImportError } from './import.repo';
import {
  checkRow,
  type CheckedRow,
  type RowCheckContext,
  type RowError,
} from './import-row-validation.rules';
import { readImportSheet } from './import-sheet-reader.service';
import { stagedLine } from './import-staged-rows.repo';
import { Utf8Lines } from '../../lib/text/utf8-lines';
import type { ChunkResult, RowCounts, ValidationSetup } from './import-validation-protocol.worker';

/** Rows checked together: one query for existing order numbers and one INSERT of errors per chunk. */
export const VALIDATION_CHUNK = 500;

/** Catalogue codes of row errors that are about the order number being used already. */
const REPEAT_CODES = new Set(['import.duplicateInFile', 'import.orderExists']);

/**
 * A checked row kept until its chunk's existing order numbers are known: only what the chunk's
 * result needs, so the rows waiting for the database are small (they outlive young-generation
 * collections, and a capped worker heap spends its time copying what survives).
 */
interface PendingRow {
  rowNo: number;
  customerOrderNo: string;
  /** The index of its staged COPY line in the chunk's Utf8Lines for a row without errors so far; -1 for a bad row. */
  line: number;
  errors: RowError[];
  /** The row's texts in IMPORT_COLUMNS order, for the error download (null when it cannot need them). */
  texts: string[] | null;
}

/** A chunk's pending rows and their staged lines. */
interface PendingChunk {
  rows: PendingRow[];
  lines: Utf8Lines;
}

function rowDataOf(texts: string[]): Record<string, string> {
  // Keys are the template's column keys, never text from the file.
  const data: Record<string, string> = {};
  for (let i = 0; i < IMPORT_COLUMNS.length; i += 1) data[IMPORT_COLUMNS[i].key] = texts[i];
  return data;
}

/** The database side of a validation run (the gateway's main thread, or a test). */
export interface ValidationIo {
  /** The order numbers among these that already have an order (asked for every chunk, maybe empty). */
  existing(orderNos: string[]): Promise<Set<string>>;
  /** Takes a chunk's staged lines, error rows and counts, in row order. */
  emit(result: ChunkResult): void | Promise<void>;
}

/**
 * Reads an import file and checks its rows, chunk by chunk: the CPU- and allocation-heavy part of a
 * validation, run in a worker thread (./import-validation.worker.ts). While the caller looks up a chunk's
 * order numbers, the next chunk's rows are checked.
 */
export async function validateFile(data: Buffer, setup: ValidationSetup, io: ValidationIo): Promise<void> {
  const ctx: RowCheckContext = {
    validator: rowValidatorOf(setup.customer, setup.regionRecords),
    regions: new RegionIndex(setup.regionRecords),
    fileHash: setup.fileHash,
    claimed: new Map(),
  };
  let storedErrors = 0;

  const pendingOf = (checked: CheckedRow, lines: Utf8Lines): PendingRow => {
    const valid = checked.errors.length === 0 && checked.order !== null;
    return {
      rowNo: checked.row.rowNo,
      customerOrderNo: checked.customerOrderNo,
      line:
        valid && checked.order
          ? lines.add(
              stagedLine(
                setup.taskId,
                checked.row.rowNo,
                importedOrderRow(checked.order, {
                  customerId: setup.customerId,
                  createdBy: setup.createdBy,
                  customerOrderNo: checked.customerOrderNo,
                  importTaskId: setup.taskId,
                }),
              ),
            )
          : -1,
      errors: checked.errors,
      // A valid row needs its texts only if its order number may turn out to exist already.
      texts: !valid || setup.isFilterRepeat === 1 ? [...checked.row.values.values()] : null,
    };
  };

  const finish = ({ rows, lines }: PendingChunk, existing: Set<string>): ChunkResult => {
    const counts: RowCounts = { totalRows: 0, validRows: 0, errorRows: 0, repeatRows: 0 };
    const errors: NewImportError[] = [];
    const dropped = new Set<number>();
    for (const pending of rows) {
      counts.totalRows += 1;
      if (pending.line >= 0 && existing.has(pending.customerOrderNo)) {
        pending.errors.push({
          column: 'customerOrderNo',
          messageCode: 'import.orderExists',
          params: { customerOrderNo: pending.customerOrderNo },
        });
        dropped.add(pending.line);
        pending.line = -1;
      }
      if (pending.line >= 0) {
        counts.validRows += 1;
        continue;
      }
      counts.errorRows += 1;
      if (pending.errors.some((error) => REPEAT_CODES.has(error.messageCode))) counts.repeatRows += 1;
      if (storedErrors >= setup.limits.maxStoredErrors || !pending.texts) continue;
      const rowData = rowDataOf(pending.texts);
      for (const error of pending.errors)
        errors.push({
          rowNo: pending.rowNo,
          columnName: error.column,
          messageCode: error.messageCode,
          params: error.params,
          rowData,
        });
    }
    const kept = errors.slice(0, Math.max(0, setup.limits.maxStoredErrors - storedErrors));
    storedErrors += kept.length;
    const bytes = dropped.size === 0 ? lines.bytes() : lines.bytes((index) => !dropped.has(index));
    return { lines: bytes, errors: kept, counts };
  };

  let pending: { chunk: PendingChunk; answer: Promise<Set<string>> } | null = null;
  const settle = async () => {
    if (!pending) return;
    const { chunk, answer } = pending;
    pending = null;
    await io.emit(finish(chunk, await answer));
  };
  const ask = (chunk: PendingChunk) => {
    const orderNos =
      setup.isFilterRepeat === 1
        ? chunk.rows.filter((row) => row.line >= 0).map((row) => row.customerOrderNo)
        : [];
    const answer = io.existing(orderNos);
    // Awaited at the next settle; until then a failure must not count as unhandled.
    answer.catch(() => undefined);
    pending = { chunk, answer };
  };

  let chunk: PendingChunk = { rows: [], lines: new Utf8Lines() };
  for await (const row of readImportSheet(data, setup.limits)) {
    chunk.rows.push(pendingOf(checkRow(row, ctx), chunk.lines));
    if (chunk.rows.length >= VALIDATION_CHUNK) {
      await settle();
      ask(chunk);
      chunk = { rows: [], lines: new Utf8Lines() };
    }
  }
  await settle();
  ask(chunk);
  await settle();
}
