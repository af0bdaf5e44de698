// Over 300 lines: one comparison (the streaming reader against ExcelJS) over a table of workbook
// shapes; each case is a few lines of the same recipe.
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './import-columns.rules';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../lib/xlsx-read/limits';
import {
  cellsOf,
  sampleOrder,
  sampleOrderFile,
  templateHeaders,
  writeStreamedXlsx,
} from './import-sample-orders.test-support';
import { importRowsOf, readImportSheet, type SheetRow } from './import-sheet-reader.service';
import {
  columnLetter,
  inlineStringCell,
  OFFICE_RELATIONSHIPS_NS,
  PACKAGE_RELATIONSHIPS_NS,
  sheetJsLikeXlsx,
  SPREADSHEET_NS,
  worksheetPart,
  xmlPart,
} from '../../lib/xlsx-read/test-xlsx';
import { writeTestZip } from '../../lib/xlsx-read/test-zip';
import { excelJsSheetRows } from './import-exceljs-rows.test-support';

type Outcome =
  { rows: { rowNo: number; values: Record<string, string>; formulas: string[] }[] } | { error: string };

const limits = (overrides: Partial<ImportLimits> = {}): ImportLimits => ({
  ...DEFAULT_IMPORT_LIMITS,
  ...overrides,
});

async function outcomeOf(rows: AsyncIterable<SheetRow>): Promise<Outcome> {
  const read: SheetRow[] = [];
  try {
    for await (const row of rows) read.push(row);
  } catch (error) {
    return { error: error instanceof ImportFileError ? error.failureCode : 'import.unreadable' };
  }
  return {
    rows: read.map((row) => ({
      rowNo: row.rowNo,
      values: Object.fromEntries(row.values),
      formulas: row.formulas,
    })),
  };
}

/** What the import reads from a file now, and what it read with ExcelJS's streaming reader. */
async function bothReaders(file: Buffer, caps = limits()): Promise<{ ours: Outcome; exceljs: Outcome }> {
  return {
    ours: await outcomeOf(readImportSheet(file, caps)),
    exceljs: await outcomeOf(importRowsOf(excelJsSheetRows(file), caps)),
  };
}

/**
 * ExcelJS 4.4.0 kept only the last run of rich text in an inline string (`<is><r>…</r><r>…</r></is>`,
 * as its own writer writes without shared strings): 'Toraja' for 'Kopi ' + 'Toraja'.
 */
function withInlineRichTextJoined(outcome: Outcome): Outcome {
  if (!('rows' in outcome)) return outcome;
  for (const row of outcome.rows) if (row.values.goodsName === 'Toraja') row.values.goodsName = 'Kopi Toraja';
  return outcome;
}

async function expectSameAsExcelJs(
  file: Buffer,
  caps = limits(),
  excelJsFix: (outcome: Outcome) => Outcome = (outcome) => outcome,
): Promise<Outcome> {
  const { ours, exceljs } = await bothReaders(file, caps);
  expect(ours).toEqual(excelJsFix(exceljs));
  return ours;
}

type AnyCell = ExcelJS.CellValue;

/** A workbook written by ExcelJS's in-memory writer (workbook parts first, shared formulas). */
async function bufferedWorkbook(rows: AnyCell[][], instructions = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  if (instructions) workbook.addWorksheet('Instructions').addRow(['Fill in the first sheet']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const weightColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'weightKg');
const phoneColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'receiverPhone');
const remarkColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'remark');
const goodsColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'goodsName');
const insuredColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'insured');

/** Rows of every kind of value ExcelJS writes, in template columns and in an unknown extra column. */
function variedRows(count: number): AnyCell[][] {
  const rows: AnyCell[][] = [[...templateHeaders('en'), '__proto__', 'Extra']];
  for (let i = 0; i < count; i += 1) {
    const row: AnyCell[] = [...cellsOf(sampleOrder(i, 'VARIED')), `proto ${i}`, i];
    switch (i % 12) {
      case 0:
        row[weightColumn] = { formula: `${i}/10`, result: i / 10 };
        break;
      case 1:
        row[phoneColumn] = 81234567890 + i; // a phone typed as a number
        break;
      case 2:
        row[remarkColumn] = 'Fish & chips <fragile> "top" \'side\' é中文 ✓';
        break;
      case 3:
        row[remarkColumn] = '  two   spaces\tand\nnew line  ';
        break;
      case 4:
        row[goodsColumn] = { richText: [{ text: 'Kopi ', font: { bold: true } }, { text: 'Toraja' }] };
        break;
      case 5:
        row[insuredColumn] = i % 2 === 0;
        row[remarkColumn] = true;
        break;
      case 6:
        row[weightColumn] = { error: '#DIV/0!' } as AnyCell;
        break;
      case 7:
        row[remarkColumn] = null;
        row[goodsColumn] = '';
        break;
      case 8:
        row[weightColumn] = -1.25e-7;
        row[remarkColumn] = 1.2345678901234568e18;
        break;
      case 9:
        row[remarkColumn] = { text: 'the portal', hyperlink: 'https://example.com/?a=1&b=2' };
        break;
      case 10:
        row[remarkColumn] = { formula: 'A2&"x"', result: 'VARIED-000001x' };
        break;
      default:
        row[weightColumn] = 0.1 + 0.2;
    }
    rows.push(row);
    if (i % 25 === 24) rows.push([]); // a blank row
  }
  return rows;
}

