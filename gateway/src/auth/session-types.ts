import type { DataScope } from '../db/tenant-scope';
/**
 * What the auth plugin attaches to every authenticated request, and what each route declares.
 *
 * Route options carry `config: { permission }` (see route-permission.ts):
 *  - 'public'    no session needed (login, captcha, forgot password, language, analytics collector)
 *  - 'session'   any valid session (logout, menu, user detail, change password, dictionaries)
 *  - ['orderEntry', 'orderEntry_ADD']   every key listed: the page's route name AND the key of the
 *    button that makes the call (spec section 6: `{routeName}_{ACTION}`)
 *  - { anyOf: [['orderManagement', 'orderManagement_PRINT'], ['myWaybill', 'myWaybill_PRINT']] }
 *    a call made from several pages: every key of any one of the lists
 * Admins hold every key, a sub-account only those in its list. A route without a declaration (or
 * with a bare key string) fails at start-up, so nothing is open by accident.
 */
export type PermissionKeys = readonly string[];
export type RoutePermission =
  'public' | 'session' | PermissionKeys | { readonly anyOf: readonly PermissionKeys[] };

export interface SessionContext {
  sessionId: string;
  userId: number;
  customerId: number;
  loginCode: string;
  isAdmin: boolean;
  /** Route names and button keys the user holds (empty for admins: they hold all). */
  permissions: ReadonlySet<string>;
  /**
   * Which of the customer's orders the user sees (a sub-account's data scope; null or absent: all).
   * `ownedBy(table, session, ...)` applies it to orders and to every table with an order_id.
   */
  dataScope?: DataScope | null;
  /** The user's answers and exports leave out every amount of money (hide-money.ts). */
  hideMoney?: boolean;
  /** The user must change the password first (needUpdatePassword '1'): only routes with
   * `config.beforePasswordChange` answer (password change, logout, what the change page loads). */
  mustChangePassword: boolean;
  /** The user has not accepted the current privacy agreement: only routes with
   * `config.beforePrivacyAgreement` answer (the agreement, session, login status, menu, logout). */
  mustAcceptPrivacy: boolean;
  language: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Open to a user who must change the password first (see SessionContext.mustChangePassword). */
    beforePasswordChange?: boolean;
    /** Open to a user who has not accepted the current privacy agreement (SessionContext.mustAcceptPrivacy). */
    beforePrivacyAgreement?: boolean;
    /**
     * A public route whose answer depends on who asks when a session is sent (the adverts a user has
     * dismissed): the auth hook resolves the `authToken` header if there is one and sets
     * `request.session`; a missing, expired or revoked token leaves it null and is not refused.
     */
    optionalSession?: boolean;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every route whose permission is not 'public' (and on a public
     * route with `config.optionalSession` when a valid token is sent). */
    session: SessionContext | null;
  }
}
