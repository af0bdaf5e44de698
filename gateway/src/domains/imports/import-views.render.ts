import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { importErrors, type ImportErrorRow, type ImportTaskRow } from '../../db/schema/imports';
import { pick, type Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { COLUMN_BY_KEY } from './import-columns.rules';
import { capParams } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { TASK_STATUS_LABELS } from './import.messages';
import { CHOICE_LISTS } from './import-order-adapter.service';
import type { TaskStatus } from './import-task.repo';

/** The column header of a key in the language; null for a row-wide error. */
export function columnNameOf(key: string | null, lang: Lang): string | null {
  if (key === null) return null;
  const label = COLUMN_BY_KEY.get(key)?.label;
  return label ? pick(label, lang) : key;
}

/** A list column's choices as the template's drop-down shows them in the language ('a, b, c'). */
function choicesIn(key: string | null, lang: Lang): string | undefined {
  if (key === null || !Object.hasOwn(CHOICE_LISTS, key)) return undefined;
  return CHOICE_LISTS[key as keyof typeof CHOICE_LISTS](lang).join(', ');
}

/**
 * The orders core's code of an unknown area, for an error stored with the import's "did you mean"
 * code but no suggestion (before the import kept those to errors that have one).
 */
const WITHOUT_SUGGESTION: Record<string, string> = {
  'import.unknownProvince': 'order.provinceUnknown',
  'import.unknownCity': 'order.cityUnknown',
  'import.unknownDistrict': 'order.districtUnknown',
};

/** The message of a stored error in the language (placeholders filled, column names translated). */
export function errorMessage(
  error: Pick<ImportErrorRow, 'columnName' | 'messageCode' | 'params'>,
  lang: Lang,
) {
  const column = columnNameOf(error.columnName, lang) ?? '';
  const code =
    Object.hasOwn(WITHOUT_SUGGESTION, error.messageCode) && !error.params?.suggestions
      ? WITHOUT_SUGGESTION[error.messageCode]
      : error.messageCode;
  // An unknown value of a list column names the choices as the template offers them (labels in
  // the language), not the stored codes the rules list; a code or a label is accepted either way.
  const allowed = error.messageCode === 'order.unknownCode' ? choicesIn(error.columnName, lang) : undefined;
  // `field` is the orders core's placeholder for the field's name, `column(s)` the import's.
  return t(lang, code, {
    ...(error.params ?? {}),
    ...(allowed === undefined ? {} : { allowed }),
    field: column,
    column,
    columns: column,
  });
}

export function errorView(error: ImportErrorRow, lang: Lang) {
  return {
    id: error.id,
    rowNo: error.rowNo,
    columnKey: error.columnName,
    columnName: columnNameOf(error.columnName, lang),
    messageCode: error.messageCode,
    message: errorMessage(error, lang),
    params: error.params ?? {},
    rowData: error.rowData,
  };
}

/** The missing columns of a shipper's tasks that failed on them (stored as row-1 errors), by task. */
export async function missingColumnsOf(db: Database, tenant: Tenant, tasks: readonly ImportTaskRow[]) {
  const ids = tasks.filter((task) => task.failureCode === 'import.missingColumns').map((task) => task.id);
  const byTask = new Map<number, string[]>();
  if (ids.length === 0) return byTask;
  const rows = await db
    .select({ taskId: importErrors.taskId, column: importErrors.columnName })
    .from(importErrors)
    .where(
      ownedBy(
        importErrors,
        tenant,
        inArray(importErrors.taskId, ids),
        eq(importErrors.messageCode, 'import.missingColumns'),
      ),
    );
  for (const row of rows)
    if (row.column) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.column]);
  return byTask;
}

export interface TaskViewContext {
  lang: Lang;
  limits: ImportLimits;
  /** The in-memory progress of a running insert (its transaction hides the stored one). */
  liveProgress: (taskId: number) => number | undefined;
  uploader: string | null;
  missingColumns?: string[];
}

export function taskView(task: ImportTaskRow, ctx: TaskViewContext) {
  const status = task.status as TaskStatus;
  const columns = (ctx.missingColumns ?? []).map((key) => columnNameOf(key, ctx.lang)).join(', ');
  return {
    taskId: task.id,
    fileName: task.fileName,
    fileSize: task.fileSize,
    status,
    statusLabel: pick(TASK_STATUS_LABELS[status] ?? TASK_STATUS_LABELS.FAILED, ctx.lang),
    isFilterRepeat: task.isFilterRepeat,
    failureCode: task.failureCode,
    failureMessage: task.failureCode
      ? t(ctx.lang, task.failureCode, { ...capParams(ctx.limits), columns })
      : null,
    totalRows: task.totalRows,
    validRows: task.validRows,
    errorRows: task.errorRows,
    repeatRows: task.repeatRows,
    insertedRows: task.insertedRows,
    progress: status === 'INSERTING' ? (ctx.liveProgress(task.id) ?? task.progress) : task.progress,
    uploader: ctx.uploader,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}
