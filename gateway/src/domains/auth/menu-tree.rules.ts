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

/**
 * The pages only a courier network's back-office staff can use (a user with a network): a
 * shipper's account, even its admin that holds every key, is not offered them.
 */
export const NETWORK_STAFF_PAGES: readonly string[] = ['customerExamine'];

/** The tree without the nodes (and their buttons) whose code is in `codes`. */
export function withoutPages(tree: MenuNode[], codes: readonly string[]): MenuNode[] {
  return tree
    .filter((node) => !codes.includes(node.resourceCode))
    .map((node) => ({ ...node, childResources: withoutPages(node.childResources, codes) }));
}
