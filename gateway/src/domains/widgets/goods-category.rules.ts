import type { GoodsCategoryNode } from './goods-category.schemas';

/**
 * Nests flat rows into a tree (roots first, children in the rows' order).
 *
 * @example
 * buildCategoryTree([{ id: 1, parentId: null, name: 'A' }, { id: 2, parentId: 1, name: 'B' }]);
 * // [{ id: 1, parentId: null, name: 'A', children: [{ id: 2, parentId: 1, name: 'B', children: [] }] }]
 */
export function buildCategoryTree(
  rows: Pick<GoodsCategoryNode, 'id' | 'parentId' | 'name'>[],
): GoodsCategoryNode[] {
  const nodes = new Map<number, GoodsCategoryNode>(
    rows.map((row) => [row.id, { id: row.id, parentId: row.parentId, name: row.name, children: [] }]),
  );
  const roots: GoodsCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
