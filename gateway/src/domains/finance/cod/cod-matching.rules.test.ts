import {
  MATCHING_COLUMNS,
  classifyMatchingRow,
  lineOfReference,
  matchingColumnsOfHeader,
  parseMatchingRow,
  parseRupiah,
  splitDuplicates,
  type KnownCodLine,
} from './cod-matching.rules';
import { LANGS } from '../../../i18n/language';

const line = (over: Partial<KnownCodLine> = {}): KnownCodLine => ({
  billCode: 'JT0000000001',
  customerOrderNo: 'SO-1',
  codAmount: 150_000,
  lineStatus: 'REMITTED',
  batchNo: 'B1',
  batchStatus: 'PAID',
  expectedPayDay: '2026-11-05',
  paidAt: '2026-11-05T03:00:00.000Z',
  ...over,
});

describe('settlement matching rules', () => {
  it('reads whole rupiah from numbers and the usual ways of writing them, nothing else', () => {
    expect(parseRupiah(150000)).toBe(150_000);
    expect(parseRupiah('150000')).toBe(150_000);
    expect(parseRupiah('150.000')).toBe(150_000);
    expect(parseRupiah('1,234,567')).toBe(1_234_567);
    expect(parseRupiah('Rp 1.234.567')).toBe(1_234_567);
    expect(parseRupiah('Rp.50.000')).toBe(50_000);
    expect(parseRupiah('abc')).toBeNull();
    expect(parseRupiah('12.5')).toBeNull();
    expect(parseRupiah(12.5)).toBeNull();
    expect(parseRupiah(-1)).toBeNull();
    expect(parseRupiah('1.23.456')).toBeNull();
    expect(parseRupiah(true)).toBeNull();
  });

  it.each(LANGS)('finds the two columns by the template headers written in %s', (lang) => {
    expect(
      matchingColumnsOfHeader([undefined, ...MATCHING_COLUMNS.map((column) => column.headers[lang])]),
    ).toEqual({ columns: { reference: 1, expectedAmount: 2 }, missing: [] });
  });

  it('finds the two columns by header in any language and names the missing one', () => {
    expect(
      matchingColumnsOfHeader(['Số tiền COD dự kiến', 'เลขที่ใบนำส่งหรือเลขที่ออเดอร์ของลูกค้า']).columns,
    ).toEqual({ reference: 1, expectedAmount: 0 });
    expect(
      matchingColumnsOfHeader([undefined, 'Waybill or customer order no.', ' expected cod AMOUNT ']).columns,
    ).toEqual({
      reference: 1,
      expectedAmount: 2,
    });
    expect(
      matchingColumnsOfHeader([undefined, '运单号或客户订单号', 'Nilai COD yang diharapkan']).missing,
    ).toEqual([]);
    expect(matchingColumnsOfHeader([undefined, 'No. resi atau no. pesanan', 'Foo']).missing).toEqual([
      'expectedAmount',
    ]);
  });

  it('parses a row into its reference and amount, its errors, or blank', () => {
    const columns = { reference: 1, expectedAmount: 2 };
    expect(parseMatchingRow([undefined, ' JT1 ', '150.000'], columns)).toEqual({
      kind: 'row',
      reference: 'JT1',
      expectedAmount: 150_000,
    });
    expect(parseMatchingRow([undefined, 800000001, 5], columns)).toEqual({
      kind: 'row',
      reference: '800000001',
      expectedAmount: 5,
    });
    expect(parseMatchingRow([undefined, '', ' '], columns)).toEqual({ kind: 'blank' });
    expect(parseMatchingRow([undefined, 'JT1', 'abc'], columns)).toEqual({
      kind: 'error',
      errors: ['nonNumericAmount'],
    });
    expect(parseMatchingRow([undefined, '', 'abc'], columns)).toEqual({
      kind: 'error',
      errors: ['emptyReference', 'nonNumericAmount'],
    });
    expect(parseMatchingRow([undefined, '', 100], columns)).toEqual({
      kind: 'error',
      errors: ['emptyReference'],
    });
    expect(parseMatchingRow([undefined, 'JT1'], columns)).toEqual({ kind: 'error', errors: ['emptyAmount'] });
    expect(parseMatchingRow([undefined, 'JT1', { formula: 'A1*2' }], columns)).toEqual({
      kind: 'error',
      errors: ['formula'],
    });
  });

  it('classifies: paid (batch PAID, line remitted) as expected or not, not paid yet, unknown', () => {
    expect(classifyMatchingRow(150_000, line())).toEqual({
      result: 'PAID_AS_EXPECTED',
      difference: 0,
      expectedPayDay: null,
    });
    expect(classifyMatchingRow(160_000, line())).toMatchObject({
      result: 'PAID_DIFFERENT_AMOUNT',
      difference: 10_000,
    });
    expect(classifyMatchingRow(140_000, line())).toMatchObject({
      result: 'PAID_DIFFERENT_AMOUNT',
      difference: -10_000,
    });
    for (const batchStatus of [null, 'GENERATED', 'AGREED', 'PAYMENT_SCHEDULED', 'TRANSFER_FAILED'])
      expect(classifyMatchingRow(150_000, line({ batchStatus, lineStatus: 'IN_BATCH' }))).toEqual({
        result: 'NOT_PAID_YET',
        difference: 0,
        expectedPayDay: '2026-11-05',
      });
    expect(classifyMatchingRow(1, line({ batchStatus: null })).difference).toBe(1 - 150_000);
    expect(classifyMatchingRow(150_000, undefined)).toEqual({
      result: 'UNKNOWN_TO_COURIER',
      difference: null,
      expectedPayDay: null,
    });
  });

  it('counts a line disputed in a paid batch as not paid yet, with no pay day until it is resolved', () => {
    expect(classifyMatchingRow(150_000, line({ lineStatus: 'DISPUTED' }))).toEqual({
      result: 'NOT_PAID_YET',
      difference: 0,
      expectedPayDay: null,
    });
  });

  it('finds a line by waybill (any case) before the customer order number', () => {
    const a = line();
    const b = line({ billCode: 'JT0000000002', customerOrderNo: 'JT0000000001x' });
    const byBillCode = new Map([
      [a.billCode, a],
      [b.billCode, b],
    ]);
    const byOrderNo = new Map([
      [a.customerOrderNo, a],
      [b.customerOrderNo, b],
    ]);
    expect(lineOfReference('jt0000000002', byBillCode, byOrderNo)).toBe(b);
    expect(lineOfReference('SO-1', byBillCode, byOrderNo)).toBe(a);
    expect(lineOfReference('SO-9', byBillCode, byOrderNo)).toBeUndefined();
  });

  it('keeps the first row of a reference (any case) and names it in each repeat', () => {
    const rows = [
      { rowNo: 2, reference: 'JT1', expectedAmount: 1 },
      { rowNo: 3, reference: 'JT2', expectedAmount: 2 },
      { rowNo: 5, reference: 'jt1', expectedAmount: 3 },
      { rowNo: 9, reference: 'JT1', expectedAmount: 4 },
    ];
    const { unique, duplicates } = splitDuplicates(rows);
    expect(unique.map((r) => r.rowNo)).toEqual([2, 3]);
    expect(duplicates).toEqual([
      { rowNo: 5, firstRowNo: 2 },
      { rowNo: 9, firstRowNo: 2 },
    ]);
  });
});
