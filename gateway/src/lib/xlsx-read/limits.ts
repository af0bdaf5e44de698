import type { ResourceLimits } from 'node:worker_threads';

/**
 * The caps of a bulk import. They bound what one upload may cost the gateway: the compressed
 * bytes held in memory, the bytes inflated while reading, and the rows streamed and written.
 */
export interface ImportLimits {
  /** Upload size (the compressed xlsx). */
  maxFileBytes: number;
  /** Sum of the uncompressed sizes of all zip entries (declared, and counted while inflating). */
  maxUnpackedBytes: number;
  /** One entry may inflate to at most this many times its compressed size (zip-bomb ratio). */
  maxEntryRatio: number;
  /** Zip entries: an xlsx has a dozen; thousands are a crafted file. */
  maxZipEntries: number;
  /** Data rows below the header. */
  maxRows: number;
  /**
   * Row errors stored per task (each keeps its row's data for the error download). Rows past it are
   * still counted as error rows; a file that bad needs fixing as a whole, not row by row.
   */
  maxStoredErrors: number;
  /** Rows read between two progress writes to the task. */
  progressEvery: number;
  /** Rows per multi-row INSERT. */
  insertBatch: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  // A 100,000-row file of 28 columns is about 15 MB (unique order numbers and phones compress 6:1).
  maxFileBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxEntryRatio: 250,
  maxZipEntries: 200,
  maxRows: 100_000,
  maxStoredErrors: 200_000,
  progressEvery: 1_000,
  insertBatch: 2_000,
};

/**
 * Test and operations hooks of the import, passed as `importHooks` in the gateway config.
 * `insideInsert` runs inside the insert transaction after each batch: a test throws there to
 * simulate a process killed mid-insert.
 */
export interface ImportHooks {
  insideInsert?: (info: { taskId: number; batchNo: number; insertedSoFar: number }) => void | Promise<void>;
  /** The heap caps of validation workers (./validation-thread.ts has the default); tests set tiny ones. */
  validationWorkerLimits?: ResourceLimits;
}

declare module '../../config' {
  interface GatewayConfig {
    /** Overrides of the import caps (tests set them low); env IMPORT_MAX_ROWS etc. otherwise. */
    importLimits?: Partial<ImportLimits>;
    importHooks?: ImportHooks;
  }
}

/** The variable of each cap (read and checked by config.ts). */
export const IMPORT_LIMIT_ENV: Record<keyof ImportLimits, string> = {
  maxFileBytes: 'IMPORT_MAX_FILE_BYTES',
  maxUnpackedBytes: 'IMPORT_MAX_UNPACKED_BYTES',
  maxEntryRatio: 'IMPORT_MAX_ENTRY_RATIO',
  maxZipEntries: 'IMPORT_MAX_ZIP_ENTRIES',
  maxRows: 'IMPORT_MAX_ROWS',
  maxStoredErrors: 'IMPORT_MAX_STORED_ERRORS',
  progressEvery: 'IMPORT_PROGRESS_EVERY',
  insertBatch: 'IMPORT_INSERT_BATCH',
};

/**
 * The caps in force: defaults, then positive integers from `env` (none by default: the gateway's
 * config has already read the IMPORT_* variables into its `importLimits`), then the config's.
 *
 * @example
 * resolveImportLimits({ maxRows: 1000 }, {}).maxRows; // 1000
 */
export function resolveImportLimits(
  overrides: Partial<ImportLimits> = {},
  env: NodeJS.ProcessEnv = {},
): ImportLimits {
  const limits = { ...DEFAULT_IMPORT_LIMITS };
  for (const key of Object.keys(IMPORT_LIMIT_ENV) as (keyof ImportLimits)[]) {
    const fromEnv = Number(env[IMPORT_LIMIT_ENV[key]]);
    if (Number.isSafeInteger(fromEnv) && fromEnv > 0) limits[key] = fromEnv;
    const given = overrides[key];
    if (given !== undefined && Number.isSafeInteger(given) && given > 0) limits[key] = given;
  }
  return limits;
}
