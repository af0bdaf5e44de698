import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from './envelope';
import { isMultipartError } from './error-handler';

/** What one upload route accepts: bytes per file, files, text fields, parts in all. */
export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
}

/** A file part of a multipart body. */
export interface ReceivedFile {
  field: string;
  /** the client's file name, '' when it sent none */
  name: string;
  data: Buffer;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/** The route's own refusals (business errors with its message) for what the caller sent too much of. */
export interface UploadRefusals {
  /** not a multipart request */
  missing: () => BizError;
  /** a file over `fileSize` */
  tooLarge: () => BizError;
  /** more files than `files`; tooLarge's refusal when not given */
  tooMany?: () => BizError;
}

/** A malformed multipart body, or text with a NUL character: the caller's input, a translated 400. */
export function badUpload(): BizError {
  return new BizError('error.badUpload', {}, 400, 400);
}

/**
 * Lets the routes of this plugin scope read multipart bodies within `limits` (readUpload reads
 * them). The one place the gateway registers @fastify/multipart.
 * @example
 * await acceptUploads(app, { fileSize: 5 * 1024 * 1024, files: 1, fields: 2, parts: 3 });
 */
export async function acceptUploads(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, { limits });
}

/**
 * Reads a whole multipart body: its files (buffered, at most `fileSize` each) and its text fields.
 * Over a limit: the route's refusal; a broken body (no boundary, cut short, a malformed part
 * header, too many parts or fields, a `__proto__` field) or a NUL character in a file name, field
 * name or value: HTTP 400 'the upload is malformed', translated.
 * @example
 * const { files, fields } = await readUpload(request, {
 *   missing: () => new BizError('import.fileMissing'),
 *   tooLarge: () => new BizError('file.tooLarge', { maxMb: 10 }),
 * });
 */
export async function readUpload(request: FastifyRequest, refusals: UploadRefusals): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw refusals.missing();
  const received: ReceivedUpload = { files: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.fieldname.includes('\u0000')) throw badUpload();
      if (part.type === 'file') {
        const data = await part.toBuffer();
        const name = part.filename ?? '';
        if (name.includes('\u0000')) throw badUpload();
        received.files.push({ field: part.fieldname, name, data });
      } else {
        const value = String(part.value);
        if (value.includes('\u0000')) throw badUpload();
        received.fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof BizError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw (refusals.tooMany ?? refusals.tooLarge)();
    if (isMultipartError(error)) throw badUpload();
    throw error;
  }
  return received;
}
