import {
  exportToFile,
  get,
  ORDER_INSERT_TIMEOUT,
  post,
  postFile,
  type ApiBody,
  type ApiData,
  type ApiQuery,
  type ExportOutcome,
} from 'shared';
import { saveFile } from '../common/download';

export type ImportTask = ApiData<'/customer-api/import/taskPage', 'post'>['records'][number];
export type ImportUpload = ApiData<'/customer-api/import/upload', 'post'>;
export type TaskPage = ApiData<'/customer-api/import/taskPage', 'post'>;
export type TaskQuery = ApiBody<'/customer-api/import/taskPage'>;
export type ErrorPage = ApiData<'/customer-api/import/errorPage', 'post'>;
export type ImportError = ErrorPage['records'][number];
export type FileLog = ApiData<'/customer-api/import/fileLog', 'post'>;
export type TaskWaybillPage = ApiData<'/customer-api/order/waybillsByTask', 'get'>;
export type TaskWaybill = TaskWaybillPage['records'][number];
export type ErrorsRemoved = ApiData<'/customer-api/import/batchRemoveErrors', 'post'>;

/** The gateway's upload cap (20 MB), shown beside the upload. */
export const MAX_IMPORT_FILE_KB = 20 * 1024;
export const IMPORT_ACCEPT = ['.xlsx'];

export function downloadTemplate(): Promise<void> {
  return saveFile(postFile('/customer-api/import/template'), 'order-import-template.xlsx');
}

/** Sends the file (multipart `file`); the same bytes again answer their existing task. */
export function uploadImportFile(file: File, isFilterRepeat: 0 | 1): Promise<ImportUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('isFilterRepeat', String(isFilterRepeat));
  return post('/customer-api/import/upload', form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

/** Validates a task and waits for it (a large file takes long: the insert timeout applies). */
export function validateTask(taskId: number, isFilterRepeat: 0 | 1): Promise<ImportTask> {
  return post(
    '/customer-api/import/validateOrder',
    { taskId, isFilterRepeat },
    { silent: true, timeout: ORDER_INSERT_TIMEOUT },
  );
}

/** Starts creating the orders of the valid rows (answers at once; poll the task). */
export function insertTask(taskId: number): Promise<ImportTask> {
  return post(
    '/customer-api/import/insertOrderNew',
    { taskId },
    { silent: true, timeout: ORDER_INSERT_TIMEOUT },
  );
}

export function fetchTasks(query: TaskQuery): Promise<TaskPage> {
  return post('/customer-api/import/taskPage', query);
}

/** Tasks read per poll while looking for one: the list is newest first, so a live task is near the top. */
const POLL_PAGE_SIZE = 100;

/** One task as the list shows it now (the gateway has no task-by-id call). */
export async function fetchTask(taskId: number): Promise<ImportTask | undefined> {
  const page = await post(
    '/customer-api/import/taskPage',
    { current: 1, size: POLL_PAGE_SIZE },
    { silent: true },
  );
  return page.records.find((task) => task.taskId === taskId);
}

export function fetchErrors(query: ApiBody<'/customer-api/import/errorPage'>): Promise<ErrorPage> {
  return post('/customer-api/import/errorPage', query);
}

export function removeErrors(taskId: number, ids: number[]): Promise<ErrorsRemoved> {
  return post('/customer-api/import/batchRemoveErrors', { taskId, ids });
}

/** The task's error rows: saved at once when few, otherwise prepared in the download centre. */
export function downloadErrors(taskId: number): Promise<ExportOutcome> {
  return exportToFile('/customer-api/import/errorDownload', { taskId }, 'import-errors.xlsx');
}

/** The task's waybills by destination: saved at once when few, otherwise prepared in the download centre. */
export function exportDestinations(taskId: number): Promise<ExportOutcome> {
  return exportToFile('/customer-api/import/destinationExport', { taskId }, 'import-destinations.xlsx');
}

export function fetchFileLog(taskId: number): Promise<FileLog> {
  return post('/customer-api/import/fileLog', { taskId });
}

export function fetchTaskWaybills(
  query: ApiQuery<'/customer-api/order/waybillsByTask'>,
): Promise<TaskWaybillPage> {
  return get('/customer-api/order/waybillsByTask', query);
}

/** Every order id a task created (pages of 100), for printing its labels. */
export async function fetchTaskOrderIds(taskId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchTaskWaybills({ taskId, current, size: 100 });
    ids.push(...page.records.map((record) => record.id));
    if (current >= page.pages) return ids;
  }
}