describe('the xlsx reader gives the rows ExcelJS gave', () => {
  it.each(['en', 'zh', 'id'] as const)(
    'for a sample file with %s headers (ExcelJS streaming writer, shared strings)',
    async (lang) => {
      const outcome = await expectSameAsExcelJs(await sampleOrderFile(300, `DIFF-${lang}`, lang));
      expect('rows' in outcome && outcome.rows).toHaveLength(300);
    },
  );

  it.each([
    ['shared strings, no styles', { sharedStrings: true, styles: false }],
    ['inline strings, styles', { sharedStrings: false, styles: true }],
  ])('for every kind of value, written with %s', async (_name, opts) => {
    const file = await writeStreamedXlsx(variedRows(120), opts);
    const outcome = await expectSameAsExcelJs(
      file,
      limits(),
      opts.sharedStrings ? undefined : withInlineRichTextJoined,
    );
    expect('rows' in outcome && outcome.rows.length).toBeGreaterThan(100);
  });

  it('for a workbook from the in-memory writer, with a second sheet of instructions', async () => {
    const outcome = await expectSameAsExcelJs(await bufferedWorkbook(variedRows(60), true));
    expect('rows' in outcome && outcome.rows.length).toBeGreaterThan(50);
  });

  it('for dates: a date-formatted cell is its serial number in both', async () => {
    const rows = variedRows(3);
    rows[1][remarkColumn] = new Date(Date.UTC(2026, 0, 2));
    const file = await writeStreamedXlsx(rows, { sharedStrings: true, styles: true });
    const outcome = await expectSameAsExcelJs(file);
    expect('rows' in outcome && outcome.rows[0].values.remark).toBe('46024');
  });

  it('for files refused as a whole: header not in row 1, no data rows, too many rows', async () => {
    const late = await writeStreamedXlsx([[], templateHeaders('en'), cellsOf(sampleOrder(0, 'L'))], {
      sharedStrings: true,
      styles: false,
    });
    expect(await expectSameAsExcelJs(late)).toEqual({ error: 'import.missingColumns' });
    const empty = await writeStreamedXlsx([templateHeaders('en'), [], []], {
      sharedStrings: true,
      styles: false,
    });
    expect(await expectSameAsExcelJs(empty)).toEqual({ error: 'import.noDataRows' });
    const many = await sampleOrderFile(40, 'MANY');
    expect(await expectSameAsExcelJs(many, limits({ maxRows: 39 }))).toEqual({ error: 'import.tooManyRows' });
  });
});

const headerRow = () =>
  `<row r="1">${templateHeaders('en')
    .map((text, i) => inlineStringCell(`${columnLetter(i)}1`, text))
    .join('')}</row>`;
/** A data row of inline strings from a sample order, with some cells replaced by raw XML. */
function dataRow(rowNo: number, replace: Record<number, string> = {}): string {
  const cells = cellsOf(sampleOrder(rowNo, 'HAND')).map((value, i) =>
    replace[i] !== undefined
      ? replace[i]
      : inlineStringCell(`${columnLetter(i)}${rowNo}`, String(value ?? '')),
  );
  return `<row r="${rowNo}">${cells.join('')}</row>`;
}

