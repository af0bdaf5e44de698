import fs from 'node:fs';
import path from 'node:path';

/**
 * The contract is as strict as the server: walking the committed OpenAPI document, every string a
 * request may send (body, query, path) is bounded (maxLength, or an enum, format or pattern that
 * bounds it) and every array has maxItems; every rate-limited operation declares the
 * X-RateLimit-* headers it sends (header names are case-insensitive; the server sends them in lower case).
 */
interface Node {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  items?: Node;
  properties?: Record<string, Node>;
  additionalProperties?: boolean | Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
}
interface Operation {
  parameters?: { name: string; in: string; schema?: Node }[];
  requestBody?: { content: Record<string, { schema?: Node }> };
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Node>;
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };
}

const DOCUMENT: Document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8'));

/** The unbounded strings and arrays under a request schema, by path. */
function unboundedIn(node: Node | undefined, where: string, seen: ReadonlySet<string> = new Set()): string[] {
  if (!node) return [];
  if (node.$ref) {
    const name = node.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    return unboundedIn(DOCUMENT.components.schemas[name], where, new Set([...seen, name]));
  }
  const found: string[] = [];
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    found.push(...unboundedIn(option, where, seen));
  const bounded = node.enum !== undefined || node.const !== undefined || node.format || node.pattern;
  if (node.type === 'string' && node.maxLength === undefined && !bounded) found.push(`string ${where}`);
  if (node.type === 'array') {
    if (node.maxItems === undefined) found.push(`array ${where}`);
    found.push(...unboundedIn(node.items, `${where}[]`, seen));
  }
  for (const [key, property] of Object.entries(node.properties ?? {}))
    found.push(...unboundedIn(property, `${where}.${key}`, seen));
  if (typeof node.additionalProperties === 'object') {
    if (node.maxProperties === undefined) found.push(`map ${where}`);
    found.push(...unboundedIn(node.additionalProperties, `${where}.*`, seen));
  }
  return found;
}

const operations = Object.entries(DOCUMENT.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${route}`,
    operation,
  })),
);

describe('the OpenAPI contract bounds what a request may send', () => {
  it('gives every request string a maxLength (or an enum, format or pattern), every request array a maxItems and every map a maxProperties', () => {
    const unbounded = operations.flatMap(({ name, operation }) => [
      ...(operation.parameters ?? []).flatMap((parameter) =>
        unboundedIn(parameter.schema, `${name} ${parameter.in} ${parameter.name}`),
      ),
      ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, content]) =>
        unboundedIn(content.schema, `${name} body (${type})`),
      ),
    ]);
    expect(operations.length).toBeGreaterThanOrEqual(200);
    expect(unbounded).toEqual([]);
  });

  it('finds an unbounded string or array when there is one (the walk itself)', () => {
    expect(unboundedIn({ type: 'object', properties: { a: { type: 'string' } } }, 'x')).toEqual([
      'string x.a',
    ]);
    expect(unboundedIn({ type: 'array', items: { type: 'string', maxLength: 3 } }, 'x')).toEqual(['array x']);
    expect(unboundedIn({ type: 'string', enum: ['A'] }, 'x')).toEqual([]);
    expect(unboundedIn({ type: 'object', additionalProperties: { type: 'integer' } }, 'x')).toEqual([
      'map x',
    ]);
  });

  it('declares the X-RateLimit-* headers on the answers of every rate-limited operation', () => {
    const limited = operations.filter(({ operation }) => operation.responses['429']);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    const missing = limited
      .filter(({ operation }) => {
        const headers = Object.keys(operation.responses['200']?.headers ?? {});
        return !['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'].every((header) =>
          headers.includes(header),
        );
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    expect(Object.keys(DOCUMENT.components.responses.TooManyRequests.headers ?? {})).toEqual(
      expect.arrayContaining([
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'Retry-After',
      ]),
    );
  });
});
