/** A tree row: any row with optional children of the same shape. */
export type TreeRow<Row> = Row & { children?: TreeRow<Row>[] };

/**
 * Keys of the rows that start expanded: every row with children when `expandAll`, otherwise rows
 * above `expandLevel` (level 1 = roots; expandLevel 2 opens the roots only).
 * @example
 * initialExpandedKeys(tree, 'id', { expandLevel: 2 }); // ids of the roots that have children
 */
export function initialExpandedKeys<Row>(
  rows: TreeRow<Row>[],
  idKey: keyof Row,
  { expandLevel = 0, expandAll = false }: { expandLevel?: number; expandAll?: boolean },
): React.Key[] {
  const keys: React.Key[] = [];
  const walk = (level: number, list: TreeRow<Row>[]) => {
    for (const row of list) {
      if (!row.children?.length) continue;
      if (expandAll || level < expandLevel) keys.push(row[idKey] as React.Key);
      walk(level + 1, row.children);
    }
  };
  walk(1, rows);
  return keys;
}

/**
 * Every key of rows that have children (expand all).
 * @example
 * setExpanded(allParentKeys(tree, 'id'));
 */
export function allParentKeys<Row>(rows: TreeRow<Row>[], idKey: keyof Row): React.Key[] {
  return initialExpandedKeys(rows, idKey, { expandAll: true });
}
