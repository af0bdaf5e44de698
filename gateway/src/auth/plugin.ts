import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BizError, SESSION_INVALID_CODE } from '../http/envelope';
import { allowedBy, describeRule, toPermissionRule, type PermissionRule } from './route-permission';
import { resolveSession } from './session-store';
import { installHideMoney } from './hide-money';
import type { SessionContext } from './session-types';
import { actAs } from '../db/tenant-scope';

export class SessionExpiredError extends BizError {
  constructor() {
    super('error.sessionExpired', {}, SESSION_INVALID_CODE, 401);
  }
}

/** The user lacks a permission key the call needs: a business refusal (HTTP 200, code 403), never a dead session. */
export class NoPermissionError extends BizError {
  constructor() {
    super('error.noPermission', {}, 403);
  }
}

/** A user who must change the password first called anything else (HTTP 403: the session cannot be used yet). */
export class PasswordChangeRequiredError extends BizError {
  constructor() {
    super('error.passwordChangeRequired', {}, 403, 403);
  }
}

/** A user who has not accepted the current privacy agreement called anything else (HTTP 403, as above). */
export class PrivacyAgreementRequiredError extends BizError {
  constructor() {
    super('error.privacyAgreementRequired', {}, 403, 403);
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authtoken;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * Every route declares `config.permission`: 'public', 'session', the list of keys it needs (page and
 * button), or `{ anyOf: [...] }` lists (see session-types.ts); a route without one, or with a bare
 * key string, stops the start-up. The rule is published per operation as `x-permissions`. On each
 * request the session is resolved from the `authToken` header and checked against the rule before
 * validation or the handler run: 401 without a session, 403 (error.noPermission) when a key is
 * missing, 403 (error.passwordChangeRequired) for a user who must change the password first, on
 * every route but those marked `config.beforePasswordChange`, and 403
 * (error.privacyAgreementRequired) for a user who has not accepted the newest version of the
 * configured privacy agreement, on every route but those marked `config.beforePrivacyAgreement`.
 * A public route marked `config.optionalSession` gets the session of a valid token when one is
 * sent, and answers anonymously otherwise.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    installHideMoney(app);
    /** Rules by route config, checked once at start-up. */
    const rules = new WeakMap<object, PermissionRule>();

    app.addHook('onRoute', (route) => {
      const rule = toPermissionRule(route.config?.permission, `${String(route.method)} ${route.url}`);
      // Publish the rule in the OpenAPI document: who may call, and with which header.
      if (route.schema && !route.schema.hide) {
        const schema = route.schema as {
          description?: string;
          security?: unknown[];
          'x-permissions'?: PermissionRule;
        };
        schema.description ??= describeRule(rule);
        if (rule !== 'public') schema.security ??= [{ authToken: [] }];
        schema['x-permissions'] = rule;
      }
    });

    const ruleOf = (request: FastifyRequest): PermissionRule => {
      const config = request.routeOptions.config;
      let rule = rules.get(config);
      if (!rule) {
        rule = toPermissionRule(config.permission, `${request.method} ${request.routeOptions.url ?? ''}`);
        rules.set(config, rule);
      }
      return rule;
    };

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const config = request.routeOptions.config;
      // An undeclared permission cannot get here (onRoute refuses it), but fail closed all the same.
      let rule: PermissionRule;
      try {
        rule = ruleOf(request);
      } catch {
        throw new NoPermissionError();
      }
      if (rule === 'public') {
        if (config.optionalSession === true && tokenOf(request)) {
          // who asks, if anyone: a token that no longer opens a session makes the caller anonymous
          request.session = await resolveSession(
            app.db,
            tokenOf(request),
            request.lang,
            Date.now(),
            app.config.privacyAgreementCode,
          );
          if (request.session) actAs(request.session);
        }
        return;
      }
      const session = await resolveSession(
        app.db,
        tokenOf(request),
        request.lang,
        Date.now(),
        app.config.privacyAgreementCode,
      );
      if (!session) throw new SessionExpiredError();
      request.session = session;
      actAs(session);
      if (session.mustChangePassword && config.beforePasswordChange !== true)
        throw new PasswordChangeRequiredError();
      if (session.mustAcceptPrivacy && config.beforePrivacyAgreement !== true)
        throw new PrivacyAgreementRequiredError();
      if (rule !== 'session' && !allowedBy(session, rule)) throw new NoPermissionError();
    });
  },
  { name: 'auth' },
);

/** The session of a route that is not public (the auth hook guarantees it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new SessionExpiredError();
  return request.session;
}
