import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BizError, SESSION_INVALID_CODE } from '../http/envelope';
import { langFromHeader } from '../i18n/language';
import { holdsPermission, resolveSession } from './session-store';
import type { SessionContext } from './session-types';

export class SessionExpiredError extends BizError {
  constructor() {
    super('error.sessionExpired', {}, SESSION_INVALID_CODE, 401);
  }
}

export class NoPermissionError extends BizError {
  constructor() {
    super('error.noPermission', {}, 403, 403);
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authtoken;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * Every route declares `config.permission` ('public', 'session' or a permission key); a route
 * without one stops the start-up. On each request the session is resolved from the `authToken`
 * header and checked against the route's permission before validation or the handler run.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);

    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (typeof permission !== 'string' || permission.length === 0) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no config.permission`);
      }
      // Publish the rule in the OpenAPI document: who may call, and with which header.
      if (route.schema && !route.schema.hide) {
        const schema = route.schema as { description?: string; security?: unknown[] };
        schema.description ??= `permission: ${permission}`;
        if (permission !== 'public') schema.security ??= [{ authToken: [] }];
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const permission = request.routeOptions.config.permission;
      if (permission === 'public') return;
      const session = await resolveSession(
        app.db,
        tokenOf(request),
        langFromHeader(request.headers.language),
      );
      if (!session) throw new SessionExpiredError();
      request.session = session;
      if (permission && permission !== 'session' && !holdsPermission(session, permission))
        throw new NoPermissionError();
      // An undeclared permission cannot get here (onRoute refuses it), but fail closed all the same.
      if (!permission) throw new NoPermissionError();
    });
  },
  { name: 'auth' },
);

/** The session of a route that is not public (the auth hook guarantees it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new SessionExpiredError();
  return request.session;
}
