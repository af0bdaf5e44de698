import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { DOCS_CONTENT_SECURITY_POLICY } from '../security/http-headers';

/** Headers of the docs instance's answers that belong to its own connection, not to ours. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/** Headers of the browser's request the docs instance reads (caching of its files). */
const PASSED_ON = ['accept', 'if-none-match', 'if-modified-since'] as const;

/**
 * The docs instance: @fastify/swagger (static mode, over this gateway's finished document) and
 * @fastify/swagger-ui with its own files (no CDN) under DOCS_CONTENT_SECURITY_POLICY. Built on the
 * first visit of /docs, so the gateway's start pays neither the plugins' loading nor their
 * registration (issue 37 item 12: on a loaded host swagger-ui alone ran into the plugin timeout).
 */
async function buildDocs(app: FastifyInstance): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false });
  await docs.register(swagger, { mode: 'static', specification: { document: app.swagger() as never } });
  await docs.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true, validatorUrl: null },
    // every answer of the docs (the page, its scripts and styles, the document) carries it
    staticCSP: DOCS_CONTENT_SECURITY_POLICY,
  });
  await docs.ready();
  return docs;
}

/**
 * Swagger UI at /docs (and the document at /docs/json), public: each request is answered by the
 * docs instance (buildDocs), made once on the first visit and closed with the gateway.
 *
 * @example
 * if (config.apiDocs) registerApiDocs(app); // GET /docs -> Swagger UI
 */
export function registerApiDocs(app: FastifyInstance): void {
  let docs: Promise<FastifyInstance> | undefined;
  const docsInstance = () =>
    (docs ??= buildDocs(app).catch((error: unknown) => {
      docs = undefined; // the next visit tries again
      throw error;
    }));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const inner = await (await docsInstance()).inject({ method: 'GET', url: request.url, headers });
    reply.code(inner.statusCode);
    for (const [name, value] of Object.entries(inner.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
    return reply.send(inner.rawPayload);
  };
  const route = { config: { permission: 'public' as const }, schema: { hide: true } };
  app.get('/docs', route, answer);
  app.get('/docs/*', route, answer);
  app.addHook('onClose', async () => {
    const built = await docs?.catch(() => undefined);
    await built?.close();
  });
}
