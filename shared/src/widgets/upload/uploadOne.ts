import { AxiosError } from 'axios';
import { ApiError } from '../../http/ApiError';
import { isEnvelope } from '../../http/client';
import { messageOf } from '../../http/messageOf';
import { readUploadAnswer } from './uploadRules';
import { sendFile } from './sendFile';
import type { CloudUploader, UploadedFile, UploadProgress } from './types';

export interface UploadOneOptions {
  file: File;
  action: string;
  params?: Record<string, unknown>;
  urlKey: string;
  nameKey: string;
  uploader?: CloudUploader;
  onProgress: UploadProgress;
  signal: AbortSignal;
}

/** Why an upload failed, with the text to show ('upload failed' unless the server said more). */
export class UploadFailure extends Error {
  constructor(
    readonly shownMsg: string | undefined,
    readonly cause?: unknown,
  ) {
    super(shownMsg ?? 'upload failed');
  }
}

/**
 * Uploads one file to the action (multipart `file` through shared's http) or, with an
 * `uploader`, straight to the cloud provider, and reads `{url, name}` by the configured keys.
 * Rejects with an UploadFailure carrying the server msg or, when the cloud library cannot be
 * loaded, the loader's message (the upload aborts before sending anything).
 * @example
 * const uploaded = await uploadOne({ file, action, urlKey: 'url', nameKey: 'name', onProgress, signal });
 */
export async function uploadOne(options: UploadOneOptions): Promise<UploadedFile> {
  const { file, action, params, urlKey, nameKey, uploader, onProgress, signal } = options;
  let answer: unknown;
  if (uploader) {
    let send;
    try {
      send = await uploader.load();
    } catch (error) {
      throw new UploadFailure(error instanceof Error && error.message ? error.message : undefined, error);
    }
    try {
      answer = await send(file, onProgress);
    } catch (error) {
      throw new UploadFailure(serverMsg(error), error);
    }
  } else {
    try {
      answer = await sendFile({ action, file, params, onProgress, signal });
    } catch (error) {
      throw new UploadFailure(serverMsg(error), error);
    }
  }
  try {
    return readUploadAnswer(answer, urlKey, nameKey, file.name);
  } catch (error) {
    throw new UploadFailure(undefined, error);
  }
}

/** The server's own msg of a failed call; network, session and cancel failures have none. */
function serverMsg(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return messageOf(error);
  if (error.kind === 'business' || error.kind === 'server') return error.msg;
  if (error.kind !== 'http') return undefined;
  const body = error.cause instanceof AxiosError ? error.cause.response?.data : undefined;
  return isEnvelope(body) && body.msg ? body.msg : undefined;
}
