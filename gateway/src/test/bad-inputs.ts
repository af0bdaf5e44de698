// Over 300 lines: the bad-input generator walks the OpenAPI schemas and makes each kind of malformed
// value (NUL, types, sizes, nesting, prototype keys, multipart) from one walker; split, the kinds
// would each repeat it.
/**
 * Malformed requests generated from the committed OpenAPI document, for the bad-input test
 * (http/bad-input.test.ts): a plausible request per operation (every field filled from its schema),
 * then that request spoiled one way at a time.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;

export interface SchemaObject {
  $ref?: string;
  type?: string;
  enum?: Json[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: SchemaObject;
}

export interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject> };
}

/** One malformed request: what was spoiled, and the inject options. */
export interface BadRequest {
  kind: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** whether the gateway must refuse it at validation (HTTP 400), e.g. a NUL character in text */
  refusedAtValidation?: boolean;
}

/** A plausible value of a schema, and where its strings and numbers sit. */
class Sampler {
  readonly strings: Key[][] = [];
  readonly numbers: Key[][] = [];
  constructor(private readonly components: Record<string, SchemaObject>) {}

  resolve(schema: SchemaObject): SchemaObject {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 20; depth += 1)
      current = this.components[current.$ref.replace('#/components/schemas/', '')] ?? {};
    if (current.allOf)
      return current.allOf.reduce<SchemaObject>((merged, part) => {
        const resolved = this.resolve(part);
        return {
          ...merged,
          ...resolved,
          properties: { ...merged.properties, ...resolved.properties },
        };
      }, {});
    const choice = current.anyOf ?? current.oneOf;
    if (choice) return this.resolve(choice.find((option) => option.type !== 'null') ?? choice[0]);
    return current;
  }

  sample(schema: SchemaObject, path: Key[] = [], depth = 0): Json {
    const resolved = this.resolve(schema);
    if (resolved.enum && resolved.enum.length > 0) {
      if (typeof resolved.enum[0] === 'string') this.strings.push(path);
      return resolved.enum[0];
    }
    switch (resolved.type) {
      case 'string':
        this.strings.push(path);
        if (resolved.format === 'date-time') return '2026-01-01T00:00:00.000Z';
        if (resolved.format === 'date') return '2026-01-01';
        if (resolved.format === 'email') return 'a@example.com';
        return 'a'.repeat(Math.max(1, resolved.minLength ?? 1));
      case 'integer':
      case 'number':
        this.numbers.push(path);
        return Math.max(1, resolved.minimum ?? 1);
      case 'boolean':
        return false;
      case 'array': {
        if (depth > 6 || !resolved.items) return [];
        const count = Math.max(1, resolved.minItems ?? 1);
        return Array.from({ length: count }, (_, index) =>
          this.sample(resolved.items!, [...path, index], depth + 1),
        );
      }
      default: {
        if (depth > 6) return {};
        const result: Record<string, Json> = {};
        for (const [key, property] of Object.entries(resolved.properties ?? {}))
          result[key] = this.sample(property, [...path, key], depth + 1);
        if (typeof resolved.additionalProperties === 'object' && !resolved.properties)
          result.key = this.sample(resolved.additionalProperties, [...path, 'key'], depth + 1);
        return result;
      }
    }
  }
}

/** A copy of `value` with the item at `path` replaced. */
function replaced(value: Json, path: Key[], next: Json): Json {
  if (path.length === 0) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) }) as Record<
    Key,
    Json
  >;
  const [head, ...rest] = path;
  copy[head] = replaced(copy[head], rest, next);
  return copy as Json;
}

/** A value of another JSON type than `value`'s. */
function wrongType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'not a boolean';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value && typeof value === 'object') return ['not', 'an', 'object'];
  return 'null was expected';
}

const NUL_TEXT = 'a\u0000b';
const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
/** 10,000 levels of arrays, as JSON text (JSON.stringify of such a value would overflow the stack). */
const DEEP_ARRAYS = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const HUGE_NUMBERS = ['1e308', '-1e308', '18446744073709551616', '1.7976931348623157e309'];
const MARK = '__bad_input_mark__';

function jsonOf(value: Json, insert?: string): string {
  const text = JSON.stringify(value);
  return insert === undefined ? text : text.replace(`"${MARK}"`, insert);
}

