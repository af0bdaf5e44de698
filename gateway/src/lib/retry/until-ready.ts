/**
 * Whether `error` says the database cannot take us now but may soon: refused or dropped
 * connections, no free connection slot, a server starting up or shutting down.
 */
export function isTransientConnectionError(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError: its `cause` holds the code)
  for (let link = error, depth = 0; link && depth < 5; depth += 1) {
    if (hasTransientCode(link)) return true;
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}

/** The driver's error code of `error` or of what it wraps (for logs). */
export function connectionErrorCode(error: unknown): string | undefined {
  for (let link = error, depth = 0; link && depth < 5; depth += 1) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    link = (link as { cause?: unknown }).cause;
  }
  return undefined;
}

function hasTransientCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    code.startsWith('08') || // connection exception
    code === '53300' || // too_many_connections
    code === '57P03' || // cannot_connect_now (starting up, recovering)
    code === '57P01' || // admin_shutdown
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
  );
}

export interface RetryOptions {
  /** First wait in ms; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Give up after this many attempts (default: never). */
  attempts?: number;
  /** Told of each failure that will be tried again. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `work` until it succeeds, waiting with exponential back-off after each transient
 * connection failure; any other error, or the last allowed attempt's, is thrown.
 * @example
 * await untilReady(() => migrateDatabase(db), { onRetry: (e, n, ms) => log.warn({ n, ms }, 'database not ready') });
 */
export async function untilReady<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { firstDelayMs = 500, maxDelayMs = 15_000, attempts = Infinity } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransientConnectionError(error) || attempt >= attempts) throw error;
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
      options.onRetry?.(error, attempt, delayMs);
      await sleep(delayMs);
    }
  }
}
