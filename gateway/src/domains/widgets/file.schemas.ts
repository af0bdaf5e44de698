import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';

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
