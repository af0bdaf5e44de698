import type { MenuNode } from './auth.schemas';

/** Builds the nested menu (childResources) from flat rows, each level ordered by sort then id. */
export function buildMenuTree(rows: Omit<MenuNode, 'childResources'>[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) nodes.set(row.id, { ...row, childResources: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.childResources : roots).push(node);
  }
  const order = (list: MenuNode[]): MenuNode[] => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of list) order(node.childResources);
    return list;
  };
  return order(roots);
}
