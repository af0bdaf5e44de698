import { ApiError, http, isEnvelope } from 'shared';

/** Reads a blob as text (FileReader: works in every browser and in jsdom). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A file call answered the JSON envelope instead of a file: the server's msg as an ApiError. */
async function envelopeError(blob: Blob, httpStatus?: number): Promise<ApiError | undefined> {
  if (!blob.type.includes('json')) return undefined;
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

/**
 * Fetches a file through shared's http client (the portal's headers and session rules apply).
 * A JSON envelope in place of the file (an export refused, an unknown order) rejects with its msg.
 */
export async function fetchFile(config: {
  url: string;
  method: 'GET' | 'POST';
  data?: unknown;
  params?: Record<string, unknown>;
}): Promise<{ blob: Blob; fileName?: string }> {
  try {
    const response = await http.request<Blob>({ ...config, responseType: 'blob' });
    const blob = response.data;
    const refused = await envelopeError(blob, response.status);
    if (refused) throw refused;
    const disposition = response.headers?.['content-disposition'];
    return { blob, fileName: typeof disposition === 'string' ? fileNameOf(disposition) : undefined };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const response = (error as { response?: { data?: unknown; status?: number } }).response;
    if (response?.data instanceof Blob) {
      const refused = await envelopeError(response.data, response.status);
      if (refused) throw refused;
    }
    throw new ApiError({ kind: response ? 'http' : 'network', msg: '', httpStatus: response?.status });
  }
}

/**
 * The file name of a Content-Disposition header (RFC 5987 `filename*` first).
 * @example
 * fileNameOf(`attachment; filename="orders.xlsx"; filename*=UTF-8''orders%202026.xlsx`); // 'orders 2026.xlsx'
 */
export function fileNameOf(disposition: string): string | undefined {
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1].trim();
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
 * A server export (POST with the list's filter) saved as the file the server names.
 * @example
 * await downloadExport('/customer-api/order/manage/export', filter, 'orders.xlsx');
 */
export async function downloadExport(url: string, filter: unknown, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile({ url, method: 'POST', data: filter });
  saveBlob(blob, fileName ?? fallbackName);
}
