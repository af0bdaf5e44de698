import type { Middleware } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import { storage } from './storage';
import type { SessionState } from './types';

type WithSession = { session: SessionState };

/**
 * Writes the persisted session fields to localStorage after each change. Logout removes the token,
 * the tabs and the password-change flag; the account stays until `forgetAccount()` (spec §4).
 */
export const persistenceMiddleware: Middleware<object, WithSession> = (api) => (next) => (action) => {
  const before = api.getState().session;
  const result = next(action);
  const after = api.getState().session;
  if (sessionActions.loggedOut.match(action)) {
    storage.remove('token');
    storage.remove('visitedTabs');
    storage.remove('needUpdatePassword');
    return result;
  }
  if (before === after) return result;
  if (sessionActions.loginSucceeded.match(action)) {
    storage.set('account', action.payload.user.loginCode);
  }
  syncString('token', before.token, after.token);
  syncString('lang', before.language, after.language);
  syncString('menuSource', before.menuSource, after.menuSource);
  syncString('needUpdatePassword', before.needUpdatePassword, after.needUpdatePassword);
  syncString('theme', before.theme, after.theme);
  if (before.visitedTabs !== after.visitedTabs) storage.setTabs(after.visitedTabs);
  return result;
};

function syncString(key: Parameters<typeof storage.set>[0], before: string, after: string): void {
  if (before === after) return;
  if (after) storage.set(key, after);
  else storage.remove(key);
}
