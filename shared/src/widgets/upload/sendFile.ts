import { request } from '../../http/request';
import type { UploadProgress } from './types';

/** Spec §7 / gateway: the default upload action. */
export const DEFAULT_UPLOAD_ACTION = '/customer-api/file/upload';

/** Multipart field that carries the file (spec §7). */
export const UPLOAD_FIELD = 'file';

export interface SendFileOptions {
  action: string;
  file: File;
  /** Extra query parameters, e.g. `{ bizType: 'goods' }`. */
  params?: Record<string, unknown>;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart field `file` through shared's `request`, so the portal headers
 * (authToken, language, ...) and the session rules apply. Silent: the upload widget shows
 * 'upload failed' or the server msg itself. Resolves the envelope's `data`.
 * @example
 * const answer = await sendFile({ action: DEFAULT_UPLOAD_ACTION, file, onProgress: setPercent });
 */
export function sendFile({ action, file, params, onProgress, signal }: SendFileOptions): Promise<unknown> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return request<unknown>({
    url: action,
    method: 'POST',
    data: form,
    params,
    signal,
    silent: true,
    // Overrides the instance's JSON default; the browser then sets the multipart boundary itself.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}
