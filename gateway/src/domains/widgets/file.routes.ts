import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import { files } from '../../db/schema/widgets';
import { BizError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { acceptUploads, readUpload } from '../../http/upload';
import { t } from '../../i18n/messages';
import { createFileStorage, isValidStorageKey } from '../../storage';
import { acceptedFileType } from '../../lib/files/file-signature';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';
import { uploadedFileName } from '../../lib/files/file-name';

/** Server-side upload limits (spec: upload limit default 10 files). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;

export const uploadQuery = z.object({
  bizType: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional()
    .describe('what the file is for (free label, e.g. goodsImage)'),
});

export const uploadedFile = z
  .object({
    url: z.string().describe('signed, expiring URL the browser can fetch without the authToken header'),
    key: z.string(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
  })
  .meta({ id: 'UploadedFile' });

/** The first file's fields (the upload widget reads url and name) and every file of the request. */
export const uploadResponse = envelopeOf(uploadedFile.extend({ files: z.array(uploadedFile) }));

export const viewParams = z.object({ key: z.string().max(128) });
export const viewQuery = z.object({
  exp: z.coerce.number().int().describe('expiry, unix seconds'),
  sig: z.string().max(128).describe('HMAC signature'),
});

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
  const { storage, signer } = createFileStorage(app.config);
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
      const checked = received.map((file) => {
        const type = acceptedFileType(file.name, file.data);
        if (!type) throw new BizError('file.typeMismatch');
        return { ...file, ...type, key: `${randomUUID()}.${type.extension}` };
      });

      const stored: z.infer<typeof uploadedFile>[] = [];
      try {
        for (const file of checked) {
          await storage.put(file.key, file.data, file.contentType);
          await app.db.insert(files).values({
            customerId: session.customerId,
            userId: session.userId,
            key: file.key,
            name: file.name.slice(0, 255),
            size: file.data.length,
            contentType: file.contentType,
            bizType: request.query.bizType ?? null,
          });
          stored.push({
            url: await storage.signedUrl(file.key, app.config.uploadUrlTtlSeconds),
            key: file.key,
            name: file.name,
            size: file.data.length,
            contentType: file.contentType,
          });
        }
      } catch (error) {
        // Leave nothing half-stored: a failed request uploads no file.
        for (const file of checked) {
          await storage.delete(file.key);
          await app.db.delete(files).where(ownedBy(files, session, eq(files.key, file.key)));
        }
        throw error;
      }
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
      const [row] = await acrossTenants('signedLink', () =>
        app.db.select().from(files).where(eq(files.key, key)),
      );
      const object = row ? await storage.get(key) : null;
      // a link the browser opens (an image, a download): an HTTP 404 it understands
      if (!row || !object) throw new BizError('error.notFound', { what: 'file' }, 404, 404);
      const inline = /^(image\/|application\/pdf)/.test(row.contentType);
      const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', object.data.length)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; ${dispositionName(row.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .send(object.data);
    },
  );
}
