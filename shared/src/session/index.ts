export type {
  MenuResource,
  SessionUser,
  MemberLevel,
  VisitedTab,
  DictionaryEntry,
  LoginPayload,
  SessionState,
} from './types';
export {
  sessionSlice,
  sessionActions,
  sessionReducer,
  MENU_SOURCE,
  DEFAULT_THEME,
  LIST_CACHE_KEYS,
  createInitialSessionState,
  loadPersistedSessionState,
} from './sessionSlice';
export { STORAGE_KEYS, storage, forgetAccount } from './storage';
export type { StorageKey } from './storage';
export { INDEX_TAB } from './tabs';
export { persistenceMiddleware } from './persistence';
export { createPortalStore, getPortalStore, injectReducer } from './store';
export type { RootState, PortalStore, AppDispatch } from './store';
export * from './selectors';
export { useAppSelector, useAppDispatch, useSession } from './hooks';
