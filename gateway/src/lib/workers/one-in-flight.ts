/**
 * Database steps of a streamed import run one at a time, in the background: while one batch is
 * written, the next is parsed and checked. On PostgreSQL the server works in its own process, so
 * the gateway's parsing (the larger share of an import's time) overlaps the database's work; on
 * PGlite a query runs on the same thread and the steps simply follow each other.
 *
 * @example
 * const writes = new OneInFlight();
 * for await (const batch of batches) await writes.push(() => insertBatch(batch));
 * await writes.drain(); // throws the first failure
 */
export class OneInFlight {
  private running: Promise<void> = Promise.resolve();
  private failed = false;
  private failure: unknown = null;

  /** Waits for the step in flight (throwing its failure), then starts `step` without waiting for it. */
  async push(step: () => Promise<void>): Promise<void> {
    await this.drain();
    this.running = step().catch((error: unknown) => {
      this.failed = true;
      this.failure = error;
    });
  }

  /** Waits for the step in flight; throws the failure of any step. */
  async drain(): Promise<void> {
    await this.running;
    if (this.failed) throw this.failure;
  }

  /** Waits for the step in flight without throwing (before leaving a transaction on another error). */
  async settle(): Promise<void> {
    await this.running;
  }
}
