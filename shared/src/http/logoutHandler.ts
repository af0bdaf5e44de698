import type { Dispatch } from '@reduxjs/toolkit';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { isEmbedded, postLogoutToParent } from '../embed/embed';
import { sessionActions } from '../session/sessionSlice';
import { forgetAccount } from '../session/storage';
import type { SessionInvalidReason } from './configure';
import { LOGOUT_REDIRECT_DELAY } from './constants';

export interface LogoutHandlerOptions {
  dispatch: Dispatch;
  /** Navigates to the Login route (e.g. `() => router.navigate('/login', { replace: true })`). */
  goToLogin: () => void;
  /** Shows the 401/403 message, e.g. antd's `message.error`. */
  showError: (msg: string) => void;
  embedded?: () => boolean;
  allowedOrigins?: () => readonly string[];
}

/**
 * The spec §4 logout flow, ready to pass as `configureHttp`'s `onSessionInvalid`:
 * embedded → the parent platform gets `{ type: 'logout' }`; otherwise the session is cleared and,
 * for body code 149010008, the user goes to Login at once; for HTTP 401/403 the message is shown
 * and after LOGOUT_REDIRECT_DELAY (3 s) the stored account is removed and the user goes to Login.
 * @example
 * configureHttp({ getState: store.getState, notify: message,
 *   onSessionInvalid: createLogoutHandler({ dispatch: store.dispatch, goToLogin, showError: message.error }) });
 */
export function createLogoutHandler(options: LogoutHandlerOptions): (reason: SessionInvalidReason) => void {
  const embedded = options.embedded ?? (() => isEmbedded());
  const allowedOrigins = options.allowedOrigins ?? (() => getRuntimeConfig().embedAllowedOrigins);
  return (reason) => {
    if (embedded()) {
      postLogoutToParent(allowedOrigins());
      return;
    }
    options.dispatch(sessionActions.loggedOut());
    if (reason.httpStatus === 401 || reason.httpStatus === 403) {
      if (reason.msg) options.showError(reason.msg);
      setTimeout(() => {
        forgetAccount();
        options.goToLogin();
      }, LOGOUT_REDIRECT_DELAY);
      return;
    }
    options.goToLogin();
  };
}
