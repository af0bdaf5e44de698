import type { VisitedTab } from './types';

/** localStorage keys of spec §3 "Stored locally", plus tabs and the device fingerprint. */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  account: 'account',
  menuSource: 'menuSource',
  needUpdatePassword: 'needUpdatePassword',
  theme: 'theme',
  visitedTabs: 'visitedTabs',
  deviceNo: 'deviceNo',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled (private mode, sandboxed frames)
  }
}

/**
 * Typed access to the portal's localStorage entries; never throws.
 * @example
 * storage.set('lang', 'EN');
 * storage.get('token'); // '' when absent
 */
export const storage = {
  get(key: StorageKey): string {
    return safeStorage()?.getItem(STORAGE_KEYS[key]) ?? '';
  },
  set(key: StorageKey, value: string): void {
    try {
      safeStorage()?.setItem(STORAGE_KEYS[key], value);
    } catch {
      // quota exceeded: persistence is best effort
    }
  },
  remove(key: StorageKey): void {
    safeStorage()?.removeItem(STORAGE_KEYS[key]);
  },
  getTabs(): VisitedTab[] {
    try {
      const parsed: unknown = JSON.parse(this.get('visitedTabs') || '[]');
      return Array.isArray(parsed) ? parsed.filter(isVisitedTab) : [];
    } catch {
      return [];
    }
  },
  setTabs(tabs: VisitedTab[]): void {
    this.set('visitedTabs', JSON.stringify(tabs));
  },
};

function isVisitedTab(value: unknown): value is VisitedTab {
  if (!value || typeof value !== 'object') return false;
  const tab = value as Partial<VisitedTab>;
  return (
    typeof tab.name === 'string' && typeof tab.path === 'string' && typeof tab.meta?.titleKey === 'string'
  );
}

/**
 * Removes the remembered account: the host's step 3 s after a 401/403 logout (spec §4).
 * @example
 * setTimeout(() => { forgetAccount(); navigate('/login'); }, LOGOUT_REDIRECT_DELAY);
 */
export function forgetAccount(): void {
  storage.remove('account');
}
