import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isMoney } from '../http/money';

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
};

const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * The names of the fields an answer schema declares as money (`rupiah()` or marked `x-money`),
 * anywhere in it: objects, arrays, unions, optional and nullable parts.
 * @example
 * moneyKeysOf(z.object({ rows: z.array(z.object({ codAmount: rupiah() })) })); // Set { 'codAmount' }
 */
export function moneyKeysOf(
  schema: unknown,
  keys = new Set<string>(),
  seen = new Set<unknown>(),
): Set<string> {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return keys;
  seen.add(schema);
  if (def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (isMoney(field)) keys.add(key);
      else moneyKeysOf(field, keys, seen);
    }
  }
  for (const inner of [def.element, def.innerType, def.in, def.out, def.left, def.right, def.valueType])
    if (inner) moneyKeysOf(inner, keys, seen);
  for (const option of def.options ?? []) moneyKeysOf(option, keys, seen);
  return keys;
}

/** `value` without the fields named in `keys`, at any depth (a new value; the input is left as is). */
export function withoutKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, keys));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (!keys.has(key)) out[key] = withoutKeys(field, keys);
  return out;
}

/**
 * The hide-money flag, enforced in one place: for a user whose session carries `hideMoney`, every
 * JSON answer loses the fields its route's answer schema declares as money (read once per route at
 * start-up). Exports leave out their money columns (`withoutMoney`, lib/xlsx-write/xlsx.ts).
 * Installed by the auth plugin, which sets `request.session`.
 */
export function installHideMoney(app: FastifyInstance): void {
  const moneyKeys = new Map<string, ReadonlySet<string>>();
  app.addHook('onRoute', (route) => {
    const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
    const keys = new Set<string>();
    for (const schema of Object.values(responses)) moneyKeysOf(schema, keys);
    if (keys.size === 0) return;
    for (const method of [route.method].flat()) moneyKeys.set(`${method} ${route.url}`, keys);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.session?.hideMoney || typeof payload !== 'string') return payload;
    const keys = moneyKeys.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!keys) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !type.includes('json')) return payload;
    return JSON.stringify(withoutKeys(JSON.parse(payload), keys));
  });
}
