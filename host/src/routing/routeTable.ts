import type { PortalRoute } from 'shared';
import { galleryBuilt } from './gallery';

/** Host routes with their spec names (spec §2); remote routes add their own names. */
export const PUBLIC_ROUTES = [
  { name: 'Login', path: '/login', titleKey: 'host:route.Login' },
  { name: 'SetPassword', path: '/SetPassword', titleKey: 'host:route.SetPassword' },
  { name: 'ForgetPassword', path: '/forgetPassword', titleKey: 'host:route.ForgetPassword' },
  { name: 'ActiveMail', path: '/activeMail', titleKey: 'host:route.ActiveMail' },
  { name: 'Redirect', path: '/redirect', titleKey: 'host:route.Redirect' },
] as const;

export const INDEX_ROUTE = { name: 'index', path: '/index', titleKey: 'host:route.index' } as const;

/** The notification centre: a host page (issue 15), kept by the route list like a remote's page. */
export const NOTIFICATION_CENTER_ROUTE = {
  name: 'notificationCenter',
  path: '/notificationCenter',
  titleKey: 'host:route.notificationCenter',
} as const;

/** The download centre: a host page (issue 15), the caller's exports and their files. */
export const DOWNLOAD_CENTER_ROUTE = {
  name: 'downloadCenter',
  path: '/downloadCenter',
  titleKey: 'host:route.downloadCenter',
} as const;
/** Host pages open to every signed-in user, whatever the menu permissions (issue 15). */
export const PROFILE_ROUTE = { name: 'profile', path: '/profile', titleKey: 'host:route.profile' } as const;
export const CHANGE_PASSWORD_ROUTE = {
  name: 'changePassword',
  path: '/changePassword',
  titleKey: 'host:route.changePassword',
} as const;
export const SESSION_ROUTES = [PROFILE_ROUTE, CHANGE_PASSWORD_ROUTE] as const;
/** Route names the guard lets every signed-in user through, on top of the route list. */
export const SESSION_ROUTE_NAMES: readonly string[] = SESSION_ROUTES.map((route) => route.name);

/** The widget gallery: passes the guard freely (spec §4 rule 2). */
export const DEMO_ROUTE = { name: 'demo', path: '/demo', titleKey: 'host:route.demo' } as const;

/** Names reachable without a token (spec §4 rule 5). */
export const PUBLIC_NAMES = ['Login', 'ForgetPassword', 'ActiveMail'];

export interface RouteIdentity {
  name: string;
  path: string;
  titleKey?: string;
  /** The analytics page key of a remote page (spec §2). */
  pageKey?: string;
  /** Routes of the public shell render without the main layout. */
  public: boolean;
  /** Whether a page exists at this path (see `routeExists`); the route guard reads it. */
  exists?: boolean | null;
}

const lower = (value: string) => value.toLowerCase();

/** Spec route name and title of a path; unknown paths are named after their first segment. */
export function identifyRoute(pathname: string, remoteRoutes: readonly PortalRoute[]): RouteIdentity {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { name: 'index', path, public: true };
  const known = PUBLIC_ROUTES.find(
    (route) => lower(route.path) === lower(path) || lower(path).startsWith(`${lower(route.path)}/`),
  );
  if (known && (known.name === 'Redirect' || lower(known.path) === lower(path))) {
    return { name: known.name, path, titleKey: known.titleKey, public: true };
  }
  if (lower(path) === INDEX_ROUTE.path) return { ...INDEX_ROUTE, path, public: false };
  if (lower(path) === DEMO_ROUTE.path && galleryBuilt()) return { ...DEMO_ROUTE, path, public: false };
  if (lower(path) === lower(NOTIFICATION_CENTER_ROUTE.path))
    return { ...NOTIFICATION_CENTER_ROUTE, path, pageKey: NOTIFICATION_CENTER_ROUTE.name, public: false };
  if (lower(path) === lower(DOWNLOAD_CENTER_ROUTE.path))
    return { ...DOWNLOAD_CENTER_ROUTE, path, pageKey: DOWNLOAD_CENTER_ROUTE.name, public: false };
  const own = SESSION_ROUTES.find((route) => lower(route.path) === lower(path));
  if (own) return { ...own, path, pageKey: own.name, public: false };
  const remote = remoteRoutes.find((route) => lower(route.path) === lower(path));
  if (remote)
    return { name: remote.name, path, titleKey: remote.titleKey, pageKey: remote.pageKey, public: false };
  return { name: path.split('/').filter(Boolean)[0] ?? 'index', path, public: false };
}

/** Normalises a menu path ('orderEntry', '/orderEntry') to a router path. */
export function toRouterPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.trim()) return null;
  const trimmed = path.trim();
  if (/^https?:\/\//.test(trimmed)) return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
