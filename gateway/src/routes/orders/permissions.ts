import type { FastifyRequest } from 'fastify';
import { NoPermissionError, sessionOf } from '../../auth/plugin';
import { holdsPermission } from '../../auth/session-store';

/**
 * A route-level onRequest hook for a call that either of several keys opens (the auth plugin
 * checks one key per route). Declare the route's permission as 'session' and name the keys in its
 * description; this runs after the auth hook, so the session is there.
 *
 * @example
 * { config: { permission: 'session' }, onRequest: requireAnyPermission(['orderManagement_DETAIL', 'myWaybill_DETAIL']) }
 */
export function requireAnyPermission(keys: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = sessionOf(request);
    if (!keys.some((key) => holdsPermission(session, key))) throw new NoPermissionError();
  };
}

/** The OpenAPI description of such a route, in the words the auth plugin uses for one key. */
export function anyPermissionDescription(keys: readonly string[]): string {
  return `permission: ${keys.join(' or ')}`;
}
