import type { Dispatch } from '@reduxjs/toolkit';
import { sessionActions } from '../session/sessionSlice';

/**
 * Rule 6 of the route guard: after each navigation the current route name is recorded (it is sent
 * as the routeName header). Call it from the host's after-navigation effect.
 * @example
 * useEffect(() => recordRouteName(dispatch, currentRoute?.name), [currentRoute, dispatch]);
 */
export function recordRouteName(dispatch: Dispatch, name: string | null | undefined): void {
  dispatch(sessionActions.setRouteName(name ?? ''));
}
