import type { ResourceLimits, Worker } from 'node:worker_threads';

/** How long a worker with nothing to do is kept before it is ended. */
export const IDLE_WORKER_MS = 60_000;

interface IdleWorker {
  worker: Worker;
  /** The resource limits it was started with, as a key. */
  limits: string;
  timer: NodeJS.Timeout;
  /** Drops it from the waiting list if it fails or exits while waiting. */
  onGone: () => void;
}

const keyOf = (limits: ResourceLimits) =>
  JSON.stringify([
    limits.maxOldGenerationSizeMb,
    limits.maxYoungGenerationSizeMb,
    limits.codeRangeSizeMb,
    limits.stackSizeMb,
  ]);

/**
 * Worker threads that finished their work and wait for more, so the next job skips starting a
 * thread, loading its modules and optimising its code again (about 0.4 s, and a cold run). A
 * worker waits at most `idleMs`; waiting, it does not keep the process alive.
 */
export class IdleWorkers {
  private readonly idle: IdleWorker[] = [];

  constructor(private readonly idleMs = IDLE_WORKER_MS) {}

  /** Workers waiting now. */
  get size(): number {
    return this.idle.length;
  }

  /** A waiting worker started with these limits (referenced again), or undefined. */
  take(limits: ResourceLimits): Worker | undefined {
    const key = keyOf(limits);
    const at = this.idle.findIndex((entry) => entry.limits === key);
    if (at < 0) return undefined;
    const [entry] = this.idle.splice(at, 1);
    this.forget(entry);
    entry.worker.ref();
    return entry.worker;
  }

  /** Keeps a worker that finished cleanly, started with these limits, for the next job. */
  put(worker: Worker, limits: ResourceLimits): void {
    worker.unref();
    const entry: IdleWorker = {
      worker,
      limits: keyOf(limits),
      timer: setTimeout(() => void this.end(entry), this.idleMs).unref(),
      onGone: () => void this.end(entry),
    };
    worker.on('error', entry.onGone).on('exit', entry.onGone);
    this.idle.push(entry);
  }

  /** Ends every waiting worker (the gateway closes). */
  async close(): Promise<void> {
    await Promise.all([...this.idle].map((entry) => this.end(entry)));
  }

  private forget(entry: IdleWorker): void {
    clearTimeout(entry.timer);
    entry.worker.off('error', entry.onGone).off('exit', entry.onGone);
  }

  private async end(entry: IdleWorker): Promise<void> {
    const at = this.idle.indexOf(entry);
    if (at < 0) return;
    this.idle.splice(at, 1);
    this.forget(entry);
    await entry.worker.terminate();
  }
}
