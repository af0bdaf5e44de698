import type { Database } from '../../db/client';
import type { ImportFailureCode, ImportFileError } from '../../lib/xlsx-read/import-error';
import { moveTask, type TaskStatus } from './import-task.repo';
import { deleteAllErrors, insertErrors, type NewImportError, type TaskRef } from './import.repo';
import { MissingColumnsError } from './import-sheet-reader.service';
import { deleteStagedRows } from './import-staged-rows.repo';

/** The row number of an error about the file as a whole (it has no sheet row). */
export const FILE_ROW_NO = 0;
/** The header row: a missing column is an error of this row, in that column. */
export const HEADER_ROW_NO = 1;

/** True for an error stored for the whole file or its header, not for a data row. */
export function isFileLevelRow(rowNo: number): boolean {
  return rowNo <= HEADER_ROW_NO;
}

/**
 * The error rows that say why a file was refused as a whole: one per missing column (header row,
 * in that column), else one of row 0 with the failure's message and its placeholders (the caps).
 */
export function fileLevelErrors(code: ImportFailureCode, error?: ImportFileError): NewImportError[] {
  if (error instanceof MissingColumnsError)
    return error.missing.map((column) => ({
      rowNo: HEADER_ROW_NO,
      columnName: column,
      messageCode: 'import.missingColumns',
      params: {},
      rowData: {},
    }));
  return [
    {
      rowNo: FILE_ROW_NO,
      columnName: null,
      messageCode: code,
      params: error?.params ?? {},
      rowData: {},
    },
  ];
}

/**
 * Fails a task on its file, keeping why as its error rows (its earlier row errors and staged rows
 * go: none of them will be imported). The task counts one error row, the header or the file, so
 * the task list opens the error list and the error download holds the same reasons the upload
 * showed. Nothing happens when the task has left `from` (another run moved it on).
 */
export async function failOnFile(
  db: Database,
  task: TaskRef,
  from: readonly TaskStatus[],
  code: ImportFailureCode,
  error?: ImportFileError,
): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await moveTask(tx, task, from, 'FAILED', {
      failureCode: code,
      finishedAt: new Date(),
      totalRows: 0,
      validRows: 0,
      errorRows: 1,
      repeatRows: 0,
      progress: 0,
    });
    if (!failed) return;
    await deleteAllErrors(tx, task);
    await deleteStagedRows(tx, task);
    await insertErrors(tx, task, fileLevelErrors(code, error));
  });
}
