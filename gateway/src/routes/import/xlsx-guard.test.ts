import { ImportFileError } from './import-error';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits';
import { writeTestZip } from './test-zip';
import { checkXlsx } from './xlsx-guard';
import { readFirstSheetRows } from './xlsx-read/first-sheet-rows';

const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, maxRows: 1000 };
const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A sheet of `rows` one-cell rows whose `<dimension>` claims rows up to `dimensionLastRow`. */
function sheet(rows: number, dimensionLastRow: number): Buffer {
  const body = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>row ${i + 1}</t></is></c></row>`,
  ).join('');
  return xml(
    `<worksheet ${MAIN}><dimension ref="A1:AB${dimensionLastRow}"/><sheetData>${body}</sheetData></worksheet>`,
  );
}

/**
 * An xlsx whose workbook lists its sheets in the order given (the first is the one Excel shows and
 * the import reads), each stored at its own part name.
 */
function workbookOf(sheets: { part: string; data: Buffer }[]): Buffer {
  const listed = sheets
    .map((_, i) => `<sheet name="Sheet ${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const targets = sheets
    .map(
      ({ part }, i) =>
        `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="${part.replace('xl/', '')}"/>`,
    )
    .join('');
  return writeTestZip([
    {
      name: '[Content_Types].xml',
      data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(`<workbook ${MAIN} xmlns:r="${RELATIONSHIPS}"><sheets>${listed}</sheets></workbook>`),
    },
    { name: 'xl/_rels/workbook.xml.rels', data: xml(`<Relationships ${RELS}>${targets}</Relationships>`) },
    // Stored in part-name order, as Excel writes them: sheet1.xml comes first in the zip.
    ...[...sheets]
      .sort((a, b) => a.part.localeCompare(b.part))
      .map(({ part, data }) => ({ name: part, data })),
  ]);
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.failureCode;
    throw error;
  }
  return 'no failure';
}

async function rowsRead(file: Buffer): Promise<number> {
  let rows = 0;
  const options = { maxColumn: 30, maxTextChars: 100, sharedStringsPerRow: 30 };
  for await (const batch of readFirstSheetRows(file, limits, options)) rows += batch.length;
  return rows;
}

describe('the xlsx guard checks the sheet the import reads', () => {
  const small = sheet(3, 3);
  const huge = sheet(2, 200_001);

  it('refuses a workbook whose first sheet, stored as sheet2.xml, declares rows over the cap', async () => {
    const file = workbookOf([
      { part: 'xl/worksheets/sheet2.xml', data: huge },
      { part: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failure(checkXlsx(file, limits))).toBe('import.tooManyRows');
  });

  it('passes a workbook whose first sheet is small, whatever sheet1.xml declares', async () => {
    const file = workbookOf([
      { part: 'xl/worksheets/sheet2.xml', data: small },
      { part: 'xl/worksheets/sheet1.xml', data: huge },
    ]);
    const checked = await checkXlsx(file, limits);
    expect(checked.declaredRows).toBe(2);
    // The sheet the guard measured is the one the reader reads: three rows, not sheet1.xml's two.
    expect(await rowsRead(file)).toBe(3);
  });

  it('finds a first sheet stored under any name, and refuses a workbook whose first sheet is missing', async () => {
    const named = workbookOf([
      { part: 'xl/worksheets/orders.xml', data: huge },
      { part: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failure(checkXlsx(named, limits))).toBe('import.tooManyRows');

    const missing = writeTestZip([
      { name: '[Content_Types].xml', data: xml('<Types/>') },
      {
        name: 'xl/workbook.xml',
        data: xml(`<workbook xmlns:r="${RELATIONSHIPS}"><sheets><sheet r:id="rId1"/></sheets></workbook>`),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: xml(
          `<Relationships ${RELS}><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/gone.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failure(checkXlsx(missing, limits))).toBe('import.notXlsx');
  });
});
