// Over 300 lines on purpose: every cross-cutting rule of the OpenAPI document (security, error answers and their examples, nullable fix-ups, servers, tags, /docs) in one place, so no route repeats them; it splits by concern (security and errors, examples, docs and tags) when one of them grows.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { t } from '../i18n/messages';
import { BUSINESS_ERROR_CODE, SESSION_INVALID_CODE } from '../http/envelope';
import { OPERATION_EXAMPLES } from './examples';
import '../http/validation-messages';

/**
 * The cross-cutting parts of the OpenAPI document, made once here from what each route already
 * declares (its permission, rate limit, body and parameters) rather than written per route:
 *  - security: `[]` for public calls (`[{}, authToken]` for those with `config.optionalSession`),
 *    `authToken` for the others;
 *  - the error answers each operation can give, as `$ref`s to `components.responses`, each with an
 *    example: 400 (input fails its schema), 401 (session invalid, code 149010008), 403 (a
 *    password that must be changed first), 404 (see NOT_FOUND), 413 and 415 (calls that take a
 *    body), 429 (rate-limited calls), and the refusals every call can answer with HTTP 200 (not
 *    found 404, not allowed 403, a broken rule: code ≠ 1, data null) as examples of its 200 answer;
 *  - servers, the tag list, the license; OpenAPI 3.0 `nullable` gets its sibling `type`, and
 *    schemas no operation uses are dropped.
 * Per operation, each route's schema carries only its own facts: operationId, summary, description.
 */

/**
 * Operations whose handler answers HTTP 404: links the browser opens itself (a file, an image), where
 * an HTTP status is what it understands. Every other "not found" is a business refusal: HTTP 200,
 * code 404 (docs/CONVENTIONS.md, "Answers").
 */
const NOT_FOUND = new Set(['widgets.viewFile']);

/** The domains (spec section 7), in the order the docs list them. */
export const API_TAGS: readonly OpenAPIV3.TagObject[] = [
  {
    name: 'auth',
    description: 'Login, logout, session, password, e-mail binding, user profile, menu, feedback.',
  },
  {
    name: 'common',
    description: 'Notices, privacy agreement, dictionaries, agents, language texts, analytics.',
  },
  { name: 'orders', description: 'Order entry (create, fees, product types) and order management.' },
  { name: 'tracking', description: 'Scan history and arrival times of waybills.' },
  { name: 'freight', description: 'Freight inquiry, serving outlet and area search.' },
  { name: 'waybills', description: "The customer's waybills: list, counts, export." },
  { name: 'coupons', description: 'Coupons and voucher redemption.' },
  {
    name: 'cod',
    description: 'COD bill, commission, reconciliation batches and the money trail of a waybill.',
  },
  { name: 'complaints', description: 'Complaints and suggestions.' },
  {
    name: 'service',
    description: 'Held parcels, returns, tickets, claims and their dictionaries (issue 18).',
  },
  { name: 'member', description: 'Member level, points and the points shop.' },
  {
    name: 'reports',
    description:
      'The report API (/report-api): dashboard figures read off the reports read model (issue 31).',
  },
  { name: 'widgets', description: 'Shared widgets: column layouts, networks, regions, weight bands, files.' },
  { name: 'goods', description: 'Goods templates and goods categories.' },
  { name: 'import', description: 'Batch order import: upload, validate, insert, tasks and errors.' },
  { name: 'labels', description: 'Label printing (PDF), QR codes, print settings, quick print.' },
  { name: 'addressBook', description: 'Sender and receiver address books.' },
  {
    name: 'account',
    description:
      'Sub-accounts: permissions, data scope, the hide-money flag, status, passwords; the audit log.',
  },
  {
    name: 'download',
    description: 'The download centre: exports run as jobs, with progress and signed, expiring links.',
  },
  {
    name: 'notifications',
    description: "The notification centre: the caller's notifications, unread count, read state, files.",
  },
];

