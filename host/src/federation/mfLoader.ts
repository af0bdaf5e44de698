import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoader } from './remoteRegistry';

/** The real Module Federation runtime behind the registry. */
export const mfLoader: RemoteLoader = {
  register(remotes, options) {
    registerRemotes(remotes, options);
  },
  load(id) {
    return loadRemote(id);
  },
  // the skew gate comes with the signed-in shell's first remote, not with the login page
  prepare(name, entry) {
    return import('./skewGate').then((gate) => gate.prepareRemote(name, entry));
  },
};

/** Reads the remote registry served beside the host (name -> manifest URL); none when it is missing. */
export async function fetchRemotesJson(url = '/remotes.json'): Promise<Record<string, string>> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') throw new Error('remotes.json is not an object');
    return Object.fromEntries(
      Object.entries(body).filter(([, entry]) => typeof entry === 'string'),
    ) as Record<string, string>;
  } catch (error) {
    console.warn(`[portal] could not read ${url}; no remotes`, error);
    return {};
  }
}
