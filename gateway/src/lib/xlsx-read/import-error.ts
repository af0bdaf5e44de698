import { BizError } from '../../http/envelope';
import type { ImportLimits } from './limits';

/**
 * A problem with the file as a whole (not one row): not an xlsx, over a cap, a column missing.
 * `msgKey` doubles as the task's `failureCode`, so the task list can say why it failed.
 */
export class ImportFileError extends BizError {
  constructor(msgKey: ImportFailureCode, params: Record<string, string | number> = {}) {
    super(msgKey, params);
  }

  get failureCode(): ImportFailureCode {
    return this.msgKey as ImportFailureCode;
  }
}

export const IMPORT_FAILURE_CODES = [
  'import.notXlsx',
  'import.fileTooLarge',
  'import.unpackedTooLarge',
  'import.tooManyRows',
  'import.missingColumns',
  'import.noDataRows',
  'import.unreadable',
  'import.fileLost',
  'import.internal',
] as const;

export type ImportFailureCode = (typeof IMPORT_FAILURE_CODES)[number];

/** Failures a second run over the same bytes would repeat; others (internal, lost file) may be retried. */
export function isPermanentFailure(code: string | null): boolean {
  return code !== null && code !== 'import.internal';
}

/** The placeholders of the cap messages: the caps in megabytes and rows. */
export function capParams(limits: ImportLimits): Record<string, number> {
  return {
    maxMb: Math.round((limits.maxFileBytes / 1024 / 1024) * 10) / 10,
    maxUnpackedMb: Math.round(limits.maxUnpackedBytes / 1024 / 1024),
    maxRows: limits.maxRows,
  };
}

/** A file-level error whose message names the caps in force. */
export function capError(code: ImportFailureCode, limits: ImportLimits): ImportFileError {
  return new ImportFileError(code, capParams(limits));
}
