import ExcelJS from 'exceljs';
import { registerMessages } from '../../../i18n/messages';
import { DEFAULT_IMPORT_LIMITS } from '../../../lib/xlsx-read/limits';
import { codMatchingMessages } from './cod-matching.messages';
import type { KnownCodLine } from './cod-matching.rules';
import { matchingAnswer, readMatchingRows } from './cod-matching.service';

registerMessages(codMatchingMessages);

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('matching');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EN_HEADER = ['Waybill or customer order no.', 'Expected COD amount'];
const ID_HEADER = ['No. resi atau no. pesanan', 'Nilai COD yang diharapkan'];

const line = (over: Partial<KnownCodLine>): KnownCodLine => ({
  billCode: 'JT0000000001',
  customerOrderNo: 'SO-1',
  codAmount: 150_000,
  lineStatus: 'REMITTED',
  batchNo: 'B1',
  batchStatus: 'PAID',
  expectedPayDay: null,
  paidAt: '2026-11-05T03:00:00.000Z',
  ...over,
});

describe('reading a settlement matching file (readMatchingRows)', () => {
  it('reads the rows under a header in any language, skips blank rows, and lists bad and repeated rows by row', async () => {
    const file = await xlsxOf([
      ['Nilai COD yang diharapkan', 'No. resi atau no. pesanan'],
      ['150.000', 'JT0000000001'],
      [null, null],
      ['', 'JT0000000002'],
      [99_000, 'SO-7'],
      ['Rp 1.000', 'jt0000000001'],
    ]);
    const read = await readMatchingRows(file, DEFAULT_IMPORT_LIMITS, 'en');
    expect(read.total).toBe(4);
    expect(read.unique).toEqual([
      { rowNo: 2, reference: 'JT0000000001', expectedAmount: 150_000 },
      { rowNo: 5, reference: 'SO-7', expectedAmount: 99_000 },
    ]);
    expect(read.errors).toEqual([
      { rowNo: 4, codes: ['emptyAmount'], messages: ['the expected COD amount is empty'] },
      { rowNo: 6, codes: ['duplicateReference'], messages: ['the same reference as row 2'] },
    ]);
  });

  it('refuses a file without one of the columns, naming it in the request language', async () => {
    const file = await xlsxOf([
      [ID_HEADER[0], 'Catatan'],
      ['JT0000000001', 'x'],
    ]);
    await expect(readMatchingRows(file, DEFAULT_IMPORT_LIMITS, 'id')).rejects.toMatchObject({
      msgKey: 'import.missingColumns',
      params: { columns: ID_HEADER[1] },
    });
  });

  it('refuses a file with no data row, and one over the row cap', async () => {
    await expect(
      readMatchingRows(await xlsxOf([EN_HEADER, [null, null]]), DEFAULT_IMPORT_LIMITS, 'en'),
    ).rejects.toMatchObject({ msgKey: 'import.noDataRows' });
    const threeRows = await xlsxOf([EN_HEADER, ['A1', 1], ['A2', 2], ['A3', 3]]);
    await expect(
      readMatchingRows(threeRows, { ...DEFAULT_IMPORT_LIMITS, maxRows: 2 }, 'en'),
    ).rejects.toMatchObject({ msgKey: 'import.tooManyRows' });
  });
});

describe('the matching answer (matchingAnswer)', () => {
  it('classifies each row against the line its reference names and counts per result, row errors as ERROR', () => {
    const paid = line({});
    const different = line({ billCode: 'JT0000000002', customerOrderNo: 'SO-2', codAmount: 90_000 });
    const unpaid = line({
      billCode: 'JT0000000003',
      customerOrderNo: 'SO-3',
      lineStatus: 'PENDING',
      batchNo: null,
      batchStatus: null,
      expectedPayDay: '2026-11-20',
      paidAt: null,
    });
    const known = {
      byBillCode: new Map([paid, different].map((l) => [l.billCode, l])),
      byOrderNo: new Map([[unpaid.customerOrderNo, unpaid]]),
    };
    const error = { rowNo: 9, codes: ['emptyReference' as const], messages: ['empty'] };
    const answer = matchingAnswer(
      {
        total: 5,
        unique: [
          { rowNo: 2, reference: 'JT0000000001', expectedAmount: 150_000 },
          { rowNo: 3, reference: 'jt0000000002', expectedAmount: 100_000 },
          { rowNo: 4, reference: 'SO-3', expectedAmount: 150_000 },
          { rowNo: 5, reference: 'NOPE', expectedAmount: 1 },
        ],
        errors: [error],
      },
      known,
      'en',
    );
    expect(answer.total).toBe(5);
    expect(answer.counts).toEqual({
      PAID_AS_EXPECTED: 1,
      PAID_DIFFERENT_AMOUNT: 1,
      NOT_PAID_YET: 1,
      UNKNOWN_TO_COURIER: 1,
      ERROR: 1,
    });
    expect(answer.errors).toEqual([error]);
    expect(answer.compared).toMatch(/^Compared: your expected amount/);
    expect(answer.rows.map((row) => [row.rowNo, row.result, row.billCode, row.difference])).toEqual([
      [2, 'PAID_AS_EXPECTED', 'JT0000000001', 0],
      [3, 'PAID_DIFFERENT_AMOUNT', 'JT0000000002', 10_000],
      [4, 'NOT_PAID_YET', 'JT0000000003', 0],
      [5, 'UNKNOWN_TO_COURIER', null, null],
    ]);
    expect(answer.rows[2]).toMatchObject({ expectedPayDay: '2026-11-20', batchNo: null, paidAt: null });
  });
});
