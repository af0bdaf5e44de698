import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** The marker fastify-type-provider-zod puts on its issues (hasZodFastifySchemaValidationErrors reads it). */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/** The message key of a NUL character issue: the error handler says it in the request's language. */
export const NUL_MESSAGE = 'validation.nul';

/**
 * Where the first string (value or key) holding a NUL character sits in a parsed body, query or
 * path, as a path of keys; null when there is none. Iterative: a body nested 10,000 levels deep
 * walks in constant stack.
 */
export function pathOfNul(data: unknown): (string | number)[] | null {
  // each entry links to its parent: no path is copied unless a NUL is found
  interface Entry {
    value: unknown;
    key: string | number | null;
    parent: Entry | null;
  }
  const pathTo = (entry: Entry | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value: data, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathTo(entry);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], key: index, parent: entry });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathTo(entry, key);
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * The gateway's validator compiler: fastify-type-provider-zod's, after one check common to every
 * schema: no string of the input (body, querystring, params, headers) holds a NUL character, which
 * PostgreSQL refuses in text (SQLSTATE 22021). The refusal is a validation issue like zod's, so the
 * error handler answers it as every invalid input: HTTP 400, code 400, translated msg, the field.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const path = pathOfNul(data);
    if (path === null) return validate(data);
    const issue = {
      [ZOD_ISSUE]: true,
      keyword: 'nul',
      instancePath: `/${path.join('/')}`,
      schemaPath: '#/nul',
      message: NUL_MESSAGE,
      params: {},
    };
    return { error: [issue] as unknown as Error };
  };
};
