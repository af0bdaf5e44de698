import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'antd/es/button';
import { useCan } from './can';

export interface PermissionProps {
  /** `true` to show, or a permission key looked up in the button list. */
  value: boolean | string | null | undefined;
  children?: ReactNode;
  /** Rendered instead of the children when not allowed (default nothing). */
  fallback?: ReactNode;
}

/**
 * Removes its children from the page unless allowed (spec §6 permission directive).
 * @example
 * <Permission value="orderManagement_DELETE"><DeleteButton /></Permission>
 * <Permission value={row.$delete !== false && can('x_DELETE')}>...</Permission>
 */
export function Permission({ value, children, fallback = null }: PermissionProps) {
  const can = useCan();
  const allowed = typeof value === 'string' ? can(value) : value === true;
  return <>{allowed ? children : fallback}</>;
}

export interface PermissionButtonProps extends ButtonProps {
  /** Permission key, e.g. `orderManagement_ADD`. */
  perm: string;
}

/**
 * antd Button rendered only when the permission key is held.
 * @example
 * <PermissionButton perm={permissionKey('orderManagement', 'ADD')} type="primary" onClick={add}>{t('add')}</PermissionButton>
 */
export function PermissionButton({ perm, ...buttonProps }: PermissionButtonProps) {
  const can = useCan();
  return can(perm) ? <Button {...buttonProps} /> : null;
}
