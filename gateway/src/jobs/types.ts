import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * Retries of a failed run. Only for work that is safe to run again from the start (an export
 * rewrites its file; an import insert rolled back; a mail whose hand-over failed was not sent;
 * code that sends a mail itself and then fails is not: the mail could arrive twice). Delays double from
 * `delaySeconds` when `backoff` is on (pg-boss: delay * 2^attempt, with jitter).
 */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** When the job was queued. */
  queuedAt: Date;
  /** 0 on the first run, then 1, 2... on retries. */
  attempt: number;
  /** True when this run is the last one the retry policy allows. */
  lastAttempt: boolean;
  /** Aborted when the gateway stops: stop at the next safe point and throw (the job is retried). */
  signal: AbortSignal;
  /** Persists rows done (of total, when known) in job_runs, where lists read it. */
  progress(done: number, total?: number | null): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * A kind of job: its queue name, the payload's schema (checked on send and before the handler
 * runs), the handler, and how it is retried. Define it once (`jobs.define(kind)`); send it with
 * `jobs.send(kind, payload)`.
 *
 * @example
 * const sendMail = defineJob({
 *   name: 'mail.send', payload: z.object({ to: z.string() }),
 *   handler: async ({ to }, ctx) => { ... },
 * });
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** Default: no retry (a failed run stays failed). */
  retry?: RetryPolicy;
  /** Runs of this kind one process works at once (default: the queue's `workersPerKind`). */
  workers?: number;
  /** A run still active after this long is failed by pg-boss (default one hour). */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy. 'stately': at most one job per singleton key in each of created, retry
   * and active (one job per import task: `jobs.sendOnce`). Default 'standard'.
   */
  policy?: 'standard' | 'stately';
}

/** Keeps the payload type of a kind literal for `send`. */
export function defineJob<S extends z.ZodType>(kind: JobKind<S>): JobKind<S> {
  return kind;
}

/** Thrown by a handler that stopped because the gateway is stopping (see JobContext.signal). */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted: the gateway is stopping');
    this.name = 'JobInterrupted';
  }
}
