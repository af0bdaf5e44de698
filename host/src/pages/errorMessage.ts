/** The server's msg of an ApiError (or any error's message), else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const record = error as { msg?: unknown; message?: unknown } | null;
  if (record && typeof record.msg === 'string' && record.msg) return record.msg;
  if (record && typeof record.message === 'string' && record.message) return record.message;
  return fallback;
}
