import { unreadable } from './unreadable';
import { decodeXmlEntities } from './xml-text';
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

/** The element name between two positions, without allocating for the names a sheet repeats. */
export function nameAt(s: string, start: number, end: number): string {
  const length = end - start;
  if (length === 1) {
    switch (s.charCodeAt(start)) {
      case 99:
        return 'c';
      case 118:
        return 'v';
      case 102:
        return 'f';
      case 116:
        return 't';
      case 114:
        return 'r';
      default:
        break;
    }
  } else if (length === 3 && s.startsWith('row', start)) return 'row';
  else if (length === 2) {
    if (s.startsWith('si', start)) return 'si';
    if (s.startsWith('is', start)) return 'is';
  }
  return s.slice(start, end);
}

/** The local name (`row` of `x:row`) of the close tag `</…>` whose `>` is at `gt`. */
export function closeNameAt(s: string, lt: number, gt: number): string {
  let end = gt;
  while (end > lt + 2 && isXmlSpace(s.charCodeAt(end - 1))) end -= 1;
  let start = lt + 2;
  for (let j = start; j < end; j += 1) if (s.charCodeAt(j) === COLON) start = j + 1;
  return nameAt(s, start, end);
}

/**
 * One start tag as read from the input: its local name, whether it closes itself, and its
 * attributes as positions in the input (nothing is sliced until asked for). An XmlTag is reused
 * from tag to tag: what it holds is valid until the next `scan`.
 */
export class XmlTag {
  name = '';
  selfClosing = false;
  source = '';
  count = 0;
  /** Per attribute: name start, name end, value start, value end. */
  readonly positions: number[] = [];

  /**
   * Reads `<name attr="value" …>` or `…/>` starting at `lt` (a `<`); returns the index after it,
   * or INCOMPLETE when the input ends first. Attribute values may hold `>`; a tag that is not
   * well formed (an attribute without a quoted value) is unreadable.
   */
  scan(s: string, lt: number, n: number): number {
    let j = lt + 1;
    let colon = -1;
    for (; j < n; j += 1) {
      const code = s.charCodeAt(j);
      if (isNameEnd(code)) break;
      if (code === COLON) colon = j;
    }
    if (j >= n) return INCOMPLETE;
    const nameEnd = j;
    this.source = s;
    this.count = 0;
    let selfClosing = false;
    for (;;) {
      while (j < n && isXmlSpace(s.charCodeAt(j))) j += 1;
      if (j >= n) return INCOMPLETE;
      const code = s.charCodeAt(j);
      if (code === GT) break;
      if (code === SLASH) {
        if (j + 1 >= n) return INCOMPLETE;
        if (s.charCodeAt(j + 1) !== GT) throw unreadable();
        selfClosing = true;
        j += 1;
        break;
      }
      const attributeStart = j;
      while (j < n) {
        const c = s.charCodeAt(j);
        if (c === EQUALS || isNameEnd(c)) break;
        j += 1;
      }
      const attributeEnd = j;
      while (j < n && isXmlSpace(s.charCodeAt(j))) j += 1;
      if (j >= n) return INCOMPLETE;
      if (s.charCodeAt(j) !== EQUALS) throw unreadable();
      j += 1;
      while (j < n && isXmlSpace(s.charCodeAt(j))) j += 1;
      if (j >= n) return INCOMPLETE;
      const quote = s.charCodeAt(j);
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw unreadable();
      const valueEnd = s.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", j + 1);
      if (valueEnd < 0) return INCOMPLETE;
      const at = this.count * 4;
      this.positions[at] = attributeStart;
      this.positions[at + 1] = attributeEnd;
      this.positions[at + 2] = j + 1;
      this.positions[at + 3] = valueEnd;
      this.count += 1;
      j = valueEnd + 1;
    }
    this.name = nameAt(s, colon < 0 ? lt + 1 : colon + 1, nameEnd);
    this.selfClosing = selfClosing;
    return j + 1;
  }

  /**
   * The slot of an attribute (for valueStart / valueEnd), or -1. `name` is matched as written
   * (`r`, `t`) or, when it starts with `:`, as the local part of a prefixed name (`:id` finds `r:id`).
   */
  slotOf(name: string): number {
    const source = this.source;
    const positions = this.positions;
    const local = name.charCodeAt(0) === COLON;
    for (let k = 0; k < this.count * 4; k += 4) {
      const start = positions[k];
      const end = positions[k + 1];
      const from = local ? end - name.length : start;
      if (from < start || (!local && end - start !== name.length)) continue;
      if (source.startsWith(name, from)) return k;
    }
    return -1;
  }

  valueStart(slot: number): number {
    return this.positions[slot + 2];
  }

  valueEnd(slot: number): number {
    return this.positions[slot + 3];
  }

  /**
   * An attribute's value with entities decoded, or undefined.
   *
   * @example
   * tag.attribute('r'); // 'B7' for <c r="B7" t="s">
   */
  attribute(name: string): string | undefined {
    const slot = this.slotOf(name);
    if (slot < 0) return undefined;
    return decodeXmlEntities(this.source.slice(this.valueStart(slot), this.valueEnd(slot)));
  }
}
