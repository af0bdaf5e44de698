import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BizError } from '../../http/envelope';
import { isValidStorageKey } from '../../storage';
import { filesOf, signedSubject } from './attachment.repo';

export const attachmentParams = z.object({ key: z.string().max(128) });
export const attachmentQuery = z.object({
  c: z.coerce.number().int().positive().describe('the customer the link was signed for'),
  exp: z.coerce.number().int().describe('expiry, unix seconds'),
  sig: z.string().max(128).describe('HMAC-SHA256 over customer, key and expiry'),
});

/** ASCII fallback and RFC 5987 form of a file name for Content-Disposition. */
function dispositionName(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The service domain's attachments (thread files, claim documents, return photos) through
 * short-lived signed links: the answers of the detail calls carry one link per file
 * (attachment.repo.ts `linksOf`); this route checks signature, expiry and tenant and streams the
 * file. Mounted under /customer-api.
 */
export default async function attachmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, signer } = app.files;

  app.get(
    '/attachment/view/:key',
    {
      // Public on purpose: <img> and <a> cannot send authToken; the signature names the customer.
      config: { permission: 'public' },
      schema: {
        operationId: 'service.attachmentView',
        tags: ['service'],
        summary: 'Serves a service attachment to a signed, unexpired link of its own customer',
        params: attachmentParams,
        querystring: attachmentQuery,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { c: customerId, exp, sig } = request.query;
      if (Number.isInteger(exp) && exp * 1000 <= Date.now())
        throw new BizError('service.attachment.linkExpired', {}, 403, 403);
      if (!isValidStorageKey(key) || !signer.verify(signedSubject(customerId, key), exp, sig))
        throw new BizError('service.attachment.linkInvalid', {}, 403, 403);
      // the file must be the signed customer's own upload
      const [row] = await filesOf(app.db, { customerId }, [key]);
      const object = row ? await storage.open(key) : null;
      if (!row || !object) throw new BizError('service.attachment.linkInvalid', {}, 403, 403);
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
