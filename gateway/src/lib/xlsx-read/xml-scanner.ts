import { unreadable } from './unreadable';
import { INCOMPLETE } from './markup-codes';
import { closeNameAt, XmlTag } from './xml-tag';
import { decodeXmlEntities } from './xml-text';

/** What an XmlScanner reports: elements by local name (`x:row` is `row`) and character data. */
export interface XmlEvents {
  /** Read before each run of character data: text is only sliced and decoded when it is wanted. */
  readonly wantsText: boolean;
  /** `tag` gives the attributes; it is reused for the next tag. A self-closing tag is also closed. */
  open(name: string, tag: XmlTag, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data with entities decoded (CDATA as written); one run may come in several pieces. */
  text(text: string): void;
}

const enum Mode {
  Markup,
  Comment,
  Cdata,
  Instruction,
  Declaration,
}

/** Longest entity reference (`&#x10FFFF;`): a text piece never ends inside one. */
const MAX_ENTITY_CHARS = 12;
const LT = 60;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;

/**
 * A streaming XML tokenizer for the parts of an xlsx, fed text in chunks cut anywhere. It keeps
 * only the unfinished tail of a chunk (a tag, an entity) and reads each tag's attributes in the
 * same pass that finds its end, allocating nothing for them. It does not validate: it reports what
 * it finds; DTDs, comments and processing instructions are skipped and entities other than XML's
 * own stay as text (nothing is fetched or expanded). A tag longer than `maxTagChars` is unreadable.
 *
 * @example
 * const scanner = new XmlScanner(handler);
 * for (const piece of pieces) scanner.write(piece);
 * scanner.end();
 */
export class XmlScanner {
  private rest = '';
  private mode = Mode.Markup;
  private readonly tag = new XmlTag();

  constructor(
    private readonly events: XmlEvents,
    private readonly maxTagChars = 1024 * 1024,
  ) {}

  write(chunk: string): void {
    const s = this.rest.length > 0 ? this.rest + chunk : chunk;
    const n = s.length;
    const events = this.events;
    let i = 0;
    while (i < n) {
      if (this.mode !== Mode.Markup) {
        i = this.skipSpecial(s, i);
        if ((this.mode as Mode) !== Mode.Markup) break; // skipSpecial ran out of input
        continue;
      }
      if (s.charCodeAt(i) !== LT) {
        const lt = s.indexOf('<', i);
        if (events.wantsText) {
          const textEnd = lt < 0 ? this.safeTextEnd(s, i, n) : lt;
          if (textEnd > i) events.text(decodeXmlEntities(s.slice(i, textEnd)));
          i = textEnd;
        } else i = lt < 0 ? n : lt;
        if (lt < 0) break;
      }
      // s[i] is '<'
      if (i + 1 >= n) break;
      const next = s.charCodeAt(i + 1);
      let after: number;
      if (next === SLASH) after = this.closeTag(s, i);
      else if (next === BANG) after = this.startSpecial(s, i, n);
      else if (next === QUESTION) {
        this.mode = Mode.Instruction;
        after = i + 2;
      } else after = this.openTag(s, i, n);
      if (after === INCOMPLETE) {
        if (n - i > this.maxTagChars) throw unreadable();
        break;
      }
      i = after;
    }
    this.rest = i < n ? s.slice(i) : '';
  }

  /** Refuses input that ends inside a tag, comment or other markup. */
  end(): void {
    const rest = this.rest;
    this.rest = '';
    if (this.mode !== Mode.Markup || (rest.length > 0 && rest.charCodeAt(0) === LT)) throw unreadable();
    if (rest.length > 0 && this.events.wantsText) this.events.text(decodeXmlEntities(rest));
  }

  /** Reads a start tag at `i`; returns the index after it. */
  private openTag(s: string, i: number, n: number): number {
    const tag = this.tag;
    const after = tag.scan(s, i, n);
    if (after === INCOMPLETE) return INCOMPLETE;
    this.events.open(tag.name, tag, tag.selfClosing);
    if (tag.selfClosing) this.events.close(tag.name);
    return after;
  }

  /** Reads `</name>` at `i`; returns the index after it. */
  private closeTag(s: string, i: number): number {
    const gt = s.indexOf('>', i + 2);
    if (gt < 0) return INCOMPLETE;
    this.events.close(closeNameAt(s, i, gt));
    return gt + 1;
  }

  /** At `<!`: a comment, a CDATA section or a declaration (DOCTYPE), told apart once visible. */
  private startSpecial(s: string, i: number, n: number): number {
    if (s.startsWith('<!--', i)) {
      this.mode = Mode.Comment;
      return i + 4;
    }
    if (s.startsWith('<![CDATA[', i)) {
      this.mode = Mode.Cdata;
      return i + 9;
    }
    if (n - i < 9) return INCOMPLETE;
    this.mode = Mode.Declaration;
    return i + 2;
  }

  /** Where text that runs to the end of the input may be cut: before an entity that is not finished. */
  private safeTextEnd(s: string, from: number, n: number): number {
    const amp = s.lastIndexOf('&', n - 1);
    if (amp < from || n - amp >= MAX_ENTITY_CHARS || s.indexOf(';', amp) >= 0) return n;
    return amp;
  }

  /** Consumes a comment, CDATA section, processing instruction or declaration (or what is here of it). */
  private skipSpecial(s: string, i: number): number {
    const terminator =
      this.mode === Mode.Comment
        ? '-->'
        : this.mode === Mode.Cdata
          ? ']]>'
          : this.mode === Mode.Instruction
            ? '?>'
            : '>';
    const end = s.indexOf(terminator, i);
    const stop = end < 0 ? Math.max(i, s.length - (terminator.length - 1)) : end;
    if (this.mode === Mode.Cdata && stop > i && this.events.wantsText) this.events.text(s.slice(i, stop));
    if (end < 0) return stop;
    this.mode = Mode.Markup;
    return end + terminator.length;
  }
}
