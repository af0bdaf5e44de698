import { ApiError, http, isEnvelope } from 'shared';

/** Reads a blob as text (FileReader works in every browser and in jsdom). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A file call answered with the JSON envelope instead of the file: its msg as an ApiError. */
async function refusalOf(blob: unknown, httpStatus?: number): Promise<ApiError | undefined> {
  if (!(blob instanceof Blob) || !blob.type.includes('json')) return undefined;
  try {
    const body: unknown = JSON.parse(await blobText(blob));
    if (isEnvelope(body))
      return new ApiError({
        kind: 'business',
        code: body.code,
        msg: body.msg ?? '',
        data: body.data,
        httpStatus,
      });
  } catch {
    // not JSON after all: the generic failure below
  }
  return undefined;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1].trim();
}

export interface FetchedFile {
  blob: Blob;
  fileName?: string;
}

/**
 * A file (xlsx, PDF) through shared's http client, so the portal headers and session rules apply.
 * A JSON envelope in place of the file rejects with the server's msg.
 * @example
 * const { blob } = await fetchFile({ url: '/customer-api/import/template', method: 'POST' });
 */
export async function fetchFile(config: {
  url: string;
  method: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, unknown>;
  timeout?: number;
}): Promise<FetchedFile> {
  try {
    const response = await http.request<Blob>({ ...config, responseType: 'blob' });
    const refused = await refusalOf(response.data, response.status);
    if (refused) throw refused;
    const disposition = response.headers?.['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameOf(disposition) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const response = (error as { response?: { data?: unknown; status?: number } }).response;
    const refused = await refusalOf(response?.data, response?.status);
    if (refused) throw refused;
    throw new ApiError({ kind: response ? 'http' : 'network', msg: '', httpStatus: response?.status });
  }
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

/** Fetches a file and saves it under the name the server gives (or `fallbackName`). */
export async function downloadFile(
  config: Parameters<typeof fetchFile>[0],
  fallbackName: string,
): Promise<void> {
  const { blob, fileName } = await fetchFile(config);
  saveBlob(blob, fileName ?? fallbackName);
}

/**
 * A server export (POST with the list's filter) saved as the file the server names.
 * @example
 * await downloadExport('/customer-api/order/manage/export', filter, 'orders.xlsx');
 */
export function downloadExport(url: string, filter: unknown, fallbackName: string): Promise<void> {
  return downloadFile({ url, method: 'POST', data: filter }, fallbackName);
}
