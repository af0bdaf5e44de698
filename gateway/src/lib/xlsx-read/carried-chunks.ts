import { unreadable } from './unreadable';

const EMPTY = Buffer.alloc(0);

/**
 * A byte scanner fed chunks cut anywhere. `scan` reads what it can of a buffer and keeps the
 * unfinished tail in `rest`; the next chunks are gathered until they are at least as long as that
 * tail, then scanned joined with it, so a unit cut by chunk ends costs linear time, not quadratic.
 */
export abstract class CarriedChunks {
  /** The unread tail of the last scanned buffer (a unit cut by the end of the input so far). */
  protected rest: Buffer = EMPTY;
  private waiting: Buffer[] = [];
  private waitingBytes = 0;

  /** Reads `b` as far as whole units go; sets `rest` to what is left. */
  protected abstract scan(b: Buffer): void;

  /** Keeps `b` from `from` on as the unread tail; more than `maxBytes` of it is unreadable. */
  protected carry(b: Buffer, from: number, maxBytes: number): void {
    this.rest = from < b.length ? b.subarray(from) : EMPTY;
    if (this.rest.length > maxBytes) throw unreadable();
  }

  write(chunk: Buffer): void {
    if (this.rest.length === 0) {
      this.scan(chunk);
      return;
    }
    this.waiting.push(chunk);
    this.waitingBytes += chunk.length;
    if (this.waitingBytes >= this.rest.length) this.scan(this.joinedWithRest());
  }

  /** Reads what is left; input that ends inside a unit is unreadable. */
  end(): void {
    if (this.rest.length > 0) this.scan(this.joinedWithRest());
    if (this.rest.length > 0) throw unreadable();
  }

  private joinedWithRest(): Buffer {
    const joined = Buffer.concat([this.rest, ...this.waiting]);
    this.waiting = [];
    this.waitingBytes = 0;
    return joined;
  }
}
