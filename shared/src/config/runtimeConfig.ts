/** Runtime settings served beside the host as `config.json` (see docs/CONVENTIONS.md). */
export interface RuntimeConfig {
  /** Prefix for API calls; '' means same origin (the static server proxies the API bases). */
  apiBase: string;
  /** Collector that receives batched analytics events. */
  analyticsUrl: string;
  /** Parent origins trusted for the iframe postMessage protocol; compared exactly. */
  embedAllowedOrigins: string[];
  /** Exposes test hooks for the e2e suites. */
  testHooks: boolean;
  /** Portal version (spec §9: 1.0.0). */
  version: string;
  /** How often the header bell asks for the unread notification count, in seconds. */
  notificationPollSeconds: number;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBase: '',
  analyticsUrl: '/customer-api/analytics/collect',
  embedAllowedOrigins: [],
  testHooks: false,
  version: '1.0.0',
  notificationPollSeconds: 60,
});

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, embedAllowedOrigins: [] };

/**
 * Returns the current runtime config (defaults until set or loaded).
 * @example
 * const { apiBase } = getRuntimeConfig();
 */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/**
 * Merges a partial config over the current one and returns the result.
 * @example
 * setRuntimeConfig({ apiBase: 'http://localhost:3100' });
 */
export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  current = { ...current, ...defined };
  return current;
}

/** Restores the defaults; meant for tests. */
export function resetRuntimeConfig(): void {
  current = { ...DEFAULT_RUNTIME_CONFIG, embedAllowedOrigins: [] };
}

/**
 * Fetches `config.json` and applies it. A missing or broken file keeps the defaults, so the shell
 * still starts (the failure is logged).
 * @example
 * await loadRuntimeConfig(); // before the first render
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (body && typeof body === 'object') return setRuntimeConfig(body as Partial<RuntimeConfig>);
    throw new Error('config is not an object');
  } catch (error) {
    console.warn(`[shared] could not load ${url}; using defaults`, error);
    return current;
  }
}
