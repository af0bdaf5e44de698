import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANG, langFromHeader, type Lang } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's catalogue language, read once from its `language` header (langFromHeader). */
    lang: Lang;
  }
}

/**
 * Parses the `language` header once per request, before any other hook: handlers, the auth plugin
 * and the error handler read `request.lang`. A request without the header (or with an unknown one)
 * is Indonesian, the spec's default.
 */
export const requestLangPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.addHook('onRequest', async (request) => {
      request.lang = langFromHeader(request.headers.language);
    });
  },
  { name: 'request-lang' },
);
