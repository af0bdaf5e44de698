import type { PortalRoute } from 'shared';
import { domainOfRoute } from '../federation/domains';
import type { RemoteState } from '../federation/remoteRegistry';

export type ResolvedPage =
  | { kind: 'index'; path: string; name: 'index'; titleKey: string; keepAlive: true }
  | { kind: 'demo'; path: string; name: 'demo'; titleKey: string; keepAlive: true }
  | {
      kind: 'remote';
      path: string;
      name: string;
      titleKey: string;
      keepAlive: boolean;
      route: PortalRoute;
      remote: string;
    }
  | { kind: 'fallback'; path: string; name: string; titleKey: string; keepAlive: false; remote: RemoteState }
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
  if (lower === '/demo')
    return { kind: 'demo', path: '/demo', name: 'demo', titleKey: 'host:route.demo', keepAlive: true };
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
  const ownerName = domainOfRoute(name);
  const owner =
    remotes.find((remote) => remote.name === ownerName && remote.status !== 'ready') ??
    remotes.find((remote) => remote.status === 'loading') ??
    remotes.find((remote) => remote.status === 'failed');
  if (owner)
    return {
      kind: 'fallback',
      path,
      name,
      titleKey: `host:domain.${owner.name}`,
      keepAlive: false,
      remote: owner,
    };
  return { kind: 'notFound', path, name, titleKey: 'host:remote.notFound', keepAlive: false };
}
