import { PassThrough } from 'node:stream';
import { loadConfig } from '../../../config';
import type { toStatementLine, toStatementRecord } from './statement.repo';
import { readPdf } from '../../../test/pdf-text';
import { writeStatementPdf } from './statement.render';

type Header = ReturnType<typeof toStatementRecord>;
type Line = ReturnType<typeof toStatementLine>;

const seller = {
  ...loadConfig({}).invoiceSeller,
  name: 'PT Kurir Uji Sejahtera',
  npwp: '0987654321098000',
  bankName: 'Bank Mandiri',
  bankAccount: '123-00-9876543-2',
  bankHolder: 'PT Kurir Uji Sejahtera',
};

const header: Header = {
  id: 1,
  statementNo: 'MS20261100001',
  legalName: 'PT Nusantara Niaga',
  npwp: '0123456789012345',
  period: '2026-11',
  issueDay: '2026-12-01',
  dueDay: '2026-12-15',
  eFakturNo: '',
  status: 'ISSUED',
  lineCount: 2,
  freight: 40_000,
  insurance: 2_000,
  codFee: 6_000,
  surcharges: 0,
  discount: 2_500,
  returnFee: 9_000,
  weightAdjustment: 0,
  taxBase: 39_500,
  ppnRateBp: 110,
  ppn: 435,
  pph23RateBp: 200,
  pph23: 790,
  creditNotes: 0,
  settledAmount: 15_000,
  receivables: 0,
  amountDue: 39_145,
  paidAmount: 0,
  outstanding: 39_145,
} as unknown as Header;

const line = (over: Partial<Line>): Line =>
  ({
    id: 1,
    billCode: 'JP8010000001',
    day: '2026-11-14',
    outcome: 'DELIVERED',
    destProvince: 'JAWA BARAT',
    destCity: 'BANDUNG',
    productType: 'EZ',
    actualKg: 1,
    volumetricKg: 0,
    chargeableKg: 1,
    freight: 20_000,
    insurance: 2_000,
    codFee: 6_000,
    surcharges: 0,
    discount: 2_500,
    returnFee: 0,
    weightAdjustment: 0,
    lineTotal: 25_500,
    settledAmount: 6_000,
    settledBatchNo: null,
    ...over,
  }) as Line;

/** The statement's PDF whole, in one buffer. */
async function renderStatementPdf(
  ...args: Parameters<typeof writeStatementPdf> extends [...infer A, unknown] ? A : never
) {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeStatementPdf(...args, sink);
  return Buffer.concat(chunks);
}

async function* batchesOf(lines: Line[]) {
  yield lines;
}

describe('statement PDF invoice', () => {
  it('names seller and buyer with their NPWP, the statement number, per-line charges, bank and due date', async () => {
    const lines = [
      line({}),
      line({
        id: 2,
        billCode: 'JP8010000002',
        outcome: 'RETURNED',
        destProvince: 'NUSA TENGGARA TIMUR',
        destCity: 'KABUPATEN TIMOR TENGAH SELATAN SOE KOTA',
        codFee: 0,
        discount: 0,
        insurance: 0,
        returnFee: 9_000,
        lineTotal: 29_000,
        settledAmount: 9_000,
      }),
    ];
    const { text, pages } = readPdf(await renderStatementPdf(header, batchesOf(lines), 'id', seller));
    expect(pages).toHaveLength(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Faktur tagihan',
      'PT Kurir Uji Sejahtera',
      'NPWP: 0987 6543 2109 8000',
      'PT Nusantara Niaga',
      'NPWP: 0123 4567 8901 2345',
      'No. tagihan: MS20261100001',
      'Jatuh tempo: 2026-12-15',
      'JP8010000001',
      'JP8010000002',
      '20.000',
      'Bank Mandiri',
      '123-00-9876543-2',
      'Rp 39.145',
    ])
      expect(flat).toContain(expected);
    // the long destination wraps inside its column: every word of it is printed
    for (const word of ['KABUPATEN', 'TIMOR', 'TENGAH', 'SELATAN', 'SOE', 'KOTA', 'TIMUR'])
      expect(flat).toContain(word);
    // no e-Faktur number before one is issued, nor an invented one
    expect(flat).not.toContain('e-Faktur');
    expect(flat).not.toMatch(/010\.\d/);
  });

  it('says the buyer has no NPWP when its customer data has none, and prints an issued e-Faktur number', async () => {
    const { text } = readPdf(
      await renderStatementPdf(
        { ...header, npwp: null, eFakturNo: '04002600000012345' },
        batchesOf([line({})]),
        'en',
        seller,
      ),
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('NPWP: not registered');
    expect(flat).toContain('e-Faktur no.: 04002600000012345');
    expect(flat).toContain('Please pay by 2026-12-15 to Bank Mandiri');
  });

  it('keeps the table header on each page of a long statement', async () => {
    const many = Array.from({ length: 90 }, (_, i) =>
      line({ id: i + 1, billCode: `JP80100${String(i).padStart(5, '0')}` }),
    );
    const { text } = readPdf(await renderStatementPdf(header, batchesOf(many), 'en', seller));
    expect(text.match(/Waybill/g)?.length).toBeGreaterThanOrEqual(2);
    for (const row of many) expect(text).toContain(row.billCode);
  });
});
