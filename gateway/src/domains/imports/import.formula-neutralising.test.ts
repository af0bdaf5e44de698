import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './import-columns.rules';
import { cellText } from './import-sheet-reader.service';
import { buildDestinationWorkbook, buildErrorWorkbook } from './import-workbooks.render';
import { writeXlsx } from '../../lib/xlsx-write/xlsx';
import { neutraliseFormula, restoreNeutralised } from '../../lib/xlsx-write/spreadsheet-formula';

const ATTACK = '=HYPERLINK("http://evil.example/x","click")';

async function sheetValues(data: Buffer, sheet = 1): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[sheet - 1].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function* once<T>(rows: T[]): AsyncIterable<T> {
  for (const row of rows) yield row;
}

describe('spreadsheet formula neutralising (issue 16 part 4)', () => {
  it('prefixes an apostrophe to text starting with = + - @ tab or a line break, nothing else', () => {
    for (const text of [ATTACK, '+6281234567890', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\n=1'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const value of ['Kemeja batik', "'already", '', 'a=b', 12, -5, null])
      expect(neutraliseFormula(value)).toBe(value);
  });

  it('is undone by the import for our own prefix only', () => {
    expect(restoreNeutralised(neutraliseFormula(ATTACK))).toBe(ATTACK);
    expect(restoreNeutralised("'+6281234567890")).toBe('+6281234567890');
    expect(restoreNeutralised("'hello")).toBe("'hello");
    const phone = IMPORT_COLUMNS.find((column) => column.key === 'receiverPhone')!;
    expect(cellText("'+6281234567890", phone)).toBe('+6281234567890');
  });

  it('neutralises the import error download like the order exports (it wrote =HYPERLINK bare)', async () => {
    const rowData = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, 'x']));
    rowData.goodsName = ATTACK;
    rowData.receiverPhone = '+6281234567890';
    rowData.remark = '@cmd';
    const data = await buildErrorWorkbook('en', once([{ rowData, reasons: ['-bad phone'] }]));
    const [, row] = await sheetValues(data);
    const at = (key: string) => row[IMPORT_COLUMNS.findIndex((column) => column.key === key)];
    expect(at('goodsName')).toBe(`'${ATTACK}`);
    expect(at('receiverPhone')).toBe("'+6281234567890");
    expect(at('remark')).toBe("'@cmd");
    expect(row[IMPORT_COLUMNS.length]).toBe("'-bad phone");
    // read back as an import does: what the shipper typed
    expect(
      cellText(
        at('goodsName'),
        IMPORT_COLUMNS.find((c) => c.key === 'goodsName')!,
      ),
    ).toBe(ATTACK);
  });

  it('neutralises the destination summary and the order exports the same way', async () => {
    const destinations = await buildDestinationWorkbook('en', [
      { billCode: 'JP1', receiverProvince: ATTACK, receiverCity: '+city', receiverDistrict: 'Menteng' },
    ]);
    const [, waybill] = await sheetValues(destinations);
    expect(waybill.slice(0, 4)).toEqual(['JP1', `'${ATTACK}`, "'+city", 'Menteng']);

    const orders = await writeXlsx(
      'Orders',
      [
        {
          header: { zh: '名', en: 'Name', id: 'Nama', th: 'ชื่อ', km: 'ឈ្មោះ', ms: 'Nama', vi: 'Tên' },
          width: 10,
          value: (row: { name: string }) => row.name,
        },
        {
          header: {
            zh: '数',
            en: 'Count',
            id: 'Jumlah',
            th: 'จำนวน',
            km: 'ចំនួន',
            ms: 'Bilangan',
            vi: 'Số lượng',
          },
          width: 10,
          value: () => -3,
        },
      ],
      [[{ name: ATTACK }]],
      'en',
    );
    expect((await sheetValues(orders))[1]).toEqual([`'${ATTACK}`, -3]);
  });
});
