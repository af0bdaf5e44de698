/** Route names per federation remote, read from each remote's src/routes.ts (see route-owners.js). */
export function collectRouteOwners(root?: string): Record<string, string[]>;
/** The text of host/src/federation/routeOwners.generated.ts for these owners. */
export function renderRouteOwners(owners: Record<string, string[]>): string;
/** Path of the generated file. */
export const OUTPUT: string;
/** Each route's name and title key, read from the remotes' src/routes.ts. */
export function collectRouteTitles(root?: string): Array<{ name: string; titleKey: string }>;
/** The pages of the gateway's menu seed with their names in zh, en and id (read as text). */
export function collectMenuPages(
  root?: string,
): Array<{ code: string; name: { zh: string; en: string; id: string } }>;
