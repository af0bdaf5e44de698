// The shared-string table's collector and caps, below the reader (shared-strings.ts) and the
// tokenizer (shared-string-tokenizer.ts) that both use it.
import type { XmlEvents } from './xml-scanner';
import type { XmlTag } from './xml-tag';
import { decodeSpreadsheetEscapes } from './xml-text';
import type { ImportLimits } from './limits';

/** How much of a workbook's shared-string table may be held in memory while its sheet is read. */
export interface SharedStringCaps {
  /** Strings in the table. */
  maxStrings: number;
  /** Characters over all strings, as kept (each string cut at `maxStringChars`). */
  maxTotalChars: number;
  /** Characters kept of one string (a cell's text is cut far shorter anyway). */
  maxStringChars: number;
}

/**
 * The caps for an import: the strings that rows within the row cap can use in the columns read,
 * and an eighth of the unpacked cap in characters (a string costs its characters and a header).
 */
export function sharedStringCaps(
  limits: ImportLimits,
  columnsRead: number,
  maxStringChars: number,
): SharedStringCaps {
  return {
    maxStrings: (limits.maxRows + 1) * columnsRead,
    maxTotalChars: Math.floor(limits.maxUnpackedBytes / 8),
    maxStringChars,
  };
}

/**
 * Collects `<si>` items: the text of `<t>`, or of the `<t>` of each rich-text run `<r>`, joined;
 * phonetic runs `<rPh>` (furigana) are not part of the text.
 */
export class SharedStringCollector implements XmlEvents {
  readonly strings: string[] = [];
  wantsText = false;
  private current: string | null = null;
  private phoneticDepth = 0;
  private totalChars = 0;

  constructor(
    private readonly caps: SharedStringCaps,
    private readonly tooMany: () => Error,
  ) {}

  open(name: string, _tag: XmlTag, selfClosing: boolean): void {
    if (name === 'si') this.current = '';
    else if (name === 'rPh') this.phoneticDepth += selfClosing ? 0 : 1;
    else if (name === 't' && this.current !== null && this.phoneticDepth === 0) this.wantsText = !selfClosing;
  }

  close(name: string): void {
    if (name === 't') this.wantsText = false;
    else if (name === 'rPh') this.phoneticDepth = Math.max(0, this.phoneticDepth - 1);
    else if (name === 'si' && this.current !== null) {
      const text = this.current;
      this.current = null;
      this.push(text);
    }
  }

  /** Adds one string, its character data already joined and entities decoded; enforces the caps. */
  push(characterData: string): void {
    const capped =
      characterData.length > this.caps.maxStringChars
        ? characterData.slice(0, this.caps.maxStringChars)
        : characterData;
    const text = decodeSpreadsheetEscapes(capped);
    this.totalChars += text.length;
    if (this.strings.length >= this.caps.maxStrings || this.totalChars > this.caps.maxTotalChars)
      throw this.tooMany();
    this.strings.push(text);
  }

  text(text: string): void {
    const current = this.current as string;
    if (current.length >= this.caps.maxStringChars) return;
    this.current =
      current.length + text.length > this.caps.maxStringChars
        ? current + text.slice(0, this.caps.maxStringChars - current.length)
        : current + text;
  }
}
