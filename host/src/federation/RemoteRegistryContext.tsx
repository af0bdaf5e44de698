import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteState } from './remoteRegistry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry | null {
  return useContext(RemoteRegistryContext);
}

const NONE: RemoteState[] = [];
const noop = () => () => undefined;

/** The remotes and their status; re-renders when a remote loads, fails or is retried. */
export function useRemotes(): RemoteState[] {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(
    registry ? registry.subscribe : noop,
    registry ? registry.getSnapshot : () => NONE,
  );
}
