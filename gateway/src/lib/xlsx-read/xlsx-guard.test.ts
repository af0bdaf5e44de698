import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits';
import { failureCodeOf } from './test-failure-code';
import {
  inlineStringSheet,
  OFFICE_RELATIONSHIPS_NS,
  PACKAGE_RELATIONSHIPS_NS,
  workbookOfSheets,
  xmlPart,
} from './test-xlsx';
import { writeTestZip } from './test-zip';
import { checkXlsx } from './xlsx-guard';
import { readFirstSheetRows } from './first-sheet-rows';

const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, maxRows: 1000 };

/** A sheet of `rows` one-cell rows whose `<dimension>` claims rows up to `dimensionLastRow`. */
const sheet = (rows: number, dimensionLastRow: number): Buffer =>
  inlineStringSheet(
    Array.from({ length: rows }, (_, i) => [`row ${i + 1}`]),
    { dimension: `A1:AB${dimensionLastRow}` },
  );

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
    const file = workbookOfSheets([
      { part: 'xl/worksheets/sheet2.xml', data: huge },
      { part: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failureCodeOf(checkXlsx(file, limits))).toBe('import.tooManyRows');
  });

  it('passes a workbook whose first sheet is small, whatever sheet1.xml declares', async () => {
    const file = workbookOfSheets([
      { part: 'xl/worksheets/sheet2.xml', data: small },
      { part: 'xl/worksheets/sheet1.xml', data: huge },
    ]);
    const checked = await checkXlsx(file, limits);
    expect(checked.declaredRows).toBe(2);
    // The sheet the guard measured is the one the reader reads: three rows, not sheet1.xml's two.
    expect(await rowsRead(file)).toBe(3);
  });

  it('finds a first sheet stored under any name, and refuses a workbook whose first sheet is missing', async () => {
    const named = workbookOfSheets([
      { part: 'xl/worksheets/orders.xml', data: huge },
      { part: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failureCodeOf(checkXlsx(named, limits))).toBe('import.tooManyRows');

    const missing = writeTestZip([
      { name: '[Content_Types].xml', data: xmlPart('<Types/>') },
      {
        name: 'xl/workbook.xml',
        data: xmlPart(
          `<workbook xmlns:r="${OFFICE_RELATIONSHIPS_NS}"><sheets><sheet r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: xmlPart(
          `<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="worksheets/gone.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: small },
    ]);
    expect(await failureCodeOf(checkXlsx(missing, limits))).toBe('import.notXlsx');
  });
});
