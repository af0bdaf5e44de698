// Over 300 lines: one streaming tokenizer for a worksheet's XML (rows, cells, inline and shared strings)
// whose states share buffers; it is a single state machine and splitting it would scatter its states.
import { parseFloatAt, parseIntAt } from './byte-number';
import { bytesEqual, ByteTag, indexOfByte } from './byte-tag';
import { INCOMPLETE, isXmlSpace } from './markup-codes';
import { columnOfReference, type SheetCellValue, type SheetRowCells } from './sheet-cell-value';
import { CarriedChunks } from './carried-chunks';
import { unreadable } from './unreadable';
import { decodeSpreadsheetEscapes, decodeXmlEntities } from './xml-text';

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const AMPERSAND = 38;
const LETTER_C = 99;
const LETTER_R = 114;
const LETTER_T = 116;
const LETTER_V = 118;

/** Longest markup unit (a cell with its content, or any other tag) carried from chunk to chunk. */
const DEFAULT_MAX_UNIT_BYTES = 8 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);
const VALUE_END = Buffer.from('</v></c>', 'latin1');

/** A cell's type attribute: the one-letter ones without allocating. */
function typeAt(b: Buffer, start: number, end: number): string {
  if (end - start === 1) {
    switch (b[start]) {
      case 115:
        return 's';
      case 110:
        return 'n';
      case 98:
        return 'b';
      case 101:
        return 'e';
      default:
        break;
    }
  }
  return decodeXmlEntities(b.toString('utf8', start, end));
}

function startsWithAt(b: Buffer, at: number, n: number, bytes: Buffer): boolean {
  if (at + bytes.length > n) return false;
  for (let i = 0; i < bytes.length; i += 1) if (b[at + i] !== bytes[i]) return false;
  return true;
}

/** Skips a comment, CDATA section, processing instruction or declaration at `lt`; returns the index after it. */
function skipSpecial(b: Buffer, lt: number, n: number): number {
  let terminator: string;
  let from: number;
  if (b[lt + 1] === QUESTION) {
    terminator = '?>';
    from = lt + 2;
  } else if (n - lt < 9) return INCOMPLETE;
  else if (bytesEqual(b, lt, lt + 4, '<!--')) {
    terminator = '-->';
    from = lt + 4;
  } else if (bytesEqual(b, lt, lt + 9, '<![CDATA[')) {
    terminator = ']]>';
    from = lt + 9;
  } else {
    terminator = '>';
    from = lt + 2;
  }
  const end = b.indexOf(terminator, from, 'latin1');
  return end < 0 || end + terminator.length > n ? INCOMPLETE : end + terminator.length;
}

/**
 * Streams a worksheet's XML, fed as UTF-8 chunks cut anywhere, into rows of cell values. A cell is
 * read as one unit, `<c r="B2" t="s|str|inlineStr|b|n|e|…">` with `<f>`, `<v>` or `<is>` (plain or
 * rich-text runs, phonetic runs left out) inside, attributes in any order, names with or without a
 * namespace prefix; a row or cell without `r` follows the one before it. It works on the bytes:
 * shared-string indexes and plain numbers are read in place, text is decoded only for text cells,
 * and cells right of `maxColumn` are passed over without decoding anything. Only `<row>`s inside
 * `<sheetData>` count. Values are decided as ExcelJS 4.4.0's streaming reader decides them
 * (worksheet-reader.js), with spreadsheet escapes (`_x000D_`) decoded in text; styles are not
 * read, so a date-formatted cell is its serial number.
 *
 * A unit cut by the end of a chunk is read again with the next chunks, which are gathered until they
 * are as long as it (so a long unit costs linear time); a unit longer than `maxUnitBytes` (far past
 * Excel's 32,767 characters per cell) is unreadable. Finished rows wait in `take()`.
 *
 * @example
 * const tokenizer = new SheetTokenizer(sharedStrings, 128, 32_000);
 * tokenizer.write(inflatedChunk);
 * for (const row of tokenizer.take()) console.log(row.rowNo, row.cells[1]);
 * tokenizer.end();
 */
