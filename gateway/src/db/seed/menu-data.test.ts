import { collectMenuPages } from '../../../../scripts/route-owners';
import { MENU_TREE } from './menu-data';

// The frontends' route-ownership test (host/src/federation/routeOwners.test.ts) and the remotes'
// title tests read the menu seed as text through scripts/route-owners.js, since a frontend never
// imports gateway code; this keeps that reading equal to the seed itself.
it('scripts/route-owners.js reads every page of the menu seed, with its names', () => {
  const pages = MENU_TREE.flatMap((group) => group.pages).map(({ code, name }) => ({ code, name }));
  expect(collectMenuPages()).toEqual(pages);
});

// Spec §6: an admin's route list is every menu node with children, and a page's buttons are its
// children, so a page without a button could not be opened by the demo admin (the download centre
// once had none: the guard answered "no permission" and the header badge stayed hidden).
it('gives every page at least one button, so an admin may open it', () => {
  const without = MENU_TREE.flatMap((group) => group.pages)
    .filter((page) => page.buttons.length === 0)
    .map((page) => page.code);
  expect(without).toEqual([]);
});
