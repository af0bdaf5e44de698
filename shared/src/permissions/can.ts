import { useCallback } from 'react';
import { useAppSelector } from '../session/hooks';
import { selectBtnList } from '../session/selectors';
import { getPortalStore } from '../session/store';

/**
 * Whether a button permission key (`module_ACTION`) is held. Without `btnList` it reads the portal
 * store; with no store yet, nothing is allowed. A hidden button is a convenience: the gateway
 * checks the same keys.
 * @example
 * if (can('orderManagement_ADD')) showAddButton();
 */
export function can(key: string, btnList?: readonly string[]): boolean {
  const list = btnList ?? getPortalStore()?.getState().session.btnList ?? [];
  return list.includes(key);
}

/**
 * Hook returning a `can(key)` bound to the current button list; re-renders when it changes.
 * @example
 * const can = useCan();
 * return can('myWaybill_EXCEL') ? <ExportButton /> : null;
 */
export function useCan(): (key: string) => boolean {
  const btnList = useAppSelector(selectBtnList);
  return useCallback((key: string) => btnList.includes(key), [btnList]);
}