export class SheetTokenizer extends CarriedChunks {
  private rows: SheetRowCells[] = [];
  private inSheetData = false;
  private row: SheetRowCells | null = null;
  private lastRowNo = 0;
  private lastColumn = 0;
  private readonly tag = new ByteTag();
  private input: Buffer = EMPTY;
  /** Where the last readText stopped: the `<` after the text, or INCOMPLETE. */
  private textEnd = 0;
  private readonly floatOfText = (start: number, end: number) => Number.parseFloat(this.textAt(start, end));
  private readonly intOfText = (start: number, end: number) => Number.parseInt(this.textAt(start, end), 10);

  constructor(
    private readonly sharedStrings: readonly string[],
    private readonly maxColumn: number,
    private readonly maxTextChars: number,
    private readonly maxUnitBytes = DEFAULT_MAX_UNIT_BYTES,
  ) {
    super();
  }

  /** The rows finished since the last call. */
  take(): SheetRowCells[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  get pendingRows(): number {
    return this.rows.length;
  }

  protected override scan(b: Buffer): void {
    this.input = b;
    const n = b.length;
    let i = 0;
    for (;;) {
      while (i < n && b[i] !== LT) i += 1; // character data between rows and cells means nothing
      if (i >= n) break;
      const after = this.unit(b, i, n);
      if (after === INCOMPLETE) break;
      i = after;
    }
    this.input = EMPTY;
    this.carry(b, i, this.maxUnitBytes);
  }

  /** Reads the markup at `lt`; returns the index after it. */
  private unit(b: Buffer, lt: number, n: number): number {
    if (lt + 2 >= n) return INCOMPLETE;
    const next = b[lt + 1];
    const tag = this.tag;
    if (next === SLASH) {
      const after = tag.scanClose(b, lt, n);
      if (after === INCOMPLETE) return INCOMPLETE;
      if (tag.isNamed(b, 'row')) this.endRow();
      else if (tag.isNamed(b, 'sheetData')) this.inSheetData = false;
      return after;
    }
    if (next === BANG || next === QUESTION) return skipSpecial(b, lt, n);
    if (next === LETTER_C && this.row && isXmlSpace(b[lt + 2])) return this.plainCell(b, lt, n);
    const after = tag.scan(b, lt, n);
    if (after === INCOMPLETE) return INCOMPLETE;
    if (tag.isNamed(b, 'c')) {
      if (this.row) return this.prefixedCell(b, after, n);
    } else if (tag.isNamed(b, 'row')) {
      if (this.inSheetData) {
        this.openRow(b);
        if (tag.selfClosing) this.endRow();
      }
    } else if (tag.isNamed(b, 'sheetData')) this.inSheetData = !tag.selfClosing;
    return after;
  }

  private openRow(b: Buffer): void {
    const tag = this.tag;
    const slot = tag.slotOf(b, 'r');
    const rowNo =
      slot < 0 ? this.lastRowNo + 1 : parseIntAt(b, tag.valueStart(slot), tag.valueEnd(slot), this.intOfText);
    if (!(rowNo > 0)) throw unreadable();
    this.lastRowNo = rowNo;
    this.lastColumn = 0;
    this.row = { rowNo, cells: [] };
  }

  private endRow(): void {
    if (this.row) this.rows.push(this.row);
    this.row = null;
  }

  /**
   * Reads an unprefixed cell `<c …>` at `lt` (the common case): its `r` and `t` in place, and
   * `<v>…</v></c>` right after the start tag in one step; other content goes to cellContent.
   */
  private plainCell(b: Buffer, lt: number, n: number): number {
    let column = -1;
    let type: string | undefined;
    let j = lt + 2;
    for (;;) {
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j + 1 >= n) return INCOMPLETE;
      const code = b[j];
      if (code === GT || code === SLASH) break;
      const nameStart = j;
      while (j < n && b[j] !== EQUALS && !isXmlSpace(b[j])) j += 1;
      const nameEnd = j;
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j >= n) return INCOMPLETE;
      if (b[j] !== EQUALS) throw unreadable();
      j += 1;
      while (j < n && isXmlSpace(b[j])) j += 1;
      if (j >= n) return INCOMPLETE;
      const quote = b[j];
      if (quote !== 34 && quote !== 39) throw unreadable();
      const valueEnd = indexOfByte(b, quote, j + 1, n);
      if (valueEnd < 0) return INCOMPLETE;
      if (nameEnd - nameStart === 1) {
        const name = b[nameStart];
        if (name === LETTER_R) column = columnOfReference(b, j + 1, valueEnd);
        else if (name === LETTER_T) type = typeAt(b, j + 1, valueEnd);
      }
      j = valueEnd + 1;
    }
    return this.cellAfterStartTag(b, j, n, column, type);
  }

  /** A cell whose start tag (`<x:c …>`) the general reader read into `this.tag`. */
  private prefixedCell(b: Buffer, after: number, n: number): number {
    const tag = this.tag;
    const referenceSlot = tag.slotOf(b, 'r');
    const column =
      referenceSlot < 0
        ? -1
        : columnOfReference(b, tag.valueStart(referenceSlot), tag.valueEnd(referenceSlot));
    const typeSlot = tag.slotOf(b, 't');
    const type = typeSlot < 0 ? undefined : typeAt(b, tag.valueStart(typeSlot), tag.valueEnd(typeSlot));
    // Point at the tag's closing `>` or `/>`, as plainCell leaves it.
    return this.cellAfterStartTag(b, tag.selfClosing ? after - 2 : after - 1, n, column, type);
  }

  /** `j` is at the `>` or `/>` ending the cell's start tag; column -1 means "after the previous". */
  private cellAfterStartTag(
    b: Buffer,
    j: number,
    n: number,
    reference: number,
    type: string | undefined,
  ): number {
    const column = reference === -1 ? this.lastColumn + 1 : reference;
    if (column === 0) throw unreadable();
    if (b[j] === SLASH) {
      if (b[j + 1] !== GT) throw unreadable();
      this.lastColumn = column;
      return j + 2;
    }
    const from = j + 1;
    if (b[from] === LT && b[from + 1] === LETTER_V && b[from + 2] === GT) {
      const end = indexOfByte(b, LT, from + 3, n);
      if (end >= 0 && startsWithAt(b, end, n, VALUE_END)) {
        this.lastColumn = column;
        if (column <= this.maxColumn && this.row) this.store(column, this.valueAt(type, b, from + 3, end));
        return end + VALUE_END.length;
      }
      if (end < 0 || n - end < VALUE_END.length) return INCOMPLETE;
    }
    return this.cellContent(b, from, n, column, type);
  }

  /** A cell's value straight from the bytes of its `<v>` text (no CDATA or comment in it). */
  private valueAt(type: string | undefined, b: Buffer, start: number, end: number): SheetCellValue {
    if (type === 's') {
      const index = parseIntAt(b, start, end, this.intOfText);
      return index >= 0 && index < this.sharedStrings.length ? this.sharedStrings[index] : undefined;
    }
    if (type === undefined || type === 'n') return parseFloatAt(b, start, end, this.floatOfText);
    if (type === 'b') return parseIntAt(b, start, end, this.intOfText) !== 0;
    return this.decidedValue(type, this.capped(this.textAt(start, end)), null);
  }

  /** The text between two positions of the current input, entities decoded. */
  private textAt(start: number, end: number): string {
    const b = this.input;
    const text = b.toString('utf8', start, end);
    return indexOfByte(b, AMPERSAND, start, end) < 0 ? text : decodeXmlEntities(text);
  }

  /** The value from a cell's type, `<v>`/`<is>` text and `<f>` text, as ExcelJS decides it. */
  private decidedValue(
    type: string | undefined,
    value: string | null,
    formula: string | null,
  ): SheetCellValue {
    if (formula !== null) return { formula: decodeSpreadsheetEscapes(formula) };
    if (value === null) return undefined;
    switch (type) {
      case 's': {
        const index = Number.parseInt(value, 10);
        return index >= 0 && index < this.sharedStrings.length ? this.sharedStrings[index] : undefined;
      }
      case 'inlineStr':
      case 'str':
        return decodeSpreadsheetEscapes(value);
      case 'e':
        return { error: value };
      case 'b':
        return Number.parseInt(value, 10) !== 0;
      default:
        return Number.parseFloat(value);
    }
  }

  private store(column: number, value: SheetCellValue): void {
    if (value !== undefined && this.row) this.row.cells[column] = value;
  }

  /** Reads a cell's content from `from` (after its start tag) to its end tag; returns the index after it. */
  private cellContent(b: Buffer, from: number, n: number, column: number, type: string | undefined): number {
    const tag = this.tag;
    const keep = column <= this.maxColumn;
    let value: string | null = null;
    let formula: string | null = null;
    let inInlineString = false;
    let phoneticDepth = 0;
    let j = from;
    for (;;) {
      const lt = indexOfByte(b, LT, j, n);
      if (lt < 0 || lt + 1 >= n) return INCOMPLETE;
      const next = b[lt + 1];
      if (next === SLASH) {
        j = tag.scanClose(b, lt, n);
        if (j === INCOMPLETE) return INCOMPLETE;
        if (tag.isNamed(b, 'c')) break;
        if (tag.isNamed(b, 'is')) inInlineString = false;
        else if (tag.isNamed(b, 'rPh') && phoneticDepth > 0) phoneticDepth -= 1;
        continue;
      }
      if (next === BANG || next === QUESTION) {
        j = skipSpecial(b, lt, n);
        if (j === INCOMPLETE) return INCOMPLETE;
        continue;
      }
      j = tag.scan(b, lt, n);
      if (j === INCOMPLETE) return INCOMPLETE;
      const isValue = tag.isNamed(b, 'v');
      const isFormula = !isValue && tag.isNamed(b, 'f');
      const isRun = !isValue && !isFormula && inInlineString && phoneticDepth === 0 && tag.isNamed(b, 't');
      if (isValue || isFormula || isRun) {
        let text = '';
        if (!tag.selfClosing) {
          text = this.readText(b, j, n, keep);
          if (this.textEnd === INCOMPLETE) return INCOMPLETE;
          j = this.textEnd;
        }
        if (isFormula) formula = text;
        else if (isValue) value = text;
        else value = this.capped((value ?? '') + text);
      } else if (tag.isNamed(b, 'is')) {
        value = '';
        inInlineString = !tag.selfClosing;
      } else if (tag.isNamed(b, 'rPh') && !tag.selfClosing) phoneticDepth += 1;
    }
    this.lastColumn = column;
    if (keep) this.store(column, this.decidedValue(type, value, formula));
    return j;
  }

  /**
   * The character data from `from` to the next tag, entities decoded, CDATA sections taken as
   * written and comments left out; sets `textEnd` to that tag's `<` (or INCOMPLETE).
   */
  private readText(b: Buffer, from: number, n: number, keep: boolean): string {
    let text = '';
    let j = from;
    for (;;) {
      const lt = indexOfByte(b, LT, j, n);
      if (lt < 0 || lt + 1 >= n) {
        this.textEnd = INCOMPLETE;
        return '';
      }
      if (keep && lt > j) text = this.capped(text + this.textAt(j, lt));
      if (b[lt + 1] !== BANG) {
        this.textEnd = lt;
        return text;
      }
      if (n - lt < 9) {
        this.textEnd = INCOMPLETE;
        return '';
      }
      const cdata = bytesEqual(b, lt, lt + 9, '<![CDATA[');
      const end = cdata ? b.indexOf(']]>', lt + 9, 'latin1') : skipSpecial(b, lt, n);
      if (end < 0 || end > n) {
        this.textEnd = INCOMPLETE;
        return '';
      }
      if (cdata) {
        if (keep) text = this.capped(text + b.toString('utf8', lt + 9, end));
        j = end + 3;
      } else j = end;
    }
  }

  private capped(text: string): string {
    return text.length > this.maxTextChars ? text.slice(0, this.maxTextChars) : text;
  }
}
