import * as XLSX from 'xlsx';
import { buildWorkbook, exportCell, exportLines, exportToXlsx } from './exportXlsx';
import type { ListColumn } from './types';

jest.mock('xlsx', () => {
  const actual = jest.requireActual<typeof import('xlsx')>('xlsx');
  return { ...actual, writeFile: jest.fn() };
});

type Row = { name: string; weight: number | null; goodsType: string };
const columns: ListColumn<Row>[] = [
  { prop: 'name', label: 'Name' },
  { prop: 'weight', label: 'Weight' },
  { prop: 'goodsType', label: 'Type' },
];
const dictionaries = { goodsType: [{ value: 'DOC', label: 'Documents' }] };

function roundTrip(lines: (string | number)[][]) {
  const written = XLSX.write(buildWorkbook(XLSX.utils, lines), { type: 'buffer', bookType: 'xlsx' });
  const sheet = XLSX.read(written, { type: 'buffer' }).Sheets.Sheet1;
  return sheet;
}

describe('client-side xlsx export', () => {
  it('writes the labels as the header and display values per row (dictionary labels, -- when empty)', () => {
    const lines = exportLines(
      columns,
      [
        { name: 'Box', weight: 1.5, goodsType: 'DOC' },
        { name: 'Bag', weight: null, goodsType: 'X' },
      ],
      dictionaries,
    );
    expect(lines).toEqual([
      ['Name', 'Weight', 'Type'],
      ['Box', 1.5, 'Documents'],
      ['Bag', '--', 'X'],
    ]);
    const sheet = roundTrip(lines);
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1.5 });
  });

  it('writes cells starting with = + - @ tab or CR as text, never as a formula', () => {
    for (const risky of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(exportCell(risky)).toMatchObject({ t: 's', v: risky });
    const sheet = roundTrip([['Name'], ['=HYPERLINK("http://evil","x")']]);
    expect(sheet.A2.t).toBe('s');
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.A2.v).toBe('=HYPERLINK("http://evil","x")');
  });

  it("names the file 'list' by default", async () => {
    await exportToXlsx({ columns, rows: [], dictionaries });
    expect(XLSX.writeFile).toHaveBeenCalledWith(expect.anything(), 'list.xlsx', expect.anything());
    await exportToXlsx({ columns, rows: [], dictionaries, fileName: 'goods' });
    expect(XLSX.writeFile).toHaveBeenLastCalledWith(expect.anything(), 'goods.xlsx', expect.anything());
  });
});
