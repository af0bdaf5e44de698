import { translate } from '../i18n/i18n';
import type { RootState } from '../session/store';

export interface SessionInvalidReason {
  /** 401 or 403; absent for body code 149010008. */
  httpStatus?: number;
  /** Message to show (server msg, or the translated 'session expired'). */
  msg?: string;
}

export interface Notifier {
  error(msg: string): void;
  warning(msg: string): void;
  success(msg: string): void;
}

export interface HttpOptions {
  /** Reads the portal store (token, language, routeName); localStorage is used without it. */
  getState?: () => RootState;
  /**
   * Logout: embedded → post the logout message to the parent; otherwise clear the session and go
   * to Login. On 401/403 show `msg`, then after LOGOUT_REDIRECT_DELAY call forgetAccount() and
   * go to Login. Called once per token.
   */
  onSessionInvalid?: (reason: SessionInvalidReason) => void;
  /** Toasts, e.g. antd's `App.useApp().message`. */
  notify?: Partial<Notifier>;
  /** Translator for shared texts (default: the shared i18n instance). */
  t?: (key: string) => string;
}

interface HttpContext {
  getState?: () => RootState;
  onSessionInvalid: (reason: SessionInvalidReason) => void;
  notify: Notifier;
  t: (key: string) => string;
}

const consoleNotifier: Notifier = {
  error: (msg) => console.error(msg),
  warning: (msg) => console.warn(msg),
  success: () => undefined,
};

function defaults(): HttpContext {
  return { onSessionInvalid: () => undefined, notify: consoleNotifier, t: (key) => translate(key) };
}

let context: HttpContext = defaults();
let reportedForToken: string | null = null;

/**
 * Wires the HTTP client to the host: store, logout and toasts. Call once at start-up; calling
 * again replaces the wiring.
 * @example
 * configureHttp({ getState: store.getState, onSessionInvalid: logout, notify: message, t });
 */
export function configureHttp(options: HttpOptions): void {
  const base = defaults();
  context = {
    getState: options.getState,
    onSessionInvalid: options.onSessionInvalid ?? base.onSessionInvalid,
    notify: { ...base.notify, ...bindAll(options.notify) },
    t: options.t ?? base.t,
  };
  reportedForToken = null;
}

function bindAll(notify: Partial<Notifier> | undefined): Partial<Notifier> {
  if (!notify) return {};
  const bound: Partial<Notifier> = {};
  for (const key of ['error', 'warning', 'success'] as const) {
    const fn = notify[key];
    if (fn) bound[key] = (msg: string) => void fn.call(notify, msg);
  }
  return bound;
}

export function httpContext(): HttpContext {
  return context;
}

/** Reports an invalid session once per token, so parallel failing calls log out once. */
export function reportSessionInvalid(token: string, reason: SessionInvalidReason): void {
  if (reportedForToken === token) return;
  reportedForToken = token;
  context.onSessionInvalid(reason);
}
