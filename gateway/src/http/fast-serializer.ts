import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites a JSON schema into the form fast-json-stringify compiles to straight-line code:
 * `$ref`s to `definitions` inlined, and `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) as X
 * with `nullable: true` (an `anyOf` is otherwise decided by validating the value with Ajv).
 */
function simplify(node: unknown, definitions: Record<string, unknown>, depth = 0): unknown {
  if (depth > 64) throw new Error('response schema nests too deep (or refers to itself)');
  if (Array.isArray(node)) return node.map((item) => simplify(item, definitions, depth + 1));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace(/^#\/definitions\//, '');
    if (name === ref || !(name in definitions))
      throw new Error(`unresolvable $ref in response schema: ${ref}`);
    return simplify(definitions[name], definitions, depth + 1);
  }
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((option) => !(isObject(option) && option.type === 'null'));
    if (nonNull.length === 1) {
      const { anyOf: _options, ...rest } = node;
      return {
        ...(simplify({ ...rest, ...(nonNull[0] as JsonSchema) }, definitions, depth + 1) as JsonSchema),
        nullable: true,
      };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'definitions') continue;
    out[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([name, property]) => [
              name,
              simplify(property, definitions, depth + 1),
            ]),
          )
        : simplify(value, definitions, depth + 1);
  }
  return out;
}

/**
 * The JSON schema fast-json-stringify compiles for a zod response schema: the schema's output
 * side, as the OpenAPI document publishes it. Throws for schemas JSON Schema cannot express
 * (transforms), which must keep the zod serializer.
 */
export function serializerSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchema;
  const definitions = isObject(json.definitions) ? json.definitions : {};
  return simplify(json, definitions) as JsonSchema;
}

/** A compiled serializer for the JSON a zod response schema describes. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(serializerSchemaOf(schema) as unknown as Schema);
}

/**
 * Route option `serializerCompiler` for hot routes: their response written by a serializer
 * compiled from the response schema, instead of the zod serializer's parse-then-stringify. The
 * output has the same keys in the same order and drops keys the schema does not list; a missing
 * required key throws (an HTTP 500, as with zod). Unlike zod it does not re-check each value's type
 * at run time: the handler's return type is checked against the schema when compiling TypeScript,
 * and the route's tests compare both serializers' output on real pages.
 */
export function fastSerializerCompiler<T>({ schema }: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('fastSerializerCompiler expects a zod response schema');
  return compileSerializer(schema);
}
