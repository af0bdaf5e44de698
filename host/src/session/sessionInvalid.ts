import { forgetAccount, sessionActions, type PortalStore } from 'shared';

export const LOGOUT_REDIRECT_DELAY_MS = 3000;

export interface SessionInvalidDeps {
  store: Pick<PortalStore, 'dispatch'>;
  embedded: () => boolean;
  logoutParent: () => void;
  notifyError: (text: string) => void;
  fallbackMessage: () => string;
  navigate: (to: string) => void;
}

/**
 * Spec §4/§8 logout on code 149010008 or HTTP 401/403: embedded -> tell the parent; otherwise clear
 * the session; on 401/403 show the (server-translated) message and after 3 s forget the account and
 * go to Login.
 */
export function createSessionInvalidHandler(deps: SessionInvalidDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (reason: { httpStatus?: number; msg?: string }) => {
    if (deps.embedded()) {
      deps.logoutParent();
      return;
    }
    deps.store.dispatch(sessionActions.loggedOut());
    if (reason.httpStatus === 401 || reason.httpStatus === 403) {
      if (timer) return; // several calls fail together: one message, one redirect
      deps.notifyError(reason.msg || deps.fallbackMessage());
      timer = setTimeout(() => {
        timer = null;
        forgetAccount();
        deps.navigate('/login');
      }, LOGOUT_REDIRECT_DELAY_MS);
      return;
    }
    deps.navigate('/login');
  };
}
