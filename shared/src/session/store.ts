import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { persistenceMiddleware } from './persistence';
import { loadPersistedSessionState, sessionSlice } from './sessionSlice';
import type { SessionState } from './types';

/** State of the portal store: the session plus any slice a remote injects. */
export interface RootState {
  session: SessionState;
  [injected: string]: unknown;
}

function buildRootReducer(extraReducers: Record<string, Reducer> = {}) {
  return combineSlices(sessionSlice, extraReducers).withLazyLoadedSlices<Record<string, unknown>>();
}

function buildStore(extraReducers?: Record<string, Reducer>, preloadedSession?: SessionState) {
  const rootReducer = buildRootReducer(extraReducers);
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: { session: preloadedSession ?? loadPersistedSessionState() } as RootState,
    middleware: (getDefault) => getDefault().concat(persistenceMiddleware),
  });
  return { store, rootReducer };
}

export type PortalStore = ReturnType<typeof buildStore>['store'];
export type AppDispatch = PortalStore['dispatch'];

let current: ReturnType<typeof buildStore> | null = null;

/**
 * Creates the one portal store (the host calls it once) with the session restored from
 * localStorage; it becomes the store `can()`, `injectReducer()` and the HTTP client read.
 * @example
 * const store = createPortalStore({ orders: ordersReducer });
 * root.render(<Provider store={store}><App /></Provider>);
 */
export function createPortalStore(
  extraReducers?: Record<string, Reducer>,
  preloadedSession?: SessionState,
): PortalStore {
  current = buildStore(extraReducers, preloadedSession);
  return current.store;
}

/** The store created by `createPortalStore`, or null before the host created it. */
export function getPortalStore(): PortalStore | null {
  return current?.store ?? null;
}

/**
 * Adds a remote's reducer to the running store under `key` (idempotent for the same reducer).
 * @example
 * injectReducer('importTasks', importTasksSlice.reducer);
 */
export function injectReducer(key: string, reducer: Reducer): void {
  if (!current) throw new Error('injectReducer: createPortalStore() has not been called');
  if (key === sessionSlice.reducerPath) throw new Error('injectReducer: "session" is reserved');
  current.rootReducer.inject({ reducerPath: key, reducer });
  current.store.dispatch({ type: `@@shared/injectReducer/${key}` });
}
