import type { ApiBody, ApiData, ApiExportPath } from '../api/types';
import { ApiError } from './ApiError';
import { http } from './client';
import { SUCCESS_CODE } from './constants';
import { envelopeIn, fileNameOf, refusalError } from './file';
import { callConfig, type CallOptions } from './gateway';
import { exportQueued } from '../utils/exportSignal';

/** The export calls (order management, my waybills, addresses, import errors, destinations…). */
export type ExportPath = ApiExportPath<'post'>;

/** An export the gateway queued in the download centre: its record, and what the gateway said. */
export type QueuedExport = NonNullable<ApiData<ExportPath, 'post'>> & { msg: string };

/** What an export call answered: the file itself (a small export) or the queued export (a large one). */
export type ExportAnswer =
  { kind: 'file'; blob: Blob; fileName?: string } | ({ kind: 'queued' } & QueuedExport);

/** What `exportToFile` did: saved the file, or left it to the download centre. */
export type ExportOutcome = { kind: 'saved'; fileName: string } | ({ kind: 'queued' } & QueuedExport);

/**
 * POSTs an export call (typed by the generated `paths`: only calls whose answer is the file or the
 * queued export). A small export answers the xlsx; a large one the JSON envelope of the export
 * queued in the download centre ("being prepared in the download centre"). A refusal rejects with
 * an ApiError carrying the server's msg.
 * @example
 * const answer = await postExport('/customer-api/waybill/export', filter);
 * if (answer.kind === 'queued') console.log(answer.exportId, answer.msg);
 */
export async function postExport<P extends ExportPath>(
  path: P,
  body: ApiBody<P>,
  options?: CallOptions<P, 'post'>,
): Promise<ExportAnswer> {
  let response;
  try {
    response = await http.request<Blob>({
      ...callConfig(path, options),
      method: 'POST',
      data: body,
      responseType: 'blob',
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const failed = (error as { response?: { data?: unknown; status?: number } }).response;
    const envelope = await envelopeIn(failed?.data);
    if (envelope) throw refusalError(envelope, failed?.status);
    throw new ApiError({ kind: failed ? 'http' : 'network', msg: '', httpStatus: failed?.status });
  }
  const envelope = await envelopeIn(response.data);
  if (envelope) {
    if (Number(envelope.code) !== SUCCESS_CODE || !envelope.data)
      throw refusalError(envelope, response.status);
    exportQueued(); // the header's download badge counts it at once
    return { kind: 'queued', ...(envelope.data as QueuedExport), msg: envelope.msg ?? '' };
  }
  const disposition = response.headers?.['content-disposition'] as string | undefined;
  return { kind: 'file', blob: response.data, fileName: fileNameOf(disposition) };
}

/** Saves a blob under a name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Runs an export call: saves a small export's file at once (under the server's name, or
 * `fallbackName`), or answers the export queued in the download centre, for the screen to say so
 * (`useServerExport` shows "being prepared in the download centre" with a link to it).
 * @example
 * const outcome = await exportToFile('/customer-api/order/manage/export', filter, 'orders.xlsx');
 */
export async function exportToFile<P extends ExportPath>(
  path: P,
  body: ApiBody<P>,
  fallbackName: string,
): Promise<ExportOutcome> {
  const answer = await postExport(path, body);
  if (answer.kind === 'queued') return answer;
  const fileName = answer.fileName ?? fallbackName;
  saveBlob(answer.blob, fileName);
  return { kind: 'saved', fileName };
}
