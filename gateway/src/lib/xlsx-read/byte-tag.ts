import {
  COLON,
  DOUBLE_QUOTE,
  EQUALS,
  GT,
  INCOMPLETE,
  isNameEnd,
  isXmlSpace,
  SINGLE_QUOTE,
  SLASH,
} from './markup-codes';
import { unreadable } from './unreadable';

/** True when the bytes between two positions spell `ascii`. */
export function bytesEqual(b: Uint8Array, start: number, end: number, ascii: string): boolean {
  if (end - start !== ascii.length) return false;
  for (let i = 0; i < ascii.length; i += 1) if (b[start + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** Index of the first `code` byte from `from`, or -1. */
export function indexOfByte(b: Uint8Array, code: number, from: number, n: number): number {
  for (let i = from; i < n; i += 1) if (b[i] === code) return i;
  return -1;
}

/**
 * One tag read from UTF-8 bytes: the local name's position (`row` of `x:row`), whether it closes
 * itself (or is a close tag), and its attributes as positions (nothing is decoded until asked for).
 * Reused from tag to tag: what it holds is valid until the next `scan`.
 */
export class ByteTag {
  nameStart = 0;
  nameEnd = 0;
  selfClosing = false;
  count = 0;
  /** Per attribute: name start, name end, value start, value end. */
  readonly positions: number[] = [];

  isNamed(b: Uint8Array, ascii: string): boolean {
    return bytesEqual(b, this.nameStart, this.nameEnd, ascii);
  }

  /**
   * Reads `<name attr="value" …>` or `…/>` at `lt`; returns the index after it, or INCOMPLETE.
   * An attribute without a quoted value is unreadable.
   */
  scan(b: Uint8Array, lt: number, n: number): number {
    let j = lt + 1;
    let colon = -1;
    for (; j < n; j += 1) {
      const code = b[j];
      if (isNameEnd(code)) break;
      if (code === COLON) colon = j;
    }
    if (j >= n) return INCOMPLETE;
    this.nameStart = colon < 0 ? lt + 1 : colon + 1;
    this.nameEnd = j;
    this.count = 0;
    for (;;) {
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j >= n) return INCOMPLETE;
      const code = b[j];
      if (code === GT) {
        this.selfClosing = false;
        return j + 1;
      }
      if (code === SLASH) {
        if (j + 1 >= n) return INCOMPLETE;
        if (b[j + 1] !== GT) throw unreadable();
        this.selfClosing = true;
        return j + 2;
      }
      const attributeStart = j;
      while (j < n && b[j] !== EQUALS && !isNameEnd(b[j])) j += 1;
      const attributeEnd = j;
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j >= n) return INCOMPLETE;
      if (b[j] !== EQUALS) throw unreadable();
      j += 1;
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j >= n) return INCOMPLETE;
      const quote = b[j];
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw unreadable();
      const valueEnd = indexOfByte(b, quote, j + 1, n);
      if (valueEnd < 0) return INCOMPLETE;
      const at = this.count * 4;
      this.positions[at] = attributeStart;
      this.positions[at + 1] = attributeEnd;
      this.positions[at + 2] = j + 1;
      this.positions[at + 3] = valueEnd;
      this.count += 1;
      j = valueEnd + 1;
    }
  }

  /**
   * Reads the close tag `</name>` at `lt`; returns the index after it, or INCOMPLETE. The local
   * name is in nameStart / nameEnd.
   */
  scanClose(b: Uint8Array, lt: number, n: number): number {
    const gt = indexOfByte(b, GT, lt + 2, n);
    if (gt < 0) return INCOMPLETE;
    let end = gt;
    while (end > lt + 2 && isXmlSpace(b[end - 1])) end -= 1;
    let start = lt + 2;
    for (let j = start; j < end; j += 1) if (b[j] === COLON) start = j + 1;
    this.nameStart = start;
    this.nameEnd = end;
    this.selfClosing = false;
    this.count = 0;
    return gt + 1;
  }

  /** The slot of an unprefixed attribute (for valueStart / valueEnd), or -1. */
  slotOf(b: Uint8Array, ascii: string): number {
    for (let k = 0; k < this.count * 4; k += 4)
      if (bytesEqual(b, this.positions[k], this.positions[k + 1], ascii)) return k;
    return -1;
  }

  valueStart(slot: number): number {
    return this.positions[slot + 2];
  }

  valueEnd(slot: number): number {
    return this.positions[slot + 3];
  }
}
