const encoder = new TextEncoder();

/** Bytes reserved for a chunk's lines at first (a staged line is about 600 bytes). */
const INITIAL_BYTES = 64 * 1024;

/**
 * Text lines written as UTF-8 bytes as they come, outside the JavaScript heap: a validation
 * chunk's staged COPY lines wait there for the chunk's duplicate check instead of as strings that
 * the young generation would copy at every collection, and no chunk-sized string is ever built.
 *
 * @example
 * const lines = new Utf8Lines();
 * const first = lines.add('a\tb\n');
 * lines.add('c\td\n');
 * lines.bytes((index) => index !== first); // the bytes of 'c\td\n'
 */
export class Utf8Lines {
  private buffer = new Uint8Array(INITIAL_BYTES);
  private length = 0;
  /** Where each line ends, by the index add() gave it. */
  private readonly ends: number[] = [];

  /** Lines added. */
  get count(): number {
    return this.ends.length;
  }

  /** Appends a line (its own newline included); returns its index. */
  add(line: string): number {
    const room = line.length * 3; // UTF-16 code units -> at most 3 bytes each
    if (this.length + room > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + room));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.length += encoder.encodeInto(line, this.buffer.subarray(this.length)).written;
    this.ends.push(this.length);
    return this.ends.length - 1;
  }

  /**
   * The bytes of the lines `keep` accepts (all when omitted), in the order added; their buffer may
   * be transferred. The writer must not be used after.
   */
  bytes(keep?: (index: number) => boolean): Uint8Array<ArrayBuffer> {
    if (!keep) return this.buffer.subarray(0, this.length);
    const kept = new Uint8Array(this.length);
    let size = 0;
    let start = 0;
    for (let index = 0; index < this.ends.length; index += 1) {
      const end = this.ends[index];
      if (keep(index)) {
        kept.set(this.buffer.subarray(start, end), size);
        size += end - start;
      }
      start = end;
    }
    return kept.subarray(0, size);
  }
}
