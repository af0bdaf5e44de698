import type { FastifyInstance } from 'fastify';

/**
 * Lets the domain's query-only POST calls (`POST /goodsTemplate/delete?id=1`) through when the
 * client still sends `Content-Type: application/json` with an empty body: an empty body parses as
 * no body; anything else goes to fastify's own (prototype-poisoning safe) JSON parser. Applies to
 * the plugin scope it is called in only.
 *
 * @example
 * await app.register(async (scope) => { allowEmptyJsonBody(scope); scope.post('/x/delete', ...); });
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const json = typeof text === 'string' ? text : text.toString('utf8');
    if (json.trim() === '') return done(null, undefined);
    return parseJson(request, json, done);
  });
}
