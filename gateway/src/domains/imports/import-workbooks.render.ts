import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { LANGS, pick, type Lang, type Translated } from '../../i18n/language';
import { fill } from '../../lib/locale/locale';
import { IMPORT_NOTES, IMPORT_RULES, IMPORT_WORKBOOK_TEXTS } from './import.export-texts';
import { neutraliseFormula } from '../../lib/xlsx-write/spreadsheet-formula';
import { headerText, IMPORT_COLUMNS, type ImportColumn } from './import-columns.rules';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { CHOICE_LISTS } from './import-order-adapter.service';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';

const inEveryLang = (text: (lang: Lang) => string): Translated =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Translated;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXTS = IMPORT_WORKBOOK_TEXTS;
const RULES = IMPORT_RULES;

function ruleOf(column: ImportColumn, lang: Lang): string {
  const choices = CHOICE_LISTS[column.key as keyof typeof CHOICE_LISTS];
  if (choices) return `${pick(RULES.list, lang)} ${choices(lang).join(', ')}`;
  if (column.key === 'customerOrderNo') return pick(RULES.customerOrderNo, lang);
  if (column.kind === 'phone') return pick(RULES.phone, lang);
  if (/(Province|City|District)$/.test(column.key)) return pick(RULES.area, lang);
  if (/PostalCode$/.test(column.key)) return pick(RULES.postalCode, lang);
  if (column.key === 'codAmount') return pick(RULES.codAmount, lang);
  if (column.kind === 'flag') return pick(RULES.insured, lang);
  if (column.kind === 'number') return pick(RULES.number, lang);
  return pick(RULES.text, lang);
}

/** The example row in the language: list columns show their label, the others the fixed example. */
function exampleOf(column: ImportColumn, lang: Lang): string | number {
  const choices = CHOICE_LISTS[column.key as keyof typeof CHOICE_LISTS];
  if (choices) {
    const codes = choices('code');
    const at = codes.indexOf(String(column.example));
    return at >= 0 ? choices(lang)[at] : column.example;
  }
  return column.example;
}

function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

type SheetWithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

/**
 * The import template: the order sheet (headers in the language, required ones marked `*`, one
 * example row, text format on every column so phones keep their leading 0, drop-down lists) and an
 * instructions sheet.
 */