type ErrorAnswer =
  | 'BadRequest'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'TooManyRequests'
  | 'InternalError';

const ANSWER_STATUS: Record<ErrorAnswer, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  PayloadTooLarge: '413',
  UnsupportedMediaType: '415',
  TooManyRequests: '429',
  InternalError: '500',
};

/** The marker the route transform leaves on an operation for the document transform. */
const ANSWERS_KEY = 'x-error-answers';
/** The marker of a multipart upload (route schema `consumes: ['multipart/form-data']`). */
const MULTIPART_KEY = 'x-multipart-upload';

const en = (key: string, params: Record<string, string | number> = {}): string => t('en', key, params);

function errorEnvelope(
  data: OpenAPIV3.SchemaObject = { type: 'object', nullable: true },
): OpenAPIV3.SchemaObject {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: 'Not 1: the failure code' },
      msg: { type: 'string', description: "Translated message (the request's `language` header)" },
      data: data,
    },
  };
}

function answer(
  description: string,
  example: unknown,
  schema?: OpenAPIV3.SchemaObject,
): OpenAPIV3.ResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: schema ?? ({ $ref: '#/components/schemas/ErrorEnvelope' } as never),
        example,
      },
    },
  };
}

/**
 * The headers @fastify/rate-limit sends on the answers of a rate-limited route (`config.rateLimit`):
 * its limit, what is left and when the window resets; a 429 also says when to retry.
 */
export const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3.HeaderObject> = {
  'X-RateLimit-Limit': {
    description: 'Calls this client may make to the operation in the window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Calls left in the current window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window resets',
    schema: { type: 'integer', minimum: 0 },
  },
};
const RETRY_AFTER: OpenAPIV3.HeaderObject = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', minimum: 0 },
};
/** @fastify/cors echoes an allowed Origin (CORS_ORIGINS) on every answer to it. */
const ALLOW_ORIGIN: OpenAPIV3.HeaderObject = {
  description: "The caller's Origin, when it is one of the portal's allowed origins (CORS)",
  schema: { type: 'string', maxLength: 2048 },
};

/** components.responses: one entry per error answer, each with an example. */
export const ERROR_RESPONSES: Record<ErrorAnswer, OpenAPIV3.ResponseObject> = {
  BadRequest: answer(
    "The input fails its schema (body, query or path; text with a NUL character included): code 400, data lists the fields, each with a message in the request's language. Also a body that is not JSON, a broken multipart body or a URL that does not decode (data null).",
    {
      code: 400,
      msg: en('error.invalidInput'),
      data: [{ field: 'body.loginCode', message: en('validation.required') }],
    },
    errorEnvelope({
      type: 'array',
      nullable: true,
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    }),
  ),
  Unauthorized: answer(
    `No session, or it expired or was revoked: code ${SESSION_INVALID_CODE}; the portal logs out.`,
    { code: SESSION_INVALID_CODE, msg: en('error.sessionExpired'), data: null },
  ),
  Forbidden: answer(
    'The session cannot be used yet: the user must change the password or accept the privacy agreement first (code 403; the portal opens that page). A missing permission key is a refusal: HTTP 200, code 403.',
    { code: 403, msg: en('error.passwordChangeRequired'), data: null },
  ),
  NotFound: answer("The link names no file (or another customer's): a link the browser opens.", {
    code: 404,
    msg: en('error.notFound', { what: 'record' }),
    data: null,
  }),
  PayloadTooLarge: answer('The request body is larger than the gateway accepts.', {
    code: 413,
    msg: en('error.bodyTooLarge'),
    data: null,
  }),
  UnsupportedMediaType: answer('The request body has a content type the call does not take.', {
    code: 415,
    msg: en('error.unsupportedMediaType'),
    data: null,
  }),
  TooManyRequests: {
    ...answer('Too many calls from this client in the rate-limit window; try again later.', {
      code: 429,
      msg: en('error.tooManyRequests'),
      data: null,
    }),
    headers: {
      ...RATE_LIMIT_HEADERS,
      'Retry-After': RETRY_AFTER,
      'Access-Control-Allow-Origin': ALLOW_ORIGIN,
    },
  },
  InternalError: answer('An unexpected failure: logged, answered with a generic message (no internals).', {
    code: 500,
    msg: en('error.internal'),
    data: null,
  }),
};

