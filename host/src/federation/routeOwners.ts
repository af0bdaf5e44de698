import type { RemoteState } from './remoteRegistry';
import { GENERATED_ROUTE_OWNERS } from './routeOwners.generated';

/**
 * The route names a remote owns. Each remote's `routes.ts` is the only source: a loaded remote
 * answers with its own route list; before that (loading, or down) the list generated at build time
 * from the same `routes.ts` files stands in (`node scripts/route-owners.js`). Undefined when the
 * host cannot know: a remote added to remotes.json after the host was built, not loaded yet.
 * @example
 * routeNamesOf(remote)?.includes('vipMember');
 */
export function routeNamesOf(remote: RemoteState): readonly string[] | undefined {
  if (remote.status === 'ready') return remote.routes.map((route) => route.name);
  return GENERATED_ROUTE_OWNERS[remote.name];
}

export type RouteOwnership =
  /** A remote whose route list (loaded, or generated from its routes.ts) names the route. */
  | { kind: 'owned'; remote: RemoteState }
  /** Not known yet: a remote is still loading, or one the host has no route list for is down. */
  | { kind: 'pending'; remote: RemoteState }
  /** No remote has such a route. */
  | { kind: 'none' };

/**
 * Who owns a route name among the registered remotes (names compare case-insensitively, like paths).
 * @example
 * ownerOfRoute('vipMember', remotes); // { kind: 'owned', remote: <remote_account> }
 */
export function ownerOfRoute(name: string, remotes: readonly RemoteState[]): RouteOwnership {
  const lower = name.toLowerCase();
  const owner = remotes.find((remote) =>
    routeNamesOf(remote)?.some((candidate) => candidate.toLowerCase() === lower),
  );
  if (owner) return { kind: 'owned', remote: owner };
  // A loading remote may bring a route its build-time list lacks (redeployed since): wait for it.
  // A failed one is taken at its generated list, unless the host has none for it.
  const pending =
    remotes.find((remote) => remote.status === 'loading') ??
    remotes.find((remote) => remote.status === 'failed' && routeNamesOf(remote) === undefined);
  return pending ? { kind: 'pending', remote: pending } : { kind: 'none' };
}
