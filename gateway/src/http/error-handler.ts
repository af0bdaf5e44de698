import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasMessage, t } from '../i18n/messages';
import { BizError } from './envelope';

/** Where a zod issue points, as `body.loginCode`, `querystring.source`, ... */
interface FieldError {
  field: string;
  message: string;
}

/**
 * Renders every failure as the spec's envelope:
 *  - BizError: its HTTP status and code, translated msg
 *  - input that fails its schema: HTTP 400, code 400, 'input data is illegal', the fields in data
 *    (a field's message translated when the schema gave a message key)
 *  - other client errors fastify raises (bad JSON, wrong content type, too large): same status, code
 *  - anything else: logged, HTTP 500, code 500, a generic message (no internals leak)
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | BizError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang;
      if (error instanceof BizError) {
        return reply
          .status(error.httpStatus)
          .send({ code: error.code, msg: t(lang, error.msgKey, error.params), data: null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldError[] = error.validation.map((issue) => ({
          field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          // a schema may name a message key for its issue (e.g. a required text): said in the caller's language
          message:
            issue.message && hasMessage(issue.message) ? t(lang, issue.message) : (issue.message ?? ''),
        }));
        return reply.status(400).send({ code: 400, msg: t(lang, 'error.invalidInput'), data: fields });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const key = status === 429 ? 'error.tooManyRequests' : 'error.invalidInput';
        return reply.status(status).send({ code: status, msg: t(lang, key), data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, msg: t(lang, 'error.internal'), data: null });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const lang = request.lang;
    return reply.status(404).send({ code: 404, msg: t(lang, 'error.routeNotFound'), data: null });
  });
}
