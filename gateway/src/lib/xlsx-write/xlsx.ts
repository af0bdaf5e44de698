import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../../i18n/language';
import type { Localized } from '../locale/locale';
import { neutraliseFormula } from './spreadsheet-formula';
import { jakartaTimeText } from '../locale/time-text';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// One neutralising function for every export (lib/xlsx-write/spreadsheet-formula.ts).
export { neutraliseFormula };

export type CellValue = string | number | null;

export interface XlsxColumn<T> {
  header: Localized;
  width: number;
  value: (row: T) => CellValue;
  /** An amount of money: left out for a user with the hide-money flag (withoutMoney). */
  money?: boolean;
}

/** The columns a user sees: without the money columns when `hideMoney` is set. */
export function withoutMoney<C extends { money?: boolean }>(columns: readonly C[], hideMoney?: boolean): C[] {
  return hideMoney ? columns.filter((column) => !column.money) : [...columns];
}

/** A date-time as the portal shows it, in Jakarta time: 'yyyy-MM-dd HH:mm:ss'. */
export function formatJakartaTime(date: Date | null): string {
  return date ? jakartaTimeText(date.getTime()) : '';
}

/**
 * Writes rows, batch by batch, into a one-sheet xlsx with translated headers (streaming: a batch is
 * written and let go before the next is read). Text cells are neutralised against formulas.
 */
export async function writeXlsx<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  batches: AsyncIterable<T[]> | Iterable<T[]>,
  lang: Lang,
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({ key: `c${index}`, width: column.width }));
  const header = sheet.addRow(columns.map((column) => neutraliseFormula(column.header[lang])));
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow(
          columns.map((column) => {
            return neutraliseFormula(column.value(row));
          }),
        )
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** ASCII fallback and RFC 5987 form of a file name for Content-Disposition. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
