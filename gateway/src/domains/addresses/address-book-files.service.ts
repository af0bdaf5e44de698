import type { Database } from '../../db/client';
import { readFirstSheetRows } from '../../lib/xlsx-read/first-sheet-rows';
import { capError, ImportFileError } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { t } from '../../i18n/messages';
import { loadRegionIndex } from '../widgets';
import { renderIssue } from '../orders';
import { validateAddress, type NormalisedAddress } from '../orders/order.rules';
import { sideOf, type AddressKind } from './address-book-kinds.rules';
import { addImported } from './address-book-files.repo';
import { pick, type Translated, type Lang } from '../../i18n/language';
import {
  ADDRESS_FILE_COLUMNS,
  addressOfRow,
  columnsOfHeader,
  hasFormula,
  missingColumns,
  type AddressFileKey,
} from './address-book.rules';

const COLUMN_NAMES: Record<AddressFileKey, Translated> = Object.fromEntries(
  ADDRESS_FILE_COLUMNS.map((column) => [column.key, column.headers]),
) as Record<AddressFileKey, Translated>;

/**
 * Reads an address file (an xlsx already checked by content and size) into one of the owner's
 * books: the header row names the columns (any of the seven languages), each data row is checked
 * as an address of that book's side. The good rows are saved (a repeat of a saved address is a
 * duplicate, not saved again); every bad row is answered with its reasons in `lang`. A missing
 * column, more than `limits.maxRows` data rows or none at all refuses the file, translated.
 */
export async function importAddressFile(
  db: Database,
  owner: { customerId: number; createdBy: number; kind: AddressKind },
  data: Buffer,
  limits: ImportLimits,
  lang: Lang,
) {
  const { kind } = owner;
  const regions = await loadRegionIndex(db);
  const good: NormalisedAddress[] = [];
  const errors: { rowNo: number; messages: string[] }[] = [];
  let columns: Map<number, AddressFileKey> | null = null;
  let total = 0;
  const rows = readFirstSheetRows(data, limits, {
    maxColumn: 32,
    maxTextChars: 4_000,
    sharedStringsPerRow: 16,
  });
  for await (const batch of rows) {
    for (const row of batch) {
      if (!columns) {
        columns = columnsOfHeader(row.cells);
        const missing = missingColumns(columns);
        if (missing.length > 0)
          throw new ImportFileError('import.missingColumns', {
            columns: missing.map((key) => pick(COLUMN_NAMES[key], lang)).join(', '),
          });
        continue;
      }
      const address = addressOfRow(row.cells, columns);
      if (!address) continue;
      total += 1;
      if (total > limits.maxRows) throw capError('import.tooManyRows', limits);
      if (hasFormula(row.cells)) {
        errors.push({ rowNo: row.rowNo, messages: [t(lang, 'addressBook.formula')] });
        continue;
      }
      const checked = validateAddress(sideOf(kind), address, regions);
      if (checked.ok) good.push(checked.address);
      else
        errors.push({
          rowNo: row.rowNo,
          messages: checked.issues.map((issue) => renderIssue(issue, lang)),
        });
    }
  }
  if (!columns || total === 0) throw new ImportFileError('import.noDataRows');
  const { imported, duplicates } = await addImported(db, owner, good);
  return { total, imported, duplicates, errors };
}
