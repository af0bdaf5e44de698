import { bytesEqual, ByteTag, indexOfByte } from './byte-tag';
import { INCOMPLETE } from './markup-codes';
import type { SharedStringCollector } from './shared-string-collector';
import { CarriedChunks } from './carried-chunks';
import { XmlScanner } from './xml-scanner';
import { decodeXmlEntities } from './xml-text';

const LT = 60;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const PLAIN_START = Buffer.from('<si><t>', 'latin1');
const PRESERVED_START = Buffer.from('<si><t xml:space="preserve">', 'latin1');
const PLAIN_END = Buffer.from('</t></si>', 'latin1');
/** Longest `<si>` item carried from chunk to chunk (Excel's strings hold 32,767 characters). */
const MAX_ITEM_BYTES = 8 * 1024 * 1024;

const MATCH = 1;
const CUT = 0;
const OTHER = -1;

/** Whether `bytes` is at `at`, or the input ends inside what may be it, or not. */
function matchAt(b: Buffer, at: number, n: number, bytes: Buffer): number {
  const available = Math.min(bytes.length, n - at);
  for (let i = 0; i < available; i += 1) if (b[at + i] !== bytes[i]) return OTHER;
  return available === bytes.length ? MATCH : CUT;
}

/**
 * Streams a shared-string table (xl/sharedStrings.xml), fed as UTF-8 chunks cut anywhere, into a
 * SharedStringCollector. A plain item, `<si><t>text</t></si>` (as most writers write nearly all),
 * is taken from the bytes in one step; any other item (rich-text runs, phonetic runs, prefixes,
 * CDATA) is decoded whole and read by the XmlScanner with the collector's rules. An item cut by
 * the end of a chunk is read again with the next chunks, gathered until as long as it.
 *
 * @example
 * const tokenizer = new SharedStringTokenizer(collector);
 * for await (const chunk of zip.inflate(entry)) tokenizer.write(chunk);
 * tokenizer.end();
 */
export class SharedStringTokenizer extends CarriedChunks {
  private readonly tag = new ByteTag();

  constructor(private readonly collector: SharedStringCollector) {
    super();
  }

  protected override scan(b: Buffer): void {
    const n = b.length;
    let i = 0;
    for (;;) {
      const lt = indexOfByte(b, LT, i, n);
      if (lt < 0) {
        i = n;
        break;
      }
      const after = this.unit(b, lt, n);
      if (after === INCOMPLETE) {
        i = lt;
        break;
      }
      i = after;
    }
    this.carry(b, i, MAX_ITEM_BYTES);
  }

  /** Reads the markup at `lt` (an item, or a tag around the items); returns the index after it. */
  private unit(b: Buffer, lt: number, n: number): number {
    if (lt + 1 >= n) return INCOMPLETE;
    const next = b[lt + 1];
    if (next === SLASH) return this.tag.scanClose(b, lt, n);
    if (next === BANG || next === QUESTION) return this.skipSpecial(b, lt, n);
    const plain = this.plainItem(b, lt, n);
    if (plain !== INCOMPLETE - 1) return plain;
    const tag = this.tag;
    const after = tag.scan(b, lt, n);
    if (after === INCOMPLETE || !tag.isNamed(b, 'si')) return after;
    if (tag.selfClosing) {
      this.collector.push('');
      return after;
    }
    const closing = Buffer.from(`</${b.toString('latin1', lt + 1, tag.nameEnd)}>`, 'latin1');
    const close = b.indexOf(closing, after);
    if (close < 0) return INCOMPLETE;
    const end = close + closing.length;
    this.collectItem(b.toString('utf8', lt, end));
    return end;
  }

  /**
   * `<si><t>text</t></si>` (or with `xml:space="preserve"`) at `lt`: pushed, returning the index
   * after it; INCOMPLETE when it may be one but is cut; INCOMPLETE - 1 when it is something else.
   */
  private plainItem(b: Buffer, lt: number, n: number): number {
    const plain = matchAt(b, lt, n, PLAIN_START);
    const preserved = plain === MATCH ? OTHER : matchAt(b, lt, n, PRESERVED_START);
    if (plain === CUT || preserved === CUT) return INCOMPLETE;
    if (plain === OTHER && preserved === OTHER) return INCOMPLETE - 1;
    const start = lt + (plain === MATCH ? PLAIN_START.length : PRESERVED_START.length);
    const textEnd = indexOfByte(b, LT, start, n);
    if (textEnd < 0) return INCOMPLETE;
    const end = matchAt(b, textEnd, n, PLAIN_END);
    if (end === CUT) return INCOMPLETE;
    if (end === OTHER) return INCOMPLETE - 1;
    const text = b.toString('utf8', start, textEnd);
    this.collector.push(indexOfByte(b, 38 /* & */, start, textEnd) < 0 ? text : decodeXmlEntities(text));
    return textEnd + PLAIN_END.length;
  }

  /** Any other item, read with the collector's own rules. */
  private collectItem(item: string): void {
    const scanner = new XmlScanner(this.collector);
    scanner.write(item);
    scanner.end();
  }

  private skipSpecial(b: Buffer, lt: number, n: number): number {
    if (n - lt < 9) return INCOMPLETE;
    const comment = bytesEqual(b, lt, lt + 4, '<!--');
    const cdata = bytesEqual(b, lt, lt + 9, '<![CDATA[');
    const terminator = b[lt + 1] === QUESTION ? '?>' : comment ? '-->' : cdata ? ']]>' : '>';
    const end = b.indexOf(terminator, lt + 2, 'latin1');
    return end < 0 ? INCOMPLETE : end + terminator.length;
  }
}