/** The business refusals every call can answer with HTTP 200: a rule broken, not found, not allowed. */
const BUSINESS_FAILURE_EXAMPLE: OpenAPIV3.ExampleObject = {
  summary:
    'A business rule failed (a conflict, a wrong state): HTTP 200, code not 1, data null, or the fields it concerns as [{ field, message }]',
  value: { code: BUSINESS_ERROR_CODE, msg: 'you have already redeemed this voucher code', data: null },
};
const NOT_FOUND_EXAMPLE: OpenAPIV3.ExampleObject = {
  summary: "Not found, or another customer's (both the same): HTTP 200, code 404",
  value: { code: 404, msg: en('error.notFound', { what: 'record' }), data: null },
};
const NOT_ALLOWED_EXAMPLE: OpenAPIV3.ExampleObject = {
  summary: 'A permission key the user lacks: HTTP 200, code 403 (the session stays)',
  value: { code: 403, msg: en('error.noPermission'), data: null },
};

type PermissionKind = 'public' | 'session' | 'keys';

/** Public, session-only or keyed: from the published `x-permissions` rule, else `config.permission`. */
function permissionOf(
  schema: Record<string, unknown>,
  config: Record<string, unknown> | undefined,
): PermissionKind {
  const rule = schema['x-permissions'] ?? config?.permission;
  if (rule === 'public' || rule === 'session') return rule;
  return 'keys';
}

function isMultipart(schema: { consumes?: readonly string[] }): boolean {
  return schema.consumes?.includes('multipart/form-data') ?? false;
}

/** The error answers an operation can give, from what its route declares. */
export function errorAnswersOf(
  schema: Record<string, unknown> & { consumes?: readonly string[]; operationId?: string },
  config: Record<string, unknown> | undefined,
  method: string,
): ErrorAnswer[] {
  const answers: ErrorAnswer[] = [];
  const permission = permissionOf(schema, config);
  // Fastify reads the body of every POST, PUT and PATCH (bad JSON: 400; too large: 413; another
  // content type: 415), whether or not the route declares one.
  const takesBody = Boolean(schema.body) || isMultipart(schema) || ['POST', 'PUT', 'PATCH'].includes(method);
  // Any call can answer 400: a URL that does not decode, a request Node's parser refuses.
  answers.push('BadRequest');
  if (permission !== 'public') answers.push('Unauthorized', 'Forbidden');
  if (schema.operationId && NOT_FOUND.has(schema.operationId)) answers.push('NotFound');
  if (takesBody) answers.push('PayloadTooLarge', 'UnsupportedMediaType');
  if (config?.rateLimit) answers.push('TooManyRequests');
  answers.push('InternalError');
  return answers;
}

/** Route transform: zod to JSON schema, then security, error answers and the permission line. */
export const routeTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const result = jsonSchemaTransform(input as never) as { schema: Record<string, unknown>; url: string };
  const schema = { ...result.schema } as Record<string, unknown> & {
    consumes?: readonly string[];
    operationId?: string;
  };
  const config = (input.route as { config?: Record<string, unknown> }).config;
  if (schema.hide) return result;
  const permission = permissionOf(input.schema as Record<string, unknown>, config);
  // A public call that reads a session when one is sent: no requirement, or the authToken.
  schema.security =
    permission !== 'public'
      ? [{ authToken: [] }]
      : config?.optionalSession === true
        ? [{}, { authToken: [] }]
        : [];
  const method = [input.route.method].flat()[0] ?? 'GET';
  if (isMultipart(schema)) schema[MULTIPART_KEY] = true;
  schema[ANSWERS_KEY] = errorAnswersOf(
    { ...(input.schema as Record<string, unknown>), ...schema },
    config,
    method,
  );
  return { ...result, schema };
};

