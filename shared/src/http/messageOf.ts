/**
 * The server's `msg` of a failed call (shared's ApiError), if any.
 * @example
 * post('/customer-api/coupon/generate', body).catch((error) => setError(messageOf(error) ?? t('requestFailed')));
 */
export function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return undefined;
}