/** The malformed requests of one operation (JSON body, query and path); multipart in multipartCases. */
export function badRequestsOf(
  document: OpenApiDocument,
  route: string,
  method: string,
  operation: OperationObject,
): BadRequest[] {
  const components = document.components.schemas;
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const querySampler = new Sampler(components);
  const params: Record<string, string> = {};
  for (const parameter of parameters) {
    const value = querySampler.sample(parameter.schema ?? { type: 'string' }, [parameter.name]);
    params[parameter.name] = String(value);
  }
  const urlOf = (values: Record<string, string>) => {
    let url = route;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      if (parameter.in === 'path')
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(values[parameter.name]));
      else query.set(parameter.name, values[parameter.name]);
    }
    const search = query.toString();
    return search ? `${url}?${search}` : url;
  };
  const upper = method.toUpperCase();
  const cases: BadRequest[] = [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const bodySampler = new Sampler(components);
  const body: Json = bodySchema ? bodySampler.sample(bodySchema) : {};
  const withBody = upper !== 'GET' && upper !== 'DELETE';
  const jsonCase = (kind: string, payload: string, extra: Partial<BadRequest> = {}): BadRequest => ({
    kind,
    method: upper,
    url: urlOf(params),
    headers: { 'content-type': 'application/json' },
    payload,
    ...extra,
  });

  // query and path: NUL, wrong type, long text, huge numbers, prototype keys
  for (const parameter of parameters) {
    const isNumber = querySampler.numbers.some((path) => path[0] === parameter.name);
    const spoil = (kind: string, value: string, refusedAtValidation = false) =>
      cases.push({
        kind: `${parameter.in} ${parameter.name}: ${kind}`,
        method: upper,
        url: urlOf({ ...params, [parameter.name]: value }),
        ...(withBody
          ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }
          : {}),
        refusedAtValidation,
      });
    spoil('NUL', NUL_TEXT, true);
    spoil('long text', 'x'.repeat(parameter.in === 'path' ? 90 : 8 * 1024));
    if (isNumber) {
      spoil('wrong type', 'abc');
      for (const huge of HUGE_NUMBERS) spoil(`number ${huge}`, huge);
    }
  }
  // every operation: parameters it does not take (with NUL and prototype keys), a URL that does not decode
  const separator = urlOf(params).includes('?') ? '&' : '?';
  cases.push({
    kind: 'query: unknown parameters',
    method: upper,
    url: `${urlOf(params)}${separator}unknown=a%00b&__proto__=x&${'p'.repeat(300)}=${'v'.repeat(2000)}`,
  });
  const [pathPart, search] = urlOf(params).split('?');
  cases.push({
    kind: 'path: does not decode',
    method: upper,
    url: `${pathPart.replace(/\/([^/]*)$/, '/$1%E0%A4%A')}${search ? `?${search}` : ''}`,
  });
  if (parameters.some((p) => p.in === 'query'))
    cases.push({
      kind: 'query __proto__',
      method: upper,
      url: `${urlOf(params)}&__proto__=x&constructor[prototype][isAdmin]=1`,
    });
  if (!withBody) return cases;
  if (operation.requestBody?.content['multipart/form-data']) cases.push(...multipartCases(urlOf(params)));

  // body: each string NUL, each field its wrong type, 1 MB text, deep nesting, prototype keys, huge numbers
  for (const path of bodySampler.strings.slice(0, 40))
    cases.push(
      jsonCase(`body ${path.join('.')}: NUL`, jsonOf(replaced(body, path, NUL_TEXT)), {
        refusedAtValidation: true,
      }),
    );
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body).slice(0, 40))
      cases.push(jsonCase(`body ${key}: wrong type`, jsonOf(replaced(body, [key], wrongType(body[key])))));
    const firstKey = Object.keys(body)[0];
    if (firstKey)
      cases.push(
        jsonCase(`body ${firstKey}: deep arrays`, jsonOf(replaced(body, [firstKey], MARK), DEEP_ARRAYS)),
      );
    cases.push(jsonCase('body __proto__ key', `{"__proto__":{"isAdmin":true},${jsonOf(body).slice(1)}`));
    cases.push(
      jsonCase(
        'body constructor.prototype key',
        `{"constructor":{"prototype":{"isAdmin":true}},${jsonOf(body).slice(1)}`,
      ),
    );
  }
  const firstString = bodySampler.strings[0];
  if (firstString)
    cases.push(
      jsonCase(
        `body ${firstString.join('.')}: 1 MB text`,
        jsonOf(replaced(body, firstString, MEGABYTE_TEXT)),
      ),
    );
  for (const path of bodySampler.numbers.slice(0, 10))
    for (const huge of HUGE_NUMBERS)
      cases.push(jsonCase(`body ${path.join('.')}: ${huge}`, jsonOf(replaced(body, path, MARK), huge)));
  cases.push(jsonCase('body: wrong type of the whole body', jsonOf(wrongType(body))));
  cases.push(jsonCase('body: deep arrays', DEEP_ARRAYS));
  cases.push(jsonCase('body: broken JSON', `${jsonOf(body).slice(0, -1)},`));
  cases.push(jsonCase('body: JSON null', 'null'));
  cases.push(jsonCase('body: text/plain', 'hello', { headers: { 'content-type': 'text/plain' } }));
  return cases;
}

/** Broken multipart bodies for an upload route (boundary B). */
export function multipartCases(url: string): BadRequest[] {
  const type = 'multipart/form-data; boundary=B';
  const part = (headers: string, content: string) => `--B\r\n${headers}\r\n\r\n${content}\r\n`;
  const file = (name: string, content = 'PK\u0003\u0004abc') =>
    part(
      `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream`,
      content,
    );
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'abc'],
    ['empty body', type, ''],
    [
      'unexpected end of form',
      type,
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
    ],
    ['part without a disposition', type, '--B\r\nthis is no header\r\n\r\nabc\r\n--B--\r\n'],
    [
      'boundary over 256 characters',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `--${'b'.repeat(300)}--\r\n`,
    ],
    ['JSON under a multipart type', type, '{"file":"x"}'],
    ['NUL in the file name', type, `${file('a\u0000.xlsx')}--B--\r\n`],
    [
      'NUL in a field',
      type,
      `${part('Content-Disposition: form-data; name="description"', 'a\u0000b')}${part('Content-Disposition: form-data; name="reason"', 'x\u0000')}${file('a.pdf')}--B--\r\n`,
    ],
    [
      '__proto__ field',
      type,
      `${part('Content-Disposition: form-data; name="__proto__"', 'x')}${file('a.xlsx')}--B--\r\n`,
    ],
    [
      'too many parts',
      type,
      `${Array.from({ length: 60 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'x')).join('')}--B--\r\n`,
    ],
    ['too many files', type, `${Array.from({ length: 12 }, () => file('a.xlsx')).join('')}--B--\r\n`],
    [
      'a 1 MB field',
      type,
      `${part('Content-Disposition: form-data; name="description"', MEGABYTE_TEXT)}--B--\r\n`,
    ],
  ];
  return bodies.map(([kind, contentType, payload]) => ({
    kind: `multipart: ${kind}`,
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: Buffer.from(payload, 'latin1'),
  }));
}