export async function buildTemplate(lang: Lang, limits: ImportLimits): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(pick(TEXTS.ordersSheet, lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as SheetWithValidations;
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: headerText(column, lang),
    key: column.key,
    width: column.width,
    style: { numFmt: column.kind === 'number' ? 'General' : '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  IMPORT_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: column.required ? 'FFFDE9D9' : 'FFEAF1FB' },
    };
  });
  sheet.addRow(IMPORT_COLUMNS.map((column) => exampleOf(column, lang)));
  const lastRow = limits.maxRows + 1;
  IMPORT_COLUMNS.forEach((column, index) => {
    const choices = CHOICE_LISTS[column.key as keyof typeof CHOICE_LISTS];
    const list = choices ? choices(lang) : column.kind === 'flag' ? ['Y', 'N'] : null;
    if (!list) return;
    const letter = columnLetter(index + 1);
    sheet.dataValidations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${list.join(',')}"`],
      showErrorMessage: true,
    });
  });

  const help = workbook.addWorksheet(pick(TEXTS.instructionsSheet, lang));
  help.columns = [
    { header: pick(TEXTS.column, lang), width: 26 },
    { header: pick(TEXTS.required, lang), width: 10 },
    { header: pick(TEXTS.rule, lang), width: 80 },
    { header: pick(TEXTS.example, lang), width: 24 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS)
    help.addRow([
      pick(column.label, lang),
      pick(column.required ? TEXTS.yes : TEXTS.no, lang),
      ruleOf(column, lang),
      exampleOf(column, lang),
    ]);
  help.addRow([]);
  for (const note of generalNotes(lang, limits)) help.addRow([note]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function generalNotes(lang: Lang, limits: ImportLimits): string[] {
  const mb = Math.round(limits.maxFileBytes / 1024 / 1024);
  return IMPORT_NOTES[lang].map((note) => fill(note, { rows: limits.maxRows, mb }));
}

/** A streaming workbook writer whose bytes are collected into one buffer. */
function bufferedWriter(): { workbook: ExcelJS.stream.xlsx.WorkbookWriter; done: () => Promise<Buffer> } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  return {
    workbook,
    done: async () => {
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/**
 * Text cells with the text number format and neutralised like every export (a value starting with
 * = + - @ gets the apostrophe: lib/xlsx-write/spreadsheet-formula.ts), so nothing from a file or an order
 * ever runs as a formula, in Excel or in a CSV saved from it. Re-importing reads back what was
 * written: the import takes the apostrophe off again (import-sheet-reader.service.ts cellText).
 */
function addTextRow(sheet: ExcelJS.Worksheet, values: (string | number)[]): void {
  const row = sheet.addRow(values.map(neutraliseFormula));
  row.eachCell((cell) => {
    if (typeof cell.value === 'string') cell.numFmt = '@';
  });
  row.commit();
}

/**
 * A cell of the error download as the shipper typed it. The stored row holds texts only; a number
 * cell was read as its number's shortest text (`String(n)`), so a number column's text that is
 * exactly that ("1", "-2", "0.6", "450000") is written back as a number. Anything else stays text:
 * "007", "1,5", "heavy", and every text, phone or flag column (a phone's leading 0 must survive).
 */
export function downloadCell(column: ImportColumn, text: string): string | number {
  if (column.kind !== 'number' || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const value = Number(text);
  return Number.isFinite(value) && String(value) === text ? value : text;
}

export interface ErrorRowForDownload {
  rowData: Record<string, string>;
  reasons: string[];
}

/**
 * The error file's columns: the template's, with the cells as the shipper typed them, then a reason
 * column listing every error of the row. The same definitions for the file streamed back and the
 * one the download centre writes.
 */
export function errorColumns(): XlsxColumn<ErrorRowForDownload>[] {
  return [
    ...IMPORT_COLUMNS.map((column) => ({
      header: inEveryLang((lang) => headerText(column, lang)),
      width: column.width,
      value: (row: ErrorRowForDownload) => downloadCell(column, row.rowData[column.key] ?? ''),
    })),
    { header: TEXTS.reason, width: 60, value: (row) => row.reasons.join('; ') },
  ];
}

/**
 * The error file: the template's columns with the rows as read, plus a reason column listing every
 * error of the row. Fixed and uploaded again, it is a valid import file (the reason column is ignored).
 */
export async function buildErrorWorkbook(
  lang: Lang,
  rows: AsyncIterable<ErrorRowForDownload>,
): Promise<Buffer> {
  const { workbook, done } = bufferedWriter();
  const sheet = workbook.addWorksheet(pick(TEXTS.ordersSheet, lang));
  const columns = errorColumns();
  sheet.columns = columns.map((column) => ({ header: pick(column.header, lang), width: column.width }));
  for await (const row of rows)
    addTextRow(
      sheet,
      columns.map((column) => column.value(row) ?? ''),
    );
  await sheet.commit();
  return done();
}

export interface DestinationRow {
  billCode: string;
  receiverProvince: string;
  receiverCity: string;
  receiverDistrict: string;
}

/** A destination district and how many of the task's orders go there. */
export type DestinationCount = Omit<DestinationRow, 'billCode'> & { count: number };

/** The same district, whatever the waybill. */
export const destinationKey = (row: Omit<DestinationRow, 'billCode'>) =>
  `${row.receiverProvince}\u0000${row.receiverCity}\u0000${row.receiverDistrict}`;

function areaColumns(): XlsxColumn<Omit<DestinationRow, 'billCode'>>[] {
  return (['receiverProvince', 'receiverCity', 'receiverDistrict'] as const).map((key) => {
    const column = IMPORT_COLUMNS.find((c) => c.key === key);
    return {
      header: column ? column.label : inEveryLang(() => key),
      width: 28,
      value: (row) => row[key],
    };
  });
}

/** The destination file's first sheet: each waybill, its district and the orders to that district. */
export function destinationColumns(): XlsxColumn<DestinationRow & { count: number }>[] {
  return [
    { header: TEXTS.billCode, width: 18, value: (row) => row.billCode },
    ...areaColumns(),
    { header: TEXTS.count, width: 12, value: (row) => row.count },
  ];
}

/** The destination file's second sheet: the orders per district. */
export function destinationSummaryColumns(): XlsxColumn<DestinationCount>[] {
  return [...areaColumns(), { header: TEXTS.count, width: 12, value: (row) => row.count }];
}

/** The task's waybills with their destination, and the number of orders per destination district. */
export async function buildDestinationWorkbook(lang: Lang, rows: readonly DestinationRow[]): Promise<Buffer> {
  const { workbook, done } = bufferedWriter();
  const counts = new Map<string, DestinationCount>();
  for (const row of rows) {
    const entry = counts.get(destinationKey(row));
    if (entry) entry.count += 1;
    else
      counts.set(destinationKey(row), {
        receiverProvince: row.receiverProvince,
        receiverCity: row.receiverCity,
        receiverDistrict: row.receiverDistrict,
        count: 1,
      });
  }
  const waybills = workbook.addWorksheet(pick(TEXTS.waybillsSheet, lang));
  const columns = destinationColumns();
  waybills.columns = columns.map((column) => ({ header: pick(column.header, lang), width: column.width }));
  for (const row of rows)
    addTextRow(
      waybills,
      columns.map(
        (column) => column.value({ ...row, count: counts.get(destinationKey(row))?.count ?? 1 }) ?? '',
      ),
    );
  await waybills.commit();
  const summary = workbook.addWorksheet(pick(TEXTS.destinationsSheet, lang));
  const summaryColumns = destinationSummaryColumns();
  summary.columns = summaryColumns.map((column) => ({
    header: pick(column.header, lang),
    width: column.width,
  }));
  for (const row of counts.values())
    addTextRow(
      summary,
      summaryColumns.map((column) => column.value(row) ?? ''),
    );
  await summary.commit();
  return done();
}
