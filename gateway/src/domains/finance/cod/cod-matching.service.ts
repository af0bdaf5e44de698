import type { Database } from '../../../db/client';
import type { Tenant } from '../../../db/tenant-scope';
import { pick, type Lang } from '../../../i18n/language';
import { t } from '../../../i18n/messages';
import { readFirstSheetRows } from '../../../lib/xlsx-read/first-sheet-rows';
import { capError, ImportFileError } from '../../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../../lib/xlsx-read/limits';
import { knownCodLines } from './cod-matching.repo';
import {
  classifyMatchingRow,
  lineOfReference,
  MATCHING_COLUMNS,
  matchingColumnsOfHeader,
  parseMatchingRow,
  splitDuplicates,
  type KnownCodLine,
  type MatchingColumnKey,
  type MatchingRowError,
} from './cod-matching.rules';
import type { CodMatchingAnswer } from './cod-matching.schemas';
import type { COD_BATCH_STATUSES, COD_LINE_STATUSES } from './cod.schemas';

/** A settlement file as read: its data rows, the first row of each reference, the row errors by row. */
export interface MatchingFileRows {
  total: number;
  unique: { rowNo: number; reference: string; expectedAmount: number }[];
  errors: CodMatchingAnswer['errors'];
}

/**
 * Reads a settlement matching file (an xlsx already checked by content and size): the header row
 * names the columns (in any of the seven languages), then each data row is parsed. A missing
 * column, more than `limits.maxRows` data rows or none at all refuses the file (ImportFileError,
 * translated); a bad row, or a reference listed again, is a row error in `lang`.
 */
export async function readMatchingRows(
  data: Buffer,
  limits: ImportLimits,
  lang: Lang,
): Promise<MatchingFileRows> {
  const good: MatchingFileRows['unique'] = [];
  const errors: { rowNo: number; codes: MatchingRowError[]; messages: string[] }[] = [];
  let columns: Record<MatchingColumnKey, number> | null = null;
  let total = 0;
  const rows = readFirstSheetRows(data, limits, { maxColumn: 16, maxTextChars: 200, sharedStringsPerRow: 4 });
  for await (const batch of rows) {
    for (const row of batch) {
      if (!columns) {
        const header = matchingColumnsOfHeader(row.cells);
        if (header.missing.length > 0)
          throw new ImportFileError('import.missingColumns', {
            columns: MATCHING_COLUMNS.filter((c) => header.missing.includes(c.key))
              .map((c) => pick(c.headers, lang))
              .join(', '),
          });
        columns = header.columns;
        continue;
      }
      const parsed = parseMatchingRow(row.cells, columns);
      if (parsed.kind === 'blank') continue;
      total += 1;
      if (total > limits.maxRows) throw capError('import.tooManyRows', limits);
      if (parsed.kind === 'error')
        errors.push({
          rowNo: row.rowNo,
          codes: parsed.errors,
          messages: parsed.errors.map((code) => t(lang, `codMatching.${code}`)),
        });
      else
        good.push({ rowNo: row.rowNo, reference: parsed.reference, expectedAmount: parsed.expectedAmount });
    }
  }
  if (!columns || total === 0) throw new ImportFileError('import.noDataRows');
  const { unique, duplicates } = splitDuplicates(good);
  for (const duplicate of duplicates)
    errors.push({
      rowNo: duplicate.rowNo,
      codes: ['duplicateReference'],
      messages: [t(lang, 'codMatching.duplicateReference', { firstRowNo: duplicate.firstRowNo })],
    });
  errors.sort((a, b) => a.rowNo - b.rowNo);
  return { total, unique, errors };
}

/**
 * The answer to a read file: each unique row against the COD line its reference names (paid as
 * expected, paid a different amount, not paid yet, unknown to the courier), the counts per result
 * (row errors as ERROR) and the row errors.
 */
export function matchingAnswer(
  file: MatchingFileRows,
  known: { byBillCode: ReadonlyMap<string, KnownCodLine>; byOrderNo: ReadonlyMap<string, KnownCodLine> },
  lang: Lang,
): CodMatchingAnswer {
  const counts = {
    PAID_AS_EXPECTED: 0,
    PAID_DIFFERENT_AMOUNT: 0,
    NOT_PAID_YET: 0,
    UNKNOWN_TO_COURIER: 0,
    ERROR: file.errors.length,
  };
  const rows: CodMatchingAnswer['rows'] = file.unique.map((row) => {
    const line = lineOfReference(row.reference, known.byBillCode, known.byOrderNo);
    const outcome = classifyMatchingRow(row.expectedAmount, line);
    counts[outcome.result] += 1;
    return {
      rowNo: row.rowNo,
      reference: row.reference,
      expectedAmount: row.expectedAmount,
      result: outcome.result,
      billCode: line?.billCode ?? null,
      codAmount: line?.codAmount ?? null,
      difference: outcome.difference,
      lineStatus: (line?.lineStatus as (typeof COD_LINE_STATUSES)[number] | undefined) ?? null,
      batchNo: line?.batchNo ?? null,
      batchStatus: (line?.batchStatus as (typeof COD_BATCH_STATUSES)[number] | null | undefined) ?? null,
      expectedPayDay: outcome.expectedPayDay,
      paidAt: line?.paidAt ?? null,
    };
  });
  return { compared: t(lang, 'codMatching.compared'), total: file.total, counts, rows, errors: file.errors };
}

/** Matches a settlement file against the tenant's COD lines (nothing is stored). */
export async function matchSettlementFile(
  db: Database,
  tenant: Tenant,
  data: Buffer,
  limits: ImportLimits,
  lang: Lang,
): Promise<CodMatchingAnswer> {
  const file = await readMatchingRows(data, limits, lang);
  const known = await knownCodLines(
    db,
    tenant,
    file.unique.map((row) => row.reference),
  );
  return matchingAnswer(file, known, lang);
}
