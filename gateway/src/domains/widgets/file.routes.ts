import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { acceptUploads, readUpload } from '../../http/upload';
import { t } from '../../i18n/messages';
import { isValidStorageKey } from '../../storage';
import { fileOfSignedLink } from './file.repo';
import { checkedUploads, storeUploads } from './file.service';
import { uploadedFileName } from '../../lib/files/file-name';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_REQUEST,
  uploadQuery,
  uploadResponse,
  viewParams,
  viewQuery,
} from './file.schemas';

/** ASCII fallback and RFC 5987 form of a file name for Content-Disposition. */
function dispositionName(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * File upload (multipart field `file`, limits enforced here) and the signed view URL. Under
 * /customer-api. The bytes go through the FileStorage; a `files` row records who uploaded what.
 */
export default async function fileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, signer } = app.files;
  await acceptUploads(app, { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_REQUEST, fields: 20, parts: 40 });

  app.post(
    '/file/upload',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.uploadFiles',
        consumes: ['multipart/form-data'],
        tags: ['widgets'],
        summary: `Uploads files (multipart field "file"; at most ${MAX_FILES_PER_REQUEST} files of ${MAX_FILE_BYTES / 1024 / 1024} MB; jpg, jpeg, png, gif, webp, pdf, xlsx, xls, csv, docx, txt checked by content)`,
        querystring: uploadQuery,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const upload = await readUpload(request, {
        missing: () => new BizError('file.missing'),
        tooLarge: () => new BizError('file.tooLarge', { maxMb: MAX_FILE_BYTES / 1024 / 1024 }),
        tooMany: () => new BizError('file.countExceeded', { limit: MAX_FILES_PER_REQUEST }),
      });
      const received = upload.files
        .filter((file) => file.field === 'file')
        .map((file) => ({ name: uploadedFileName(file.name, 'file'), data: file.data }));
      if (received.length === 0) throw new BizError('file.missing');
      const checked = checkedUploads(received);
      const stored = await storeUploads(
        app.db,
        storage,
        app.config.uploadUrlTtlSeconds,
        session,
        checked,
        request.query.bizType ?? null,
      );
      return ok({ ...stored[0], files: stored }, t(request.lang, 'file.uploaded'));
    },
  );

  app.get(
    '/file/view/:key',
    {
      // Public on purpose: <img> tags cannot send authToken; the HMAC signature and expiry guard it.
      config: { permission: 'public' },
      schema: {
        operationId: 'widgets.viewFile',
        tags: ['widgets'],
        summary: 'Serves an uploaded file to a signed, unexpired URL',
        params: viewParams,
        querystring: viewQuery,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { exp, sig } = request.query;
      if (!isValidStorageKey(key) || !signer.verify(key, exp, sig))
        throw new BizError('file.linkInvalid', {}, 403, 403);
      const row = await fileOfSignedLink(app.db, key);
      const object = row ? await storage.open(key) : null;
      // a link the browser opens (an image, a download): an HTTP 404 it understands
      if (!row || !object) throw new BizError('error.notFound', { what: 'file' }, 404, 404);
      const inline = /^(image\/|application\/pdf)/.test(row.contentType);
      const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', object.size)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; ${dispositionName(row.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .send(object.stream);
    },
  );
}
