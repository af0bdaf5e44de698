import { capError } from './import-error';
import type { ImportLimits } from './limits';
import type { ZipEntry } from './zip-directory';
import { SharedStringCollector, type SharedStringCaps } from './shared-string-collector';
import { SharedStringTokenizer } from './shared-string-tokenizer';
import type { ZipEntries } from './zip-entries';

/**
 * The shared-string table of a workbook, by index, as plain strings (rich text joined).
 * Over the caps: 'import.unpackedTooLarge', the file being too large to unpack for the import.
 *
 * @example
 * const strings = await readSharedStrings(zip, parts.sharedStrings, sharedStringCaps(limits, 128, 32_000), limits);
 */
export async function readSharedStrings(
  zip: ZipEntries,
  entry: ZipEntry | null,
  caps: SharedStringCaps,
  limits: ImportLimits,
): Promise<string[]> {
  if (!entry) return [];
  const collector = new SharedStringCollector(caps, () => capError('import.unpackedTooLarge', limits));
  const tokenizer = new SharedStringTokenizer(collector);
  for await (const chunk of zip.inflate(entry)) tokenizer.write(chunk);
  tokenizer.end();
  return collector.strings;
}
