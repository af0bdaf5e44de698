import type { PermissionNode } from './api';

/** A node of antd's Tree: the key is the permission key; what the caller may not grant is disabled. */
export interface TreeItem {
  key: string;
  title: string;
  disabled: boolean;
  children: TreeItem[];
}

/** The permission tree as antd's Tree takes it (groups, pages, buttons). */
export function treeItems(nodes: readonly PermissionNode[]): TreeItem[] {
  return nodes.map((node) => ({
    key: node.resourceCode,
    title: node.resourceName,
    disabled: !node.grantable && node.childResources.every((child) => !child.grantable),
    children: treeItems(node.childResources),
  }));
}

/**
 * The keys to save for what the tree shows checked: every checked grantable key, plus the page of
 * every checked button (a button works only on its page). Group keys are menu groups, not
 * permissions: left out.
 */
export function keysToSave(checked: readonly string[], grantable: readonly string[]): string[] {
  const allowed = new Set(grantable);
  const keys = new Set(checked.filter((key) => allowed.has(key)));
  for (const key of [...keys]) {
    const page = key.split('_')[0];
    if (page !== key && allowed.has(page)) keys.add(page);
  }
  return [...keys].sort();
}
