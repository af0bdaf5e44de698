import type { PermissionKeys, RoutePermission, SessionContext } from './session-types';

/**
 * A route's declaration in one shape: 'public', 'session', or the lists of keys that open it (every
 * key of any one list). This is what the OpenAPI document publishes as `x-permissions`.
 */
export type PermissionRule = 'public' | 'session' | readonly PermissionKeys[];

/** A key as spec section 6 writes it: a route name, optionally `_{ACTION}` (and a table suffix). */
const KEY = /^[a-z][A-Za-z0-9]*(?:_[A-Z]+)*$/;

function keysOf(value: unknown, where: string): PermissionKeys {
  if (!Array.isArray(value) || value.length === 0)
    throw new Error(`${where} declares an empty or malformed permission list`);
  for (const key of value as unknown[])
    if (typeof key !== 'string' || !KEY.test(key))
      throw new Error(
        `${where} declares permission key ${JSON.stringify(key)}, not routeName or routeName_ACTION`,
      );
  return [...new Set(value as string[])];
}

/**
 * Checks a route's `config.permission` and turns it into a rule; throws (stopping the start-up)
 * when it is missing, a bare key string, or an empty list.
 * @example
 * toPermissionRule(['orderEntry', 'orderEntry_ADD'], 'POST /x'); // [['orderEntry', 'orderEntry_ADD']]
 */
export function toPermissionRule(permission: RoutePermission | undefined, where: string): PermissionRule {
  if (permission === 'public' || permission === 'session') return permission;
  if (permission === undefined || permission === null || (permission as unknown) === '')
    throw new Error(`Route ${where} declares no config.permission`);
  if (typeof permission === 'string')
    throw new Error(
      `Route ${where} declares config.permission '${permission}': list every key it needs, e.g. ['${permission}']`,
    );
  if (Array.isArray(permission)) return [keysOf(permission, `Route ${where}`)];
  const { anyOf } = permission as { anyOf?: unknown };
  if (!Array.isArray(anyOf) || anyOf.length === 0)
    throw new Error(`Route ${where} declares a malformed config.permission`);
  return anyOf.map((keys) => keysOf(keys, `Route ${where}`));
}

/** Whether the session holds every key of at least one of the rule's lists (admins hold all). */
export function allowedBy(session: SessionContext, lists: readonly PermissionKeys[]): boolean {
  return session.isAdmin || lists.some((keys) => keys.every((key) => session.permissions.has(key)));
}

/** The rule in words, for the OpenAPI description. */
export function describeRule(rule: PermissionRule): string {
  if (typeof rule === 'string') return `permission: ${rule}`;
  return `permission: ${rule.map((keys) => keys.join(' + ')).join(' or ')}`;
}
