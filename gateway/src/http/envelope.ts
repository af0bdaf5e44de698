import type { TextParam } from '../i18n/money-text';
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

/**
 * A field a refusal concerns: its path (`phone`, `doc.npwp`), a message key and its params (an
 * amount as `money(n)`: rupiah in the reader's language, never shown to a hide-money reader).
 */
export interface FieldProblem {
  field: string;
  msgKey: string;
  params?: Record<string, TextParam>;
}

/**
 * A business refusal that concerns fields: answered like any BizError (same HTTP status and code),
 * with `data` the fields as the validation answer gives them, `[{ field, message }]`, each message
 * translated, so that the portal shows each beside its field.
 * @example
 * throw new FieldsError([{ field: 'phone', msgKey: 'account.phoneInvalid' }]);
 */
export class FieldsError extends BizError {
  constructor(
    public readonly fields: readonly FieldProblem[],
    msgKey = fields[0]?.msgKey ?? 'error.invalidInput',
    public readonly textParams: Record<string, TextParam> = fields[0]?.params ?? {},
  ) {
    super(msgKey);
  }
}
