/** Row actions whose key shows the row-action column when any one is held (spec §6). */
export const ROW_ACTIONS = [
  'EDIT',
  'DETAIL',
  'DELETE',
  'QUERY',
  'PRINT',
  'RELEASE',
  'STARTUSE',
  'STOPUSE',
  'CHECK',
  'AUTH',
  'DETAILCAREERS',
  'SEARCHDETAIL',
  'USERDETAIL',
  'EXCEL',
  'UPDATE',
] as const;

/** Toolbar actions: the add, delete and export buttons (spec §6). */
export const TOOLBAR_ACTIONS = ['ADD', 'DELETE', 'EXCEL'] as const;

export type RowAction = (typeof ROW_ACTIONS)[number];
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

/**
 * Permission key `{routeName}_{ACTION}`, the action upper-cased, plus `_{SUFFIX}` for a page with
 * several tables.
 * @example
 * permissionKey('orderManagement', 'add'); // 'orderManagement_ADD'
 * permissionKey('orderImport', 'DELETE', 'error'); // 'orderImport_DELETE_ERROR'
 */
export function permissionKey(routeName: string, action: string, tableSuffix?: string): string {
  const key = `${routeName}_${action.toUpperCase()}`;
  return tableSuffix ? `${key}_${tableSuffix.toUpperCase()}` : key;
}

/**
 * Whether any row action is held, i.e. whether the action column shows.
 * @example
 * hasAnyRowAction('orderManagement', btnList); // true with 'orderManagement_PRINT'
 */
export function hasAnyRowAction(
  routeName: string,
  btnList: readonly string[],
  tableSuffix?: string,
): boolean {
  const held = new Set(btnList);
  return ROW_ACTIONS.some((action) => held.has(permissionKey(routeName, action, tableSuffix)));
}
