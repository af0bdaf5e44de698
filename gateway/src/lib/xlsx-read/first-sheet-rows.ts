import type { ImportLimits } from './limits';
import { sharedStringCaps } from './shared-string-collector';
import { readSharedStrings } from './shared-strings';
import type { SheetRowCells } from './sheet-cell-value';
import { SheetTokenizer } from './sheet-tokenizer';
import { locateWorkbookParts } from './workbook-parts';
import { ZipEntries } from './zip-entries';

export interface FirstSheetOptions {
  /** Cells right of this 1-based column are skipped. */
  maxColumn: number;
  /** Characters kept of one cell's text or formula, and of one shared string. */
  maxTextChars: number;
  /** Shared strings allowed per row of the row cap (see ./shared-strings.ts). */
  sharedStringsPerRow: number;
}

/**
 * Streams the rows of a workbook's first sheet straight from the xlsx bytes: the zip's directory
 * locates the parts, the shared strings are read first, then the sheet is inflated and tokenized a
 * chunk at a time. Yields the rows finished in each chunk (a batch, in sheet order). Every inflated
 * byte counts against `limits.maxUnpackedBytes`; a broken zip or XML is 'import.unreadable'.
 *
 * @example
 * for await (const rows of readFirstSheetRows(bytes, limits, options)) for (const row of rows) use(row);
 */
export async function* readFirstSheetRows(
  data: Buffer,
  limits: ImportLimits,
  options: FirstSheetOptions,
): AsyncGenerator<SheetRowCells[]> {
  const zip = new ZipEntries(data, limits);
  const parts = await locateWorkbookParts(zip);
  const caps = sharedStringCaps(limits, options.sharedStringsPerRow, options.maxTextChars);
  const sharedStrings = await readSharedStrings(zip, parts.sharedStrings, caps, limits);
  const tokenizer = new SheetTokenizer(sharedStrings, options.maxColumn, options.maxTextChars);
  for await (const chunk of zip.inflate(parts.firstSheet)) {
    tokenizer.write(chunk);
    if (tokenizer.pendingRows > 0) yield tokenizer.take();
  }
  tokenizer.end();
  if (tokenizer.pendingRows > 0) yield tokenizer.take();
}
