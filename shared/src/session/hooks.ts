import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import { selectSession } from './selectors';
import type { SessionState } from './types';

/** Typed `useSelector` for the portal store. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed `useDispatch` for the portal store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * The whole session slice.
 * @example
 * const { user, language } = useSession();
 */
export function useSession(): SessionState {
  return useAppSelector(selectSession);
}
