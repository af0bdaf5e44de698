/**
 * The spec's response envelope `{ code, msg, data }`. Success is code 1; an invalid session is
 * 149010008 (sent with HTTP 401 so that both of the host's logout triggers fire).
 */
export const SUCCESS_CODE = 1;
export const SESSION_INVALID_CODE = 149010008;
export const BUSINESS_ERROR_CODE = 500;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/**
 * A business refusal: HTTP 200 with a code other than 1 and a translated `msg`, so the portal
 * shows it as an error and keeps the form's contents (docs/CONVENTIONS.md, "Answers"):
 *  - 404 not found, or another customer's (both the same, so ids reveal nothing);
 *  - 403 not allowed (a permission key the user lacks);
 *  - 500 (BUSINESS_ERROR_CODE) or a domain's own code: a broken rule, a wrong state.
 * HTTP 401 and 403 and body code 149010008 are the session's alone (the spec's client logs out on
 * them); input that fails its schema answers HTTP 400. `msgKey` names an entry of the gateway's
 * message catalogue; `params` fill its placeholders.
 */
export class BizError extends Error {
  constructor(
    public readonly msgKey: string,
    public readonly params: Record<string, string | number> = {},
    public readonly code = BUSINESS_ERROR_CODE,
    public readonly httpStatus = 200,
  ) {
    super(msgKey);
  }
}

/** Not found, or belongs to another customer: both answer the same, so ids reveal nothing. */
export class NotFoundError extends BizError {
  constructor(what = 'record') {
    super('error.notFound', { what }, 404);
  }
}
