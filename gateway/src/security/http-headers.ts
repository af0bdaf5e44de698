import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy of every answer that is not a page: JSON, files, PDFs. Nothing in them may load,
 * run or be framed.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the API docs (/docs, @fastify/swagger-ui): its page loads only its own scripts,
 * styles and images from this origin (no CDN, no inline script), fetches the document and the
 * "try it out" calls from this origin, and is never framed. Inline style attributes stay allowed:
 * swagger-ui's React views and its code highlighter set them.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Browser security headers of the gateway (ARCHITECTURE §11), with @fastify/helmet configured for
 * an API: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * X-Frame-Options, COOP and the others on every answer. Not HSTS: TLS ends at the reverse proxy,
 * which sends it (docs/deploy/nginx.conf). `Cross-Origin-Resource-Policy: cross-origin`: a parent
 * platform that mounts the portal (single-spa, another origin) shows signed file URLs in <img>.
 * Helmet's page policy is off; answers that are not HTML get API_CONTENT_SECURITY_POLICY instead,
 * and an HTML answer (the API docs) keeps the policy its own route sets.
 */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy') && !type.startsWith('text/html'))
      reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    return payload;
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });

/**
 * `Cache-Control: no-store` on every answer of the routes it is added to (login, tokens, codes,
 * profile: ARCHITECTURE §11), so no browser or proxy keeps a session token or personal data.
 * @example
 * app.addHook('onSend', noStore); // inside the auth routes' plugin
 */
export async function noStore(_request: unknown, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('Cache-Control', 'no-store');
  return payload;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: a comma-separated list of addresses, CIDR ranges or
 * proxy-addr names (`loopback`, `linklocal`, `uniquelocal`) whose X-Forwarded-For is believed;
 * '' or 'none' trusts nobody (the gateway faces clients directly). The client address is then the
 * right-most address of X-Forwarded-For that is not a trusted proxy.
 * @example
 * parseTrustProxy('127.0.0.1, ::1'); // ['127.0.0.1', '::1']
 */
export function parseTrustProxy(value: string): string[] | false {
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length === 0 || (list.length === 1 && /^(none|false)$/i.test(list[0])) ? false : list;
}