describe('the xlsx reader, where ExcelJS read files wrong or not at all', () => {
  it('reads a SheetJS-like file (stored entries, sheet before workbook, inline strings) as ExcelJS did', async () => {
    const rows = [headerRow(), ...Array.from({ length: 50 }, (_, i) => dataRow(i + 2))].join('');
    const file = sheetJsLikeXlsx(worksheetPart(rows));
    const outcome = await expectSameAsExcelJs(file);
    expect('rows' in outcome && outcome.rows).toHaveLength(50);
  });

  it('reads rich inline text, phonetic runs, _x000D_, entities, shared formulas, booleans, errors, sparse cells and cells without r', async () => {
    const w = (name: string) => IMPORT_COLUMNS.findIndex((c) => c.key === name);
    const rows = [
      headerRow(),
      dataRow(2, {
        [w('goodsName')]:
          `<c r="${columnLetter(w('goodsName'))}2" t="inlineStr"><is><r><rPr><b/></rPr><t>Kopi </t></r><r><t>Toraja</t></r><rPh sb="0" eb="4"><t>ko-pi</t></rPh></is></c>`,
        [w('remark')]:
          `<c r="${columnLetter(w('remark'))}2" t="inlineStr"><is><t>Fish &amp; chips_x000D_&#10;&#x4E2D;</t></is></c>`,
        [w('weightKg')]:
          `<c r="${columnLetter(w('weightKg'))}2"><f t="shared" ref="S2:S3" si="0">R2/2</f><v>0.5</v></c>`,
        [w('insured')]: `<c r="${columnLetter(w('insured'))}2" t="b"><v>1</v></c>`,
        [w('declaredValue')]: `<c r="${columnLetter(w('declaredValue'))}2" t="e"><v>#N/A</v></c>`,
      }),
      dataRow(3, {
        [w('weightKg')]: `<c r="${columnLetter(w('weightKg'))}3"><f t="shared" si="0"/><v>1</v></c>`,
        [w('remark')]: `<c r="${columnLetter(w('remark'))}3"/>`,
      }),
      // No r on the row nor on its cells: numbered after the ones before.
      dataRow(4).replace(/ r="[A-Z]*\d+"/g, ''),
    ].join('');
    const file = sheetJsLikeXlsx(worksheetPart(rows));
    const outcome = await outcomeOf(readImportSheet(file, limits()));
    if (!('rows' in outcome)) throw new Error(`refused: ${outcome.error}`);
    const [row2, row3, row4] = outcome.rows;
    expect(row2.values).toMatchObject({
      goodsName: 'Kopi Toraja', // ExcelJS: 'ko-pi' (the last <t> of the cell)
      remark: 'Fish & chips 中', // _x000D_ and &#10; are a line break, a whitespace run like any (ExcelJS kept '_x000D_')
      weightKg: '=R2/2',
      insured: 'Y',
      declaredValue: '#N/A',
    });
    expect(row2.formulas).toEqual(['weightKg']);
    expect(row3.values.weightKg).toBe('='); // a shared formula's other cells: as ExcelJS gave them
    expect(row3.formulas).toEqual(['weightKg']);
    expect(row3.values.remark).toBe('');
    expect(row4.rowNo).toBe(4); // ExcelJS: NaN, and the file refused
    expect(row4.values.customerOrderNo).toBe('HAND-000005');
  });

  it('reads x:-prefixed elements (ExcelJS found no rows in them)', async () => {
    const rows = [headerRow(), dataRow(2)].join('').replace(/<(\/?)(row|c|is|t)([ >])/g, '<$1x:$2$3');
    const file = sheetJsLikeXlsx(
      xmlPart(`<x:worksheet xmlns:x="${SPREADSHEET_NS}"><x:sheetData>${rows}</x:sheetData></x:worksheet>`),
    );
    const outcome = await outcomeOf(readImportSheet(file, limits()));
    expect('rows' in outcome && outcome.rows.map((row) => row.values.customerOrderNo)).toEqual([
      'HAND-000003',
    ]);
    expect(await outcomeOf(importRowsOf(excelJsSheetRows(file), limits()))).toEqual({
      error: 'import.missingColumns',
    });
  });

  it('reads the sheet the workbook lists first, wherever the zip stores it', async () => {
    const orders = worksheetPart(`${headerRow()}${dataRow(2)}`);
    const notes = worksheetPart(`<row r="1">${inlineStringCell('A1', 'notes')}</row>`);
    const file = writeTestZip([
      { name: 'xl/worksheets/sheet1.xml', data: notes },
      { name: 'xl/worksheets/sheet2.xml', data: orders },
      {
        name: 'xl/workbook.xml',
        data: xmlPart(
          `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_RELATIONSHIPS_NS}"><sheets><sheet name="Orders" sheetId="2" r:id="rId7"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: xmlPart(
          `<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
        ),
      },
      { name: '[Content_Types].xml', data: xmlPart('<Types/>') },
    ]);
    const outcome = await outcomeOf(readImportSheet(file, limits()));
    expect('rows' in outcome && outcome.rows.map((row) => row.rowNo)).toEqual([2]);
  });

  it('reads the same SheetJS-like file in full 30 times in a row (ExcelJS fed it as is failed about one read in five)', async () => {
    const rows = [headerRow(), ...Array.from({ length: 100 }, (_, i) => dataRow(i + 2))].join('');
    const file = sheetJsLikeXlsx(worksheetPart(rows));
    const counts: number[] = [];
    for (let read = 0; read < 30; read += 1) {
      const outcome = await outcomeOf(readImportSheet(file, limits()));
      counts.push('rows' in outcome ? outcome.rows.length : -1);
    }
    expect(counts).toEqual(Array(30).fill(100));
  });
});
