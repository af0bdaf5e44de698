/**
 * At most `size` holders at a time; the others wait in arrival order. Validation workers take a
 * slot each, so imports validating together queue instead of each starting a thread with its own
 * heap (twelve at once would hold about twelve times a worker's memory).
 *
 * @example
 * const slots = new WorkerSlots(2);
 * const release = await slots.take();
 * try { await work(); } finally { release(); }
 */
export class WorkerSlots {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Slots held now. */
  get inUse(): number {
    return this.held;
  }

  /** Holders waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a free slot; the returned function frees it (once). */
  async take(): Promise<() => void> {
    if (this.held < this.size) this.held += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot passes over
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held -= 1;
    };
  }
}
