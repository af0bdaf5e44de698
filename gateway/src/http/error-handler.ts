import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { langFromHeader } from '../i18n/language';
import { hasMessage, t } from '../i18n/messages';
import { moneyText } from '../i18n/money-text';
import { BizError, FieldsError } from './envelope';
import { isTransientConnectionError } from '../lib/retry/until-ready';
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
 * PostgreSQL data exceptions an input can cause when a check upstream missed it: text with NUL
 * (22021), a number out of range (22003), a value too long (22001), a bad literal (22P02), a bad or
 * overflowing date (22007, 22008), an untranslatable character (22P05), an oversized index row
 * (54000). They are the caller's input, so a 400, not a 500.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

/** The SQLSTATE of a database error, also when wrapped (drizzle's DrizzleQueryError keeps it in cause). */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors that say the gateway or its database is saturated, not that the request is wrong: the
 * request's own time is up (Fastify's handlerTimeout, REQUEST_TIMEOUT_SECONDS), PostgreSQL ended a
 * statement at its statement_timeout (57014), or no connection came free within the pool's acquire
 * timeout (or the database refuses connections now). Answered 503 with Retry-After, translated.
 */
function overloadKeyOf(error: unknown): 'error.timeout' | 'error.serverBusy' | null {
  if ((error as { code?: unknown }).code === 'FST_ERR_HANDLER_TIMEOUT') return 'error.timeout';
  if (sqlStateOf(error) === '57014') return 'error.timeout';
  for (let link = error, depth = 0; link && depth < 5; depth += 1) {
    if (link instanceof Error && /timeout exceeded when trying to connect/i.test(link.message))
      return 'error.serverBusy';
    link = (link as { cause?: unknown }).cause;
  }
  return isTransientConnectionError(error) ? 'error.serverBusy' : null;
}

/**
 * busboy's errors on a broken multipart body (cut short, no boundary, a boundary over 256
 * characters) carry no status: they are the caller's (a 400).
 * @fastify/multipart's own (FST_* codes, statuses 406 / 413 / 500) are answered as 400 too.
 */
const BUSBOY_MESSAGES = [
  // busboy and @fastify/busboy (the one @fastify/multipart uses)
  'Unexpected end of form',
  'Unexpected end of file',
  'unexpected end of multipart data',
  'Malformed part header',
  'Malformed urlencoded form',
  'Boundary not found',
  'Boundary required',
  'The needle cannot',
  'Unsupported content type',
  'Missing Content-Type',
];
const MULTIPART_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_PROTO_VIOLATION',
  'FST_NO_FORM_DATA',
  'FST_FILE_BUFFER_NOT_FOUND',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Whether an error comes from reading a malformed or over-limit multipart body. */
export function isMultipartError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && MULTIPART_CODES.has(code)) return true;
  const text = error.message.toLowerCase();
  return BUSBOY_MESSAGES.some((message) => text.includes(message.toLowerCase()));
}

/** The catalogue key of a client error fastify raises, by its code (or the JSON parser's SyntaxError). */
function clientErrorKey(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'error.bodyTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return 'error.unsupportedMediaType';
    case 'FST_ERR_BAD_URL':
      return 'error.badUrl';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'error.urlTooLong';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'error.badJson';
    default:
  }
  if (error.name === 'SyntaxError') return 'error.badJson';
  if (status === 429) return 'error.tooManyRequests';
  if (status === 413) return 'error.bodyTooLarge';
  if (status === 415) return 'error.unsupportedMediaType';
  return 'error.invalidInput';
}

/**
 * Renders every failure as the spec's envelope:
 *  - BizError: its HTTP status and code, translated msg; a FieldsError also its fields in data
 *  - input that fails its schema (NUL characters included, http/input-guard.ts): HTTP 400, code
 *    400, 'input data is illegal', the fields in data, each with a message in the request's
 *    language (the schema's own message key when it gave one)
 *  - a malformed multipart body (busboy, @fastify/multipart) and a database data exception: 400
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
            // a schema may name a message key for its issue (a required text): said in the caller's language
            message:
              issue.message && hasMessage(issue.message)
                ? t(lang, issue.message)
                : issueMessage(lang, issue, path.length > 0 && valueAt(input, path) === undefined),
          };
        });
        return reply.status(400).send({ code: 400, msg: t(lang, 'error.invalidInput'), data: fields });
      }
      if (isMultipartError(error))
        return reply.status(400).send({ code: 400, msg: t(lang, 'error.badUpload'), data: null });
      const sqlState = sqlStateOf(error);
      if (sqlState && INPUT_SQLSTATES.has(sqlState)) {
        request.log.warn({ err: error, sqlState }, 'input refused by the database');
        return reply.status(400).send({ code: 400, msg: t(lang, 'error.invalidInput'), data: null });
      }
      const overload = overloadKeyOf(error);
      if (overload) {
        request.log.warn({ err: error }, 'answered 503: saturated');
        return reply
          .status(503)
          .header('Retry-After', String(request.server.config.retryAfterSeconds))
          .send({ code: 503, msg: t(lang, overload), data: null });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        const key = clientErrorKey(error as FastifyError, status);
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

/**
 * Fastify's `frameworkErrors`: the errors its router raises before any hook ran (a URL that does
 * not decode, a path parameter over `maxParamLength`), in the envelope. The language hook has not
 * run yet, so the header is read here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langFromHeader(request.headers.language);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const key = status >= 500 ? 'error.internal' : clientErrorKey(error, status);
  return reply
    .status(status)
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Request-Id', request.id)
    .send({ code: status, msg: t(lang, key), data: null });
}

/** The `language` header of a request Node's parser refused, read from the bytes it received. */
function languageOfRawPacket(packet: unknown): string | undefined {
  if (!Buffer.isBuffer(packet)) return undefined;
  const head = packet.subarray(0, 64 * 1024).toString('latin1');
  return /\r\nlanguage:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError` event): a request Node's HTTP parser refused
 * before Fastify saw it. Answered as a raw HTTP response whose body is the envelope, translated by
 * the `language` header when it was received: headers over the limit 431 (414 when the request
 * line, the URL, is most of what overflowed), a timeout 408, anything else 400.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let key = 'error.badRequest';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    key = 'error.requestTimeout';
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    // the URL overflowed when the request line is longer than the header lines received with it
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const lineEnd = packet.indexOf('\r\n');
    const requestLine = lineEnd < 0 ? packet.length : lineEnd;
    const urlOverflows = requestLine > packet.length - requestLine;
    status = urlOverflows ? 414 : 431;
    key = urlOverflows ? 'error.urlTooLong' : 'error.headersTooLarge';
  } else if (error.code === 'HPE_URI_TOO_LONG') {
    status = 414;
    key = 'error.urlTooLong';
  }
  const lang = langFromHeader(languageOfRawPacket(error.rawPacket));
  const body = JSON.stringify({ code: status, msg: t(lang, key), data: null });
  if (socket.writable) {
    const reason =
      status === 414
        ? 'URI Too Long'
        : status === 431
          ? 'Request Header Fields Too Large'
          : status === 408
            ? 'Request Timeout'
            : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
