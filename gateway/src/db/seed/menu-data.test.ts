import { collectMenuPages } from '../../../../scripts/route-owners';
import { MENU_TREE } from './menu-data';

// The frontends' route-ownership test (host/src/federation/routeOwners.test.ts) and the remotes'
// title tests read the menu seed as text through scripts/route-owners.js, since a frontend never
// imports gateway code; this keeps that reading equal to the seed itself.
it('scripts/route-owners.js reads every page of the menu seed, with its names', () => {
  const pages = MENU_TREE.flatMap((group) => group.pages).map(({ code, name }) => ({ code, name }));
  expect(collectMenuPages()).toEqual(pages);
});
