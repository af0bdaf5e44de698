import {
  buildPermissions,
  loadDictionary as fetchDictionary,
  mergeDictionary,
  sessionActions,
  type PortalStore,
} from 'shared';
import { getMenu, getSession, type LoginResult } from '../api/auth';

type Dispatcher = Pick<PortalStore, 'dispatch' | 'getState'>;

type LoginInfo = Omit<LoginResult, 'token'>;

function loginPayload(info: LoginInfo, token: string) {
  return {
    user: info.user,
    token,
    memberLevel: info.memberLevel ?? null,
    isUsed: info.isUsed ?? null,
    needUpdatePassword: info.needUpdatePassword ?? '',
  };
}

/** Loads the menu with the stored token and stores menu, route list and button list (spec §6). */
async function loadPermissions(store: Dispatcher, info: LoginInfo, token: string): Promise<void> {
  const menuTree = await getMenu(token);
  const permissions = buildPermissions(
    { userAdmin: info.userAdmin ?? 0, newMenuId: info.newMenuId ?? '', isUsed: info.isUsed ?? '' },
    menuTree,
  );
  store.dispatch(sessionActions.loginSucceeded({ ...loginPayload(info, token), ...permissions }));
  store.dispatch(sessionActions.menuLoaded(permissions.menu));
}

/** Fetches and applies the language dictionary; a failure is ignored (spec §4). */
export async function applyDictionary(store: Dispatcher, language: string): Promise<void> {
  const entries = await fetchDictionary(language); // a failed fetch gives [] (spec §8: ignored)
  if (entries.length === 0) return;
  store.dispatch(sessionActions.setDictionary(entries));
  mergeDictionary(entries, language);
}

/**
 * The after-login routine: load menu and permissions with the new token, store the session in one
 * step (so the guard never sees a token without its route list), then the dictionary. Returns
 * where to go next.
 */
export async function completeLogin(store: Dispatcher, result: LoginResult): Promise<string> {
  await loadPermissions(store, result, result.token);
  await applyDictionary(store, store.getState().session.language);
  return result.needUpdatePassword === '1' ? '/SetPassword' : '/index';
}

/**
 * At boot with a stored token (a reload, or a token handed over by the parent platform): the
 * gateway gives the session's login result again, from which menu and permissions are rebuilt.
 * A token the gateway no longer accepts ends the session.
 */
export async function restoreSession(
  store: Dispatcher,
  token = store.getState().session.token,
): Promise<void> {
  if (!token) return;
  let result: LoginResult;
  try {
    result = await getSession(token);
  } catch {
    store.dispatch(sessionActions.loggedOut());
    return;
  }
  await loadPermissions(store, result, token);
  await applyDictionary(store, store.getState().session.language);
}
