import type { MenuResource } from '../session/types';
import { buildPermissions } from './buildPermissions';

const btn = (code: string): MenuResource => ({ resourceCode: code, resourceType: 2 });
const page = (code: string, ...buttons: string[]): MenuResource => ({
  resourceCode: code,
  resourceType: 1,
  childResources: buttons.map(btn),
});
const group = (code: string, ...children: MenuResource[]): MenuResource => ({
  resourceCode: code,
  resourceType: 0,
  childResources: children,
});

const tree = (): MenuResource[] => [
  group(
    'orders',
    page('orderEntry', 'orderEntry_ADD'),
    page('orderManagement', 'orderManagement_ADD', 'orderManagement_EXCEL'),
    page('fastPrinting'),
  ),
  group('serviceManagement', page('workOrder', 'workOrder_ADD'), page('suggestions', 'suggestions_ADD')),
  group(
    'customer',
    page('customerAdd', 'customerAdd_ADD'),
    page('customerEdit', 'customerEdit_EDIT'),
    page('customerExamine', 'customerExamine_CHECK'),
  ),
];

const codes = (nodes: MenuResource[]): string[] =>
  nodes.flatMap((n) => [n.resourceCode, ...codes(n.childResources ?? [])]);

describe('buildPermissions — admin (userAdmin = 1)', () => {
  const admin = buildPermissions({ userAdmin: 1, isUsed: '1' }, tree());

  it('allows every menu node that has children (pages with buttons count)', () => {
    expect(admin.routeAuthList).toEqual([
      'orders',
      'orderEntry',
      'orderManagement',
      'serviceManagement',
      'workOrder',
      'suggestions',
      'customer',
      'customerAdd',
      'customerEdit',
      'customerExamine',
    ]);
  });

  it('does not allow a leaf page without buttons (spec: only nodes with children)', () => {
    expect(admin.routeAuthList).not.toContain('fastPrinting');
  });

  it('accepts userAdmin as the string "1"', () => {
    expect(buildPermissions({ userAdmin: '1', isUsed: '1' }, tree()).routeAuthList).toContain('orderEntry');
  });

  it('turns every resourceType 2 node into a button permission', () => {
    expect(admin.btnList).toEqual([
      'orderEntry_ADD',
      'orderManagement_ADD',
      'orderManagement_EXCEL',
      'workOrder_ADD',
      'suggestions_ADD',
      'customerAdd_ADD',
      'customerEdit_EDIT',
      'customerExamine_CHECK',
    ]);
  });
});

describe('buildPermissions — non-admin', () => {
  const list = 'orderEntry,orderEntry_ADD,workOrder,workOrder_ADD,suggestions,suggestions_ADD';

  it('allows the routes of the comma-separated newMenuId list', () => {
    const result = buildPermissions(
      { userAdmin: 0, newMenuId: ` ${list.replace(/,/g, ' , ')} `, isUsed: '1' },
      tree(),
    );
    expect(result.routeAuthList).toEqual(list.split(','));
  });

  it('prunes leaves not in the list and then the emptied parents', () => {
    const { menu } = buildPermissions({ userAdmin: 0, newMenuId: list, isUsed: '1' }, tree());
    expect(codes(menu)).toEqual([
      'orders',
      'orderEntry',
      'orderEntry_ADD',
      'serviceManagement',
      'workOrder',
      'workOrder_ADD',
      'suggestions',
      'suggestions_ADD',
    ]);
  });

  it('keeps a listed page whose buttons are all unlisted, without its buttons', () => {
    const result = buildPermissions({ userAdmin: 0, newMenuId: 'orderManagement', isUsed: '1' }, tree());
    expect(codes(result.menu)).toEqual(['orders', 'orderManagement']);
    expect(result.routeAuthList).toEqual(['orderManagement']);
    expect(result.btnList).toEqual([]);
  });

  it('keeps a listed leaf page without buttons', () => {
    expect(codes(buildPermissions({ newMenuId: 'fastPrinting', isUsed: '1' }, tree()).menu)).toEqual([
      'orders',
      'fastPrinting',
    ]);
  });

  it('only takes buttons from the pruned tree', () => {
    expect(buildPermissions({ newMenuId: list, isUsed: '1' }, tree()).btnList).toEqual([
      'orderEntry_ADD',
      'workOrder_ADD',
      'suggestions_ADD',
    ]);
  });

  it('gets an empty menu when no list is given', () => {
    for (const newMenuId of [undefined, null, '', ' , ']) {
      expect(buildPermissions({ userAdmin: 0, newMenuId, isUsed: '1' }, tree())).toEqual({
        menu: [],
        routeAuthList: [],
        btnList: [],
      });
    }
  });

  it('does not mutate the menu tree it was given', () => {
    const input = tree();
    const snapshot = JSON.stringify(input);
    buildPermissions({ newMenuId: list, isUsed: '0' }, input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });
});

describe('buildPermissions — customer entry', () => {
  it("removes the customer entry and its pages unless isUsed is '1'", () => {
    for (const isUsed of ['0', '', undefined, null]) {
      const result = buildPermissions({ userAdmin: 1, isUsed }, tree());
      expect(codes(result.menu).filter((c) => c.startsWith('customer'))).toEqual([]);
      expect(result.routeAuthList.filter((c) => c.startsWith('customer'))).toEqual([]);
      expect(result.btnList.filter((c) => c.startsWith('customer'))).toEqual([]);
    }
  });

  it('removes listed customer pages of a non-admin when the feature is off', () => {
    const result = buildPermissions(
      { newMenuId: 'customerAdd,customerAdd_ADD,orderEntry', isUsed: '0' },
      tree(),
    );
    expect(result.routeAuthList).toEqual(['orderEntry']);
    expect(result.btnList).toEqual([]);
  });

  it("keeps the customer entry when isUsed is '1'", () => {
    expect(codes(buildPermissions({ userAdmin: 1, isUsed: '1' }, tree()).menu)).toContain('customerExamine');
  });
});

describe('buildPermissions — suggestions', () => {
  it('keeps the suggestions child of service management in the menu (issue 14: it was removed)', () => {
    const { menu } = buildPermissions({ userAdmin: 1, isUsed: '1' }, tree());
    const service = menu.find((n) => n.resourceCode === 'serviceManagement');
    expect(service?.childResources?.map((n) => n.resourceCode)).toEqual(['workOrder', 'suggestions']);
  });

  it('shows suggestions to a sub-account whose list grants it, with its route and buttons', () => {
    const result = buildPermissions({ newMenuId: 'suggestions,suggestions_ADD', isUsed: '1' }, tree());
    expect(result.routeAuthList).toEqual(['suggestions', 'suggestions_ADD']);
    expect(result.btnList).toEqual(['suggestions_ADD']);
    expect(codes(result.menu)).toEqual(['serviceManagement', 'suggestions', 'suggestions_ADD']);
  });

  it('handles a missing menu tree', () => {
    expect(buildPermissions({ userAdmin: 1 }, undefined)).toEqual({
      menu: [],
      routeAuthList: [],
      btnList: [],
    });
  });
});
