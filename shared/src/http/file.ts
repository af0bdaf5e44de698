import type { ApiBody, ApiQuery } from '../api/types';
import { ApiError } from './ApiError';
import { http, isEnvelope, type Envelope } from './client';
import { callConfig, type GetFilePath, type OptionsArgs, type PostFilePath } from './gateway';

/** Reads a blob as text (FileReader works in every browser and in jsdom). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The JSON envelope a file call answered instead of a file (a Blob of JSON, or the parsed object). */
export async function envelopeIn(data: unknown): Promise<Envelope<unknown> | undefined> {
  if (isEnvelope(data)) return data;
  if (!(data instanceof Blob) || !data.type.includes('json')) return undefined;
  try {
    const body: unknown = JSON.parse(await blobText(data));
    if (isEnvelope(body)) return body;
  } catch {
    // not JSON after all
  }
  return undefined;
}

/** An envelope as the ApiError its call rejects with. */
export function refusalError(body: Envelope<unknown>, httpStatus?: number): ApiError {
  return new ApiError({
    kind: 'business',
    code: body.code,
    msg: body.msg ?? '',
    data: body.data,
    httpStatus,
  });
}

/** A file call answered with the JSON envelope instead of the file: its msg as an ApiError. */
async function refusalOf(blob: unknown, httpStatus?: number): Promise<ApiError | undefined> {
  if (!(blob instanceof Blob)) return undefined;
  const body = await envelopeIn(blob);
  return body ? refusalError(body, httpStatus) : undefined;
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

/** A file the gateway answered, with the name its Content-Disposition gives. */
export interface FetchedFile {
  blob: Blob;
  fileName?: string;
}

/** Fetches a blob through the one http client (its headers and session rules apply). */
async function fetchBlob(config: Parameters<typeof http.request>[0]): Promise<FetchedFile> {
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

type FilePostArgs<P extends PostFilePath> = [ApiBody<P>] extends [never]
  ? [body?: undefined, ...OptionsArgs<P, 'post'>]
  : [body: ApiBody<P>, ...OptionsArgs<P, 'post'>];
type FileGetArgs<P extends GetFilePath> = [ApiQuery<P>] extends [never]
  ? [query?: undefined, ...OptionsArgs<P, 'get'>]
  : object extends ApiQuery<P>
    ? [query?: ApiQuery<P>, ...OptionsArgs<P, 'get'>]
    : [query: ApiQuery<P>, ...OptionsArgs<P, 'get'>];

/**
 * POST to a gateway path that answers a file (an xlsx export, a label PDF), typed by the
 * generated `paths` (only such paths are accepted). A JSON envelope in place of the file rejects
 * with an ApiError carrying the server's msg; nothing is shown (the caller says what failed).
 * @example
 * const { blob, fileName } = await postFile('/customer-api/order/manage/export', filter);
 */
export function postFile<P extends PostFilePath>(
  path: P,
  ...[body, options]: FilePostArgs<P>
): Promise<FetchedFile> {
  return fetchBlob({ ...callConfig(path, options), method: 'POST', data: body });
}

/**
 * GET a file from a gateway path (a label PDF), typed like `postFile`; placeholders in `path`.
 * @example
 * await getFile('/customer-api/label/print/{style}/{id}', { type: 1 }, { path: { style: 'A6', id: '7' } });
 */
export function getFile<P extends GetFilePath>(
  path: P,
  ...[query, options]: FileGetArgs<P>
): Promise<FetchedFile> {
  return fetchBlob({ ...callConfig(path, options), method: 'GET', params: query });
}