type Operation = OpenAPIV3.OperationObject & Record<string, unknown>;
type SchemaNode = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  const operations: Operation[] = [];
  for (const item of Object.values(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) operations.push(operation as Operation);
    }
  return operations;
}

/** Matches only null in OpenAPI 3.0 (which has no null type): the null branch of a nullable union. */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null], description: 'null' };

/**
 * OpenAPI 3.0 wants `type` beside `nullable`, and `nullable` does not reach into `allOf` / `anyOf`:
 * a nullable composed schema becomes `anyOf: [its branches, NULL_ONLY]`. Also the integer bounds below.
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  if (schema.nullable === true && schema.type === undefined) {
    const { allOf, anyOf, oneOf } = schema as { allOf?: unknown[]; anyOf?: unknown[]; oneOf?: unknown[] };
    const branches =
      anyOf ?? oneOf ?? (allOf && allOf.length === 1 ? allOf : allOf ? [{ allOf }] : undefined);
    if (branches) {
      delete schema.nullable;
      delete schema.allOf;
      delete schema.oneOf;
      schema.anyOf = [...branches, { ...NULL_ONLY }];
    } else schema.type = 'object';
  }
  // An integer above n is one of at least n + 1: the same bound in a form every 3.0 tool reads.
  if (schema.type === 'integer' && schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    schema.minimum += 1;
    delete schema.exclusiveMinimum;
  }
  for (const value of Object.values(schema)) fixNullable(value);
}

function refsIn(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) refsIn(item, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as SchemaNode)) {
    if (key === '$ref' && typeof value === 'string') into.add(value);
    else refsIn(value, into);
  }
}

/**
 * Every integer of the document gets the bounds and format zod's `.int()` gives most of them: the
 * safe-integer range (JSON numbers past it lose precision in the gateway) and `int64`.
 */
function boundIntegers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) boundIntegers(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  if (schema.type === 'integer') {
    schema.format ??= 'int64';
    schema.minimum ??= Number.MIN_SAFE_INTEGER;
    schema.maximum ??= Number.MAX_SAFE_INTEGER;
  }
  for (const value of Object.values(schema)) boundIntegers(value);
}

