import { describeRule, toPermissionRule } from '../../auth/route-permission';
import type { RoutePermission } from '../../auth/session-types';

/**
 * The OpenAPI description of a route's permission declaration, in the words the auth plugin uses
 * (the auth plugin checks the declaration itself; `x-permissions` carries it for machines).
 * @example
 * anyPermissionDescription({ anyOf: [['orderEntry'], ['orderManagement', 'orderManagement_EDIT']] });
 * // 'permission: orderEntry or orderManagement + orderManagement_EDIT'
 */
export function anyPermissionDescription(permission: RoutePermission): string {
  return describeRule(toPermissionRule(permission, 'description'));
}
