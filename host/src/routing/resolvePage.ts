import type { PortalRoute } from 'shared';
import { galleryBuilt } from './gallery';
import type { RemoteState } from '../federation/remoteRegistry';
import { ownerOfRoute } from '../federation/routeOwners';
import { DOWNLOAD_CENTER_ROUTE, NOTIFICATION_CENTER_ROUTE, SESSION_ROUTES } from './routeTable';

export type ResolvedPage =
  | { kind: 'index'; path: string; name: 'index'; titleKey: string; keepAlive: true }
  | { kind: 'demo'; path: string; name: 'demo'; titleKey: string; keepAlive: true }
  | { kind: 'notificationCenter'; path: string; name: string; titleKey: string; keepAlive: false }
  | { kind: 'downloadCenter'; path: string; name: string; titleKey: string; keepAlive: false }
  | {
      kind: 'sessionPage';
      path: string;
      name: (typeof SESSION_ROUTES)[number]['name'];
      titleKey: string;
      keepAlive: false;
    }
  | {
      kind: 'remote';
      path: string;
      name: string;
      titleKey: string;
      keepAlive: boolean;
      route: PortalRoute;
      remote: string;
    }
  | {
      kind: 'fallback';
      path: string;
      name: string;
      titleKey: string;
      keepAlive: false;
      remote: RemoteState;
      /** The remote's route list names the route (false: not known until the remote has loaded). */
      owned: boolean;
    }
  | { kind: 'notFound'; path: string; name: string; titleKey: string; keepAlive: false };

/** All routes the loaded remotes give, with the remote that gave each. */
export function loadedRoutes(remotes: readonly RemoteState[]): Array<PortalRoute & { remote: string }> {
  return remotes.flatMap((remote) =>
    remote.status === 'ready' ? remote.routes.map((route) => ({ ...route, remote: remote.name })) : [],
  );
}

/**
 * What the layout shows for a path: the home page, a remote page, the fallback of the remote
 * that owns the route (loading or failed), or 'not found'.
 */
export function resolvePage(pathname: string, remotes: readonly RemoteState[]): ResolvedPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  if (lower === '/index')
    return { kind: 'index', path: '/index', name: 'index', titleKey: 'host:route.index', keepAlive: true };
  if (lower === '/demo' && galleryBuilt())
    return { kind: 'demo', path: '/demo', name: 'demo', titleKey: 'host:route.demo', keepAlive: true };
  // Not kept alive: the list is read fresh each time, after its deep links marked some read.
  if (lower === NOTIFICATION_CENTER_ROUTE.path.toLowerCase())
    return { kind: 'notificationCenter', ...NOTIFICATION_CENTER_ROUTE, keepAlive: false };
  // Not kept alive either: a page left open in a hidden tab would keep polling its running exports.
  if (lower === DOWNLOAD_CENTER_ROUTE.path.toLowerCase())
    return { kind: 'downloadCenter', ...DOWNLOAD_CENTER_ROUTE, keepAlive: false };
  // the profile and change password: read fresh each time
  const own = SESSION_ROUTES.find((candidate) => candidate.path.toLowerCase() === lower);
  if (own) return { kind: 'sessionPage', ...own, keepAlive: false };
  const route = loadedRoutes(remotes).find((candidate) => candidate.path.toLowerCase() === lower);
  if (route) {
    return {
      kind: 'remote',
      path: route.path,
      name: route.name,
      titleKey: route.titleKey,
      keepAlive: route.keepAlive,
      route,
      remote: route.remote,
    };
  }
  const name = path.split('/').filter(Boolean)[0] ?? '';
  const owner = ownerOfRoute(name, remotes);
  if (owner.kind !== 'none')
    return {
      kind: 'fallback',
      path,
      name,
      titleKey: `host:domain.${owner.remote.name}`,
      keepAlive: false,
      remote: owner.remote,
      owned: owner.kind === 'owned',
    };
  return { kind: 'notFound', path, name, titleKey: 'host:remote.notFound', keepAlive: false };
}

/**
 * Whether a signed-in path is a page for the route guard: true for the home page, the demo and a
 * remote's route (loaded, or named by its remote's route list while it loads or is down); false
 * when no one has such a page (the guard lets it through to 'not found' instead of answering 'no
 * permission'); null while it cannot be known yet (a remote is still loading).
 * @example
 * routeExists('/noSuchPage', remotes); // false once every remote has loaded
 */
export function routeExists(pathname: string, remotes: readonly RemoteState[]): boolean | null {
  const page = resolvePage(pathname, remotes);
  if (page.kind === 'notFound') return false;
  if (page.kind === 'fallback') return page.owned ? true : null;
  return true;
}
