import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The gateway's menu seed (the pages the portal's menu offers) is read as text by the script: a
// frontend never imports gateway code (gateway/src/db/seed/menu-data.test.ts checks the reading).
import { collectMenuPages, collectRouteOwners } from '../../../scripts/route-owners';
import {
  DEMO_ROUTE,
  DOWNLOAD_CENTER_ROUTE,
  INDEX_ROUTE,
  NOTIFICATION_CENTER_ROUTE,
  PUBLIC_ROUTES,
} from '../routing/routeTable';
import { GENERATED_ROUTE_OWNERS } from './routeOwners.generated';
import { ownerOfRoute } from './routeOwners';
import type { RemoteState } from './remoteRegistry';

const ROOT = join(__dirname, '../../..');

/**
 * Menu pages no remote has built yet (issue 14: sixteen screens were missing; issue 31 built the
 * last one, /customerReport). The list only shrinks: a page listed here that a remote's routes.ts
 * starts to own fails the test below. Empty now: every menu page is owned (the test after it).
 */
const NOT_BUILT_YET: string[] = [];

const HOST_ROUTES: string[] = [
  INDEX_ROUTE.name,
  DEMO_ROUTE.name,
  NOTIFICATION_CENTER_ROUTE.name,
  DOWNLOAD_CENTER_ROUTE.name,
  ...PUBLIC_ROUTES.map((route) => route.name),
];
const MENU_PAGES = collectMenuPages(ROOT);
const owners = collectRouteOwners(ROOT);
const ownersOf = (name: string) => [
  ...Object.keys(owners).filter((remote) => owners[remote].includes(name)),
  ...(HOST_ROUTES.includes(name) ? ['host'] : []),
];

describe('route ownership: each remote routes.ts is the only source', () => {
  it('the generated fallback list is what the remotes routes.ts say (run node scripts/route-owners.js)', () => {
    expect(GENERATED_ROUTE_OWNERS).toEqual(owners);
  });

  it('every remote of the registry has a generated list', () => {
    const registry = JSON.parse(readFileSync(join(ROOT, 'host/public/remotes.json'), 'utf8'));
    expect(Object.keys(GENERATED_ROUTE_OWNERS).sort()).toEqual(Object.keys(registry).sort());
  });

  it('a loading or down remote keeps its own routes: vipMember belongs to remote_account', () => {
    const remote = (name: string, status: RemoteState['status']): RemoteState => ({
      name,
      entry: `http://localhost/${name}/mf-manifest.json`,
      status,
      routes: [],
    });
    const remotes = [remote('remote_finance', 'failed'), remote('remote_account', 'loading')];
    expect(ownerOfRoute('vipMember', remotes)).toMatchObject({
      kind: 'owned',
      remote: { name: 'remote_account' },
    });
    expect(ownerOfRoute('couponManagement', remotes)).toMatchObject({
      kind: 'owned',
      remote: { name: 'remote_finance' },
    });
  });
});

describe("the gateway's menu seed and the remotes' route lists agree", () => {
  it.each(MENU_PAGES.map((page) => page.code).filter((code) => !NOT_BUILT_YET.includes(code)))(
    'menu page %s is owned by exactly one remote or by the host',
    (code) => {
      expect(ownersOf(code)).toHaveLength(1);
    },
  );

  it('the menu pages no one owns are exactly NOT_BUILT_YET (none: every menu page is built)', () => {
    const unowned = MENU_PAGES.map((page) => page.code).filter((code) => ownersOf(code).length === 0);
    expect(unowned).toEqual(NOT_BUILT_YET);
  });

  it('every route a remote gives has its page in the menu', () => {
    const menuCodes = MENU_PAGES.map((page) => page.code);
    for (const name of Object.values(owners).flat()) expect(menuCodes).toContain(name);
  });
});
