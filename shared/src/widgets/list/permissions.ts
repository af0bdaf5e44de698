import { hasAnyRowAction, permissionKey } from '../../permissions/keys';

/** Which toolbar buttons and row actions the user holds on one list. */
export interface ListPermissions {
  add: boolean;
  delete: boolean;
  excel: boolean;
  /** Any row action: the action column shows. */
  anyRowAction: boolean;
  /** Whether one row action (EDIT, DETAIL, ...) is held. */
  row(action: string): boolean;
}

/**
 * The list's permissions from the button list: `{routeName}_ADD/_DELETE/_EXCEL` (plus the table
 * suffix) for the toolbar, the spec's row actions for the action column (spec §6).
 * @example
 * const perms = listPermissions('demo', btnList);
 * perms.add; // btnList includes 'demo_ADD'
 */
export function listPermissions(
  routeName: string,
  btnList: readonly string[],
  tableSuffix?: string,
): ListPermissions {
  const held = new Set(btnList);
  const has = (action: string) => held.has(permissionKey(routeName, action, tableSuffix));
  return {
    add: has('ADD'),
    delete: has('DELETE'),
    excel: has('EXCEL'),
    anyRowAction: hasAnyRowAction(routeName, btnList, tableSuffix),
    row: has,
  };
}
