/** Public route names of spec §2, compared exactly. */
export const PUBLIC_ROUTE_NAMES = [
  'Login',
  'SetPassword',
  'ForgetPassword',
  'ActiveMail',
  'Redirect',
] as const;
export const LOGIN_ROUTE = { name: 'Login', path: '/login' } as const;
export const SET_PASSWORD_ROUTE = { name: 'SetPassword', path: '/SetPassword' } as const;
export const INDEX_ROUTE = { name: 'index', path: '/index' } as const;
export const DEMO_ROUTE_NAME = 'demo';
/** Spec §9: navigation is delayed 5000 ms when the parent token differs from the stored one. */
export const EMBED_TOKEN_CHANGE_DELAY = 5000;
/** Spec §9: the app waits up to 2000 ms for the parent's parentParams message. */
export const PARENT_MESSAGE_TIMEOUT = 2000;
/** i18n key (namespace `shared`) of 'no permission to access this page'. */
export const NO_PERMISSION_WARNING = 'noPermission';

export interface RouteTarget {
  name: string;
  path: string;
  /**
   * Whether the portal has a page at this route (the host knows it from the remotes' route lists).
   * false: no such page, so rule 4 has nothing to refuse and the layout shows 'not found'; null:
   * not known yet (a remote is still loading; the layout shows its loading state and the host asks
   * again once it is known); undefined or true: a page, guarded by rule 4.
   */
  exists?: boolean | null;
}

export interface NavigationInput {
  to: RouteTarget;
  token: string | null | undefined;
  /** Allowed route names; null/undefined while not loaded (rule 4 then does not apply). */
  routeAuthList: readonly string[] | null | undefined;
  needUpdatePassword: string | null | undefined;
  embedded: boolean;
  /** Token from the parent's parentParams message, when embedded and one arrived. */
  parentToken?: string | null;
  /**
   * Accepted for the SHARED-API contract and not consulted: spec §4 names the routes each rule lets
   * through exactly (see PUBLIC_ROUTE_NAMES and the rules below).
   */
  publicNames?: readonly string[];
}

export type NavigationDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: RouteTarget; warning?: string } | { kind: 'delay'; ms: number };

const ALLOW: NavigationDecision = { kind: 'allow' };
const ALWAYS_ALLOWED_WITH_TOKEN = new Set(['index', 'ActiveMail']);
const ALLOWED_WITHOUT_TOKEN = new Set(['Login', 'ForgetPassword', 'ActiveMail']);

/**
 * The route guard of spec §4, rules 1–5, as a pure function. The host waits for the parent's
 * message (rule 3, up to 2 s) before calling it, performs a `delay` then calls it again, and
 * records the route name after each navigation (rule 6, `recordRouteName`).
 *
 * 1. needUpdatePassword '1' forces SetPassword (going to SetPassword or Login passes).
 * 2. demo passes.
 * 3. Embedded with a parent token different from the stored token: delay 5000 ms.
 * 4. Token and route list: allowed when the name is in the list, or is index or ActiveMail;
 *    otherwise redirect to index with the warning 'noPermission'. A route that does not exist
 *    (`to.exists` false, or null while unknown) is not refused: the page shown is 'not found'.
 * 5. No token: Login, ForgetPassword and ActiveMail pass, everything passes when embedded,
 *    anything else goes to Login.
 *
 * @example
 * const decision = decideNavigation({ to: { name: 'orderEntry', path: '/orderEntry' }, token, routeAuthList,
 *   needUpdatePassword, embedded: isEmbedded() });
 * if (decision.kind === 'redirect') navigate(decision.to.path, { replace: true });
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { to, token, routeAuthList, needUpdatePassword, embedded, parentToken } = input;

  if (needUpdatePassword === '1') {
    return to.name === SET_PASSWORD_ROUTE.name || to.name === LOGIN_ROUTE.name
      ? ALLOW
      : { kind: 'redirect', to: { ...SET_PASSWORD_ROUTE } };
  }
  if (to.name === DEMO_ROUTE_NAME) return ALLOW;
  if (embedded && parentToken && parentToken !== (token ?? '')) {
    return { kind: 'delay', ms: EMBED_TOKEN_CHANGE_DELAY };
  }
  if (token) {
    if (!routeAuthList) return ALLOW;
    if (routeAuthList.includes(to.name) || ALWAYS_ALLOWED_WITH_TOKEN.has(to.name)) return ALLOW;
    if (to.exists === false || to.exists === null) return ALLOW;
    return { kind: 'redirect', to: { ...INDEX_ROUTE }, warning: NO_PERMISSION_WARNING };
  }
  if (embedded || ALLOWED_WITHOUT_TOKEN.has(to.name)) return ALLOW;
  return { kind: 'redirect', to: { ...LOGIN_ROUTE } };
}
