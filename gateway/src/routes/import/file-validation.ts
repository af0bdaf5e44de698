import { importedOrderRow, rowValidatorOf } from './order-adapter';
import { RegionIndex } from './region-matcher';
import type { NewImportError } from './repo';
import { checkRow, type CheckedRow, type RowCheckContext } from './row-validation';
import { readImportSheet } from './sheet-reader';
import { stagedLine } from './staged-rows';
import type { ChunkResult, RowCounts, ValidationSetup } from './validation-protocol';

/** Rows checked together: one query for existing order numbers and one INSERT of errors per chunk. */
export const VALIDATION_CHUNK = 500;

/** Catalogue codes of row errors that are about the order number being used already. */
const REPEAT_CODES = new Set(['import.duplicateInFile', 'import.orderExists']);

function rowDataOf(row: CheckedRow['row']): Record<string, string> {
  // Keys are the template's column keys, never text from the file.
  return Object.fromEntries(row.values);
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
 * validation, run in a worker thread (./validation-worker.ts). While the caller looks up a chunk's
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

  const finish = (chunk: CheckedRow[], existing: Set<string>): ChunkResult => {
    const counts: RowCounts = { totalRows: 0, validRows: 0, errorRows: 0, repeatRows: 0 };
    for (const checked of chunk)
      if (checked.order && existing.has(checked.customerOrderNo)) {
        checked.errors.push({
          column: 'customerOrderNo',
          messageCode: 'import.orderExists',
          params: { customerOrderNo: checked.customerOrderNo },
        });
        checked.order = null;
      }
    const errors: NewImportError[] = [];
    let lines = '';
    for (const checked of chunk) {
      counts.totalRows += 1;
      if (checked.errors.length === 0 && checked.order) {
        counts.validRows += 1;
        lines += stagedLine(
          setup.taskId,
          checked.row.rowNo,
          importedOrderRow(checked.order, {
            customerId: setup.customerId,
            createdBy: setup.createdBy,
            customerOrderNo: checked.customerOrderNo,
            importTaskId: setup.taskId,
          }),
        );
        continue;
      }
      counts.errorRows += 1;
      if (checked.errors.some((error) => REPEAT_CODES.has(error.messageCode))) counts.repeatRows += 1;
      if (storedErrors >= setup.limits.maxStoredErrors) continue;
      const rowData = rowDataOf(checked.row);
      for (const error of checked.errors)
        errors.push({
          rowNo: checked.row.rowNo,
          columnName: error.column,
          messageCode: error.messageCode,
          params: error.params,
          rowData,
        });
    }
    const kept = errors.slice(0, Math.max(0, setup.limits.maxStoredErrors - storedErrors));
    storedErrors += kept.length;
    return { lines, errors: kept, counts };
  };

  let pending: { chunk: CheckedRow[]; answer: Promise<Set<string>> } | null = null;
  const settle = async () => {
    if (!pending) return;
    const { chunk, answer } = pending;
    pending = null;
    await io.emit(finish(chunk, await answer));
  };
  const ask = (chunk: CheckedRow[]) => {
    const orderNos =
      setup.isFilterRepeat === 1
        ? chunk.filter((checked) => checked.order).map((checked) => checked.customerOrderNo)
        : [];
    const answer = io.existing(orderNos);
    // Awaited at the next settle; until then a failure must not count as unhandled.
    answer.catch(() => undefined);
    pending = { chunk, answer };
  };

  let chunk: CheckedRow[] = [];
  for await (const row of readImportSheet(data, setup.limits)) {
    chunk.push(checkRow(row, ctx));
    if (chunk.length >= VALIDATION_CHUNK) {
      await settle();
      ask(chunk);
      chunk = [];
    }
  }
  await settle();
  ask(chunk);
  await settle();
}
