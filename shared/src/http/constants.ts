/** The gateway's three path bases (spec §7, docs/CONVENTIONS.md). */
export const API_BASES = Object.freeze({
  customer: '/customer-api',
  readonly: '/readonly-api',
  report: '/report-api',
});

/** Spec §9 timings and codes. */
export const HTTP_TIMEOUT = 80000;
export const ORDER_INSERT_TIMEOUT = 300000;
/** The host removes the stored account and goes to Login this long after a 401/403 logout. */
export const LOGOUT_REDIRECT_DELAY = 3000;
export const CACHE_CONTROL_HEADER = 'max-age=2';
export const SUCCESS_CODE = 1;
export const SESSION_INVALID_CODE = 149010008;
/** Body code of an HTTP error whose msg is shown (spec §8). */
export const SERVER_ERROR_CODE = 500;
/** Defined by the spec; what uses it is not shown. */
export const EXPIRED_CODE = '000002';
/** Longest time a request waits for the device fingerprint before going without it. */
export const DEVICE_NO_WAIT_MS = 300;
