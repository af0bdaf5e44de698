// @postgres: the documented examples answered by the production engine
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { generateOpenApi } from './document';
import { sampleOrderFile } from '../domains/imports/import-sample-orders.test-support';
import { multipartOf } from '../domains/imports/import-client.test-support';
import { createTestApp, SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { OPERATION_EXAMPLES } from './examples';

type Document = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;

interface Located {
  method: string;
  path: string;
  operation: Operation;
}

/** Every operation of the document by operationId. */
function operationsById(document: Document): Map<string, Located> {
  const byId = new Map<string, Located>();
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item ?? {}) as [string, Operation][])
      if (operation.operationId) byId.set(operation.operationId, { method, path, operation });
  return byId;
}

/** OpenAPI 3.0's boolean exclusiveMinimum / exclusiveMaximum (draft 4) as JSON Schema's numbers. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const schema: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) schema[key] = toJsonSchema(value);
  if (typeof schema.$ref === 'string')
    schema.$ref = schema.$ref.replace(/^#\/components\//, 'openapi.json#/components/');
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const)
    if (typeof schema[exclusive] === 'boolean') {
      if (schema[exclusive]) schema[exclusive] = schema[bound];
      else delete schema[exclusive];
      if (schema[exclusive] !== undefined) delete schema[bound];
    }
  return schema;
}

/** A validator of OpenAPI 3.0 schemas (nullable included) whose $refs point into the document. */
function schemaValidator(document: Document): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(toJsonSchema({ components: document.components }) as object, 'openapi.json');
  return (schema) => ajv.compile(toJsonSchema(schema) as object);
}

function jsonSchemaOf(
  response: OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject | undefined,
  document: Document,
) {
  const resolved =
    response && '$ref' in response
      ? document.components?.responses?.[response.$ref.split('/').pop() as string]
      : response;
  return (resolved as OpenAPIV3.ResponseObject | undefined)?.content?.['application/json']?.schema;
}

describe('OpenAPI examples', () => {
  let document: Document;
  let validatorOf: (schema: unknown) => ValidateFunction;
  beforeAll(async () => {
    document = JSON.parse(await generateOpenApi()) as Document;
    validatorOf = schemaValidator(document);
  }, SETUP_TIMEOUT);

  /** [where, value, schema] of every example the document holds. */
  function everyExample(): [string, unknown, unknown][] {
    const found: [string, unknown, unknown][] = [];
    const media = (where: string, content: Record<string, OpenAPIV3.MediaTypeObject> | undefined) => {
      for (const [type, entry] of Object.entries(content ?? {})) {
        if (entry.example !== undefined) found.push([`${where} ${type}`, entry.example, entry.schema]);
        for (const [name, example] of Object.entries(entry.examples ?? {}))
          found.push([`${where} ${type} ${name}`, (example as OpenAPIV3.ExampleObject).value, entry.schema]);
      }
    };
    for (const { operation } of operationsById(document).values()) {
      const id = operation.operationId as string;
      media(`${id} request`, (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content);
      for (const [status, response] of Object.entries(operation.responses))
        if (!('$ref' in response)) media(`${id} ${status}`, response.content);
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[])
        if (parameter.example !== undefined)
          found.push([`${id} parameter ${parameter.name}`, parameter.example, parameter.schema]);
    }
    for (const [name, response] of Object.entries(document.components?.responses ?? {}))
      media(`components.responses.${name}`, (response as OpenAPIV3.ResponseObject).content);
    return found;
  }

  it('documents an example for each main call, and every example matches its schema', () => {
    const byId = operationsById(document);
    for (const id of Object.keys(OPERATION_EXAMPLES))
      expect({ id, documented: byId.has(id) }).toEqual({ id, documented: true });
    const login = byId.get('auth.login') as Located;
    const loginAnswer = validatorOf(jsonSchemaOf(login.operation.responses['200'], document));
    expect(loginAnswer({ code: 1, msg: 'success', data: { token: 1 } })).toBe(false); // the check can fail
    const examples = everyExample();
    expect(examples.length).toBeGreaterThan(byId.size); // the business failure of each JSON call, and more
    const failures = examples.flatMap(([where, value, schema]) => {
      const validate = validatorOf(schema);
      return validate(value) ? [] : [{ where, errors: validate.errors }];
    });
    expect(failures).toEqual([]);
  });

  describe(`called against a seeded gateway (${TEST_ENGINE})`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp();
    }, SETUP_TIMEOUT);
    afterAll(() => app?.close());

    it('answers each documented example as its documented response schema says', async () => {
      const byId = operationsById(document);
      let token = '';
      let taskId: number | undefined;
      const checked: string[] = [];
      // Login first (its token opens the others), then the import steps in order.
      for (const [id, example] of Object.entries(OPERATION_EXAMPLES)) {
        const { method, path, operation } = byId.get(id) as Located;
        const parameters = example.parameters ?? {};
        const query = new URLSearchParams();
        let url = path;
        for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
          if (!(parameter.name in parameters)) continue;
          const value = String(parameters[parameter.name]);
          if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
          else query.set(parameter.name, value);
        }
        const headers: Record<string, string> = { language: 'EN' };
        if (token) headers.authToken = token;
        let payload: string | Buffer | object | undefined;
        const multipart = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
          'multipart/form-data'
        ];
        if (multipart) {
          const form = multipartOf('orders.xlsx', await sampleOrderFile(2, 'DOCS'));
          payload = form.payload;
          Object.assign(headers, form.headers);
        } else if (example.request !== undefined) {
          payload = example.request as object;
          if (taskId !== undefined && 'taskId' in (payload as object)) payload = { ...payload, taskId };
        }
        const response = await app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: query.size > 0 ? `${url}?${query}` : url,
          headers,
          payload,
        });
        expect({ id, status: response.statusCode }).toEqual({ id, status: 200 });
        if (example.produces) {
          expect({ id, type: response.headers['content-type'] }).toEqual({ id, type: example.produces });
          checked.push(id);
          continue;
        }
        const body = response.json() as { code: number; data: Record<string, unknown> };
        expect({ id, code: body.code }).toEqual({ id, code: 1 });
        const validate = validatorOf(jsonSchemaOf(operation.responses['200'], document));
        expect({ id, valid: validate(body), errors: validate.errors ?? null }).toEqual({
          id,
          valid: true,
          errors: null,
        });
        if (id === 'auth.login') token = String(body.data.token);
        if (id === 'import.upload') taskId = Number(body.data.taskId);
        checked.push(id);
      }
      expect(checked).toEqual(Object.keys(OPERATION_EXAMPLES));
    }, 120_000);
  });
});
