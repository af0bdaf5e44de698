import type { NewImportError } from './import.repo';
import type { ImportFailureCode } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import type { ValidatorCustomer } from './import-order-adapter.service';
import type { RegionRecord } from '../../lib/regions/region-matcher';

/** Everything a validation run needs besides the file: plain data, sent to the worker as is. */
export interface ValidationSetup {
  taskId: number;
  customerId: number;
  createdBy: number | null;
  fileHash: string;
  /** 1: rows whose order number already has an order are errors (the main thread looks them up). */
  isFilterRepeat: number;
  limits: ImportLimits;
  customer: ValidatorCustomer;
  regionRecords: RegionRecord[];
}

/** Row counts of a task (or what one chunk adds to them). */
export interface RowCounts {
  totalRows: number;
  validRows: number;
  errorRows: number;
  repeatRows: number;
}

/**
 * What one chunk of checked rows gives the database: staged COPY lines and error rows. The worker
 * sends it with the lines' buffer transferred, so the main thread holds them outside its heap and
 * frees them as soon as the message is dropped.
 */
export interface ChunkResult {
  /** UTF-8 COPY text lines of the chunk's valid rows (empty when none). */
  lines: Uint8Array<ArrayBuffer>;
  /** Error rows to store (already cut to what `maxStoredErrors` leaves room for). */
  errors: NewImportError[];
  /** The chunk's rows, added to the task's counts. */
  counts: RowCounts;
}

/**
 * Starts a validation on an idle worker: the setup and the file's bytes (its ArrayBuffer is
 * transferred). A worker runs one validation at a time and then waits for the next.
 */
export interface WorkerStart {
  type: 'start';
  setup: ValidationSetup;
  file: ArrayBuffer;
}

/** Worker -> main thread. */
export type WorkerMessage =
  /** Which of these order numbers already have an order? Answered with `existing` of the same seq. */
  | { type: 'check'; seq: number; orderNos: string[] }
  | ({ type: 'rows' } & ChunkResult)
  | { type: 'done' }
  /** The file as a whole is refused (the task fails with `code`; `missing`: missing columns). */
  | {
      type: 'fileError';
      code: ImportFailureCode;
      params: Record<string, string | number>;
      missing?: string[];
    }
  /** Anything else went wrong in the worker. */
  | { type: 'failed'; message: string };

/** Main thread -> worker. */
export type MainMessage = WorkerStart | { type: 'existing'; seq: number; orderNos: string[] };
