/**
 * Why a call failed: `business` (HTTP 200, code not 1), `session` (149010008, 401, 403),
 * `server` (HTTP error with body code 500), `http` (other HTTP error), `network` (no response or
 * timeout), `cancelled`.
 */
export type ApiErrorKind = 'business' | 'session' | 'server' | 'http' | 'network' | 'cancelled';

/**
 * Rejection of `request()`; `msg` is what the user was (or, with `silent`, would have been) shown.
 * @example
 * try { await post('/customer-api/order/cancel', { id }); }
 * catch (error) { if (error instanceof ApiError && error.code === 500) ... }
 */
export class ApiError<TData = unknown> extends Error {
  readonly code: number | string | undefined;
  readonly httpStatus: number | undefined;
  readonly msg: string;
  readonly data: TData | undefined;
  readonly kind: ApiErrorKind;

  constructor(init: {
    kind: ApiErrorKind;
    msg: string;
    code?: number | string;
    httpStatus?: number;
    data?: TData;
    cause?: unknown;
  }) {
    super(init.msg, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.msg = init.msg;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.data = init.data;
  }
}
