/**
 * What the auth plugin attaches to every authenticated request, and what each route declares.
 *
 * Route options carry `config: { permission }`:
 *  - 'public'    no session needed (login, captcha, forgot password, language, analytics collector)
 *  - 'session'   any valid session (logout, menu, user detail, change password, dictionaries)
 *  - any other string is a permission key (a route name such as 'expressTracking' or a button key
 *    such as 'orderManagement_ADD'): admins hold every key, a sub-account only those in its list.
 * A route without a declared permission fails at start-up, so nothing is open by accident.
 */
export type RoutePermission = 'public' | 'session' | (string & {});

export interface SessionContext {
  sessionId: string;
  userId: number;
  customerId: number;
  loginCode: string;
  isAdmin: boolean;
  /** Route names and button keys the user holds (empty for admins: they hold all). */
  permissions: ReadonlySet<string>;
  language: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every route whose permission is not 'public'. */
    session: SessionContext | null;
  }
}
