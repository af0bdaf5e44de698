import type { PermissionNode } from './api';
import { keysToSave, treeItems } from './permissionTree';

const node = (
  resourceCode: string,
  grantable: boolean,
  childResources: PermissionNode[] = [],
): PermissionNode => ({
  resourceCode,
  resourceName: resourceCode,
  resourceType: childResources.length ? 3 : 2,
  grantable,
  childResources,
});
const leaf = (code: string, grantable = true): PermissionNode => node(code, grantable);

it('disables what the caller may not grant, a group only when nothing under it may be', () => {
  const items = treeItems([
    node('accountManage', false, [node('authoritySetting', false, [leaf('authoritySetting_ADD', false)])]),
    node('financeManage', false, [node('codBillpage', true, [leaf('codBillpage_EXCEL')])]),
  ]);
  expect(items[0].disabled).toBe(true);
  expect(items[0].children[0].children[0].disabled).toBe(true);
  expect(items[1].disabled).toBe(false);
});

it('saves the grantable keys checked and the page of each checked button', () => {
  expect(
    keysToSave(
      ['financeManage', 'codBillpage_EXCEL', 'authoritySetting'],
      ['codBillpage', 'codBillpage_EXCEL'],
    ),
  ).toEqual(['codBillpage', 'codBillpage_EXCEL']);
});