/** Drops the component schemas that nothing reachable from the paths refers to. */
function dropUnusedSchemas(document: OpenAPIV3.Document): void {
  const schemas = document.components?.schemas ?? {};
  const reachable = new Set<string>();
  const queue: unknown[] = [document.paths, document.components?.responses];
  while (queue.length > 0) {
    const found = new Set<string>();
    refsIn(queue.pop(), found);
    for (const ref of found) {
      const name = ref.replace('#/components/schemas/', '');
      if (ref.startsWith('#/components/schemas/') && !reachable.has(name)) {
        reachable.add(name);
        queue.push(schemas[name]);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reachable.has(name)) delete schemas[name];
}

/** Adds the error answers, the business failure and the documented examples to each operation. */
function completeOperation(operation: Operation): void {
  const answers = (operation[ANSWERS_KEY] as ErrorAnswer[] | undefined) ?? [];
  delete operation[ANSWERS_KEY];
  const multipart = operation[MULTIPART_KEY] === true;
  delete operation[MULTIPART_KEY];
  for (const name of answers)
    operation.responses[ANSWER_STATUS[name]] ??= { $ref: `#/components/responses/${name}` };
  const examples = operation.operationId ? OPERATION_EXAMPLES[operation.operationId] : undefined;
  const ok = operation.responses['200'] as OpenAPIV3.ResponseObject | undefined;
  if (ok && answers.includes('TooManyRequests'))
    ok.headers = { ...ok.headers, ...RATE_LIMIT_HEADERS, 'Access-Control-Allow-Origin': ALLOW_ORIGIN };
  const okJson = ok?.content?.['application/json'];
  if (okJson) {
    const envelope = okJson.schema as OpenAPIV3.SchemaObject | undefined;
    const isEnvelope = Boolean(envelope?.properties?.code && envelope.properties.msg);
    const named: Record<string, OpenAPIV3.ExampleObject> = {};
    if (examples?.response) named.success = { summary: 'Demo data (seeded)', value: examples.response };
    if (isEnvelope) named.businessFailure = BUSINESS_FAILURE_EXAMPLE;
    if (isEnvelope) named.notFound = NOT_FOUND_EXAMPLE;
    if (isEnvelope && answers.includes('Forbidden')) named.notAllowed = NOT_ALLOWED_EXAMPLE;
    if (Object.keys(named).length > 0) okJson.examples = named;
  }
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const bodyJson = body?.content?.['application/json'];
  if (bodyJson && examples?.request)
    bodyJson.examples = { demo: { summary: 'Demo data (seeded)', value: examples.request } };
  const parameters = examples?.parameters;
  if (parameters && operation.parameters)
    for (const parameter of operation.parameters as OpenAPIV3.ParameterObject[])
      if (parameter.name in parameters) parameter.example = parameters[parameter.name];
  // A multipart call (schema.consumes) has no body schema: document its file field.
  if (multipart && !operation.requestBody)
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'The file (field name `file`)' },
            },
          },
        },
      },
    };
  if (ok && !ok.content && examples?.produces)
    ok.content = { [examples.produces]: { schema: { type: 'string', format: 'binary' } } };
  if (ok?.description === 'Default Response' && !okJson)
    ok.description = 'Success: the file or answer the description names; a failure answers the JSON envelope';
  else if (ok?.description === 'Default Response')
    ok.description =
      'Success (code 1, the data), or a refusal (data null): code 404 not found, 403 not allowed, another code for a broken business rule';
  const own = operation.description ?? '';
  // The auth plugin's permission line alone is no description: lead with the summary.
  const lines = own.startsWith('permission:') ? [`${operation.summary ?? ''}.`, own] : [own];
  lines.push(
    `Errors: ${answers.map((name) => ANSWER_STATUS[name]).join(', ')}; a refusal (not found: 404, not allowed: 403, a broken business rule) answers HTTP 200 with that code.`,
  );
  operation.description = lines.filter(Boolean).join('\n\n');
}

/** Document transform: zod components, then the parts above made once for the whole document. */
export const documentTransform: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (input) => {
  const document = jsonSchemaTransformObject(input as never) as OpenAPIV3.Document;
  document.info = {
    ...document.info,
    description:
      'The API of the shipper portal gateway. Every JSON answer is the envelope `{ code, msg, data }`: code 1 is success. ' +
      `An invalid session answers HTTP 401 with code ${SESSION_INVALID_CODE}. Send the login token in the \`authToken\` header.`,
    license: { name: 'Proprietary', url: 'https://example.com/licenses/shipper-portal' },
  };
  document.info.contact = { name: 'Shipper portal team', url: 'https://example.com/shipper-portal' };
  document.servers = [
    {
      url: '/',
      description:
        'This gateway, in every environment (local, staging, production): the portal proxies /customer-api to it',
      'x-internal': false,
    } as OpenAPIV3.ServerObject,
  ];
  document.tags = [...API_TAGS];
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorEnvelope: errorEnvelope() },
    responses: { ...ERROR_RESPONSES },
  };
  for (const operation of operationsOf(document)) completeOperation(operation);
  boundIntegers(document);
  fixNullable(document.paths);
  fixNullable(document.components.schemas);
  dropUnusedSchemas(document);
  return document;
};
