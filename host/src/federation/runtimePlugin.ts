// Module Federation runtime plugin of the host (ARCHITECTURE §2, layers 1 and 2 of failure handling).
// It is bundled into the federation runtime, so it must not import React or any shared module at
// the top (SETUP-NOTES: "Cannot read properties of undefined (reading 'call')"). The fallback it
// returns is plain data; the host turns it into a per-domain fallback route set.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marker on the module returned instead of a remote's exposed module when loading failed. */
export const REMOTE_LOAD_FAILED = '__portalRemoteLoadFailed';

export const MANIFEST_RETRY_DELAYS_MS = [300, 1000];

/**
 * Manifests the skew gate (skewGate.ts, loaded with the signed-in shell) has already fetched,
 * checked and stamped (entry URL with the build hash, release folder as public path), by the URL
 * the remote is registered with: the runtime reads them from here instead of fetching again.
 */
export const preparedManifests = new Map<string, string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches with retries on network errors and 5xx answers (layer 1: the network). */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  delays = MANIFEST_RETRY_DELAYS_MS,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < delays.length) await sleep(delays[attempt]);
  }
  throw lastError;
}

export function createFailedRemoteModule(id: string, error: unknown) {
  return {
    __esModule: true,
    default: [],
    [REMOTE_LOAD_FAILED]: { id, message: error instanceof Error ? error.message : String(error) },
  };
}

export default function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    fetch(url, init) {
      const prepared = preparedManifests.get(url);
      if (prepared !== undefined)
        return Promise.resolve(new Response(prepared, { headers: { 'content-type': 'application/json' } }));
      if (!/\.json(\?|$)/.test(url)) return undefined;
      return fetchWithRetry(url, init);
    },
    async errorLoadRemote(args) {
      // Only the final stage may answer with a module; earlier stages expect a manifest or request args.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[portal] remote ${args.id} failed to load`, args.error);
      const failed = createFailedRemoteModule(args.id, args.error);
      return args.from === 'build' ? () => failed : failed;
    },
  };
}
