export {
  buildPermissions,
  parseMenuIdList,
  BUTTON_RESOURCE_TYPE,
  CUSTOMER_MENU_CODE,
  SUGGESTIONS_CODE,
} from './buildPermissions';
export type { PermissionSource, Permissions } from './buildPermissions';
export { ROW_ACTIONS, TOOLBAR_ACTIONS, permissionKey, hasAnyRowAction } from './keys';
export type { RowAction, ToolbarAction } from './keys';
export { can, useCan } from './can';
export { Permission, PermissionButton } from './Permission';
export type { PermissionProps, PermissionButtonProps } from './Permission';
