import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { t } from '../i18n/messages';
import { moneyText } from '../i18n/money-text';
import { BizError, FieldsError } from './envelope';
import { issueMessage } from './validation-messages';

/** A field's failure: where it points (`body.loginCode`, `querystring.source`, `doc.npwp`) and why, translated. */
interface FieldError {
  field: string;
  message: string;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Renders every failure as the spec's envelope:
 *  - BizError: its HTTP status and code, translated msg; a FieldsError also its fields in data
 *  - input that fails its schema: HTTP 400, code 400, 'input data is illegal', the fields in data,
 *    each with a message translated into the request's language
 *  - other client errors fastify raises (bad JSON, wrong content type, too large): same status, code
 *  - anything else: logged, HTTP 500, code 500, a generic message (no internals leak)
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | BizError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang;
      if (error instanceof FieldsError) {
        const reader = { hideMoney: request.session?.hideMoney === true };
        const fields: FieldError[] = error.fields.map((problem) => ({
          field: problem.field,
          message: moneyText(lang, problem.msgKey, problem.params ?? {}, reader),
        }));
        // sent as text: the route's response schema describes its success data, not these fields
        return reply
          .status(error.httpStatus)
          .type('application/json; charset=utf-8')
          .send(
            JSON.stringify({
              code: error.code,
              msg: moneyText(lang, error.msgKey, error.textParams, reader),
              data: fields,
            }),
          );
      }
      if (error instanceof BizError) {
        return reply
          .status(error.httpStatus)
          .send({ code: error.code, msg: t(lang, error.msgKey, error.params), data: null });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext;
        const input = context ? (request as unknown as Record<string, unknown>)[context] : undefined;
        const fields: FieldError[] = error.validation.map((issue) => {
          const path = issue.instancePath.split('/').filter(Boolean);
          return {
            field: [context, ...path].filter(Boolean).join('.'),
            message: issueMessage(lang, issue, path.length > 0 && valueAt(input, path) === undefined),
          };
        });
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
