import { DEFAULT_COD_TERMS, commissionOf } from '../cod/cod.rules';
import { ledgerEntries, ledgerGoodsValue, type LedgerFacts } from './waybill-ledger.rules';

const NOTHING = {
  freight: 0,
  insurance: 0,
  codFee: 0,
  surcharges: 0,
  discount: 0,
  returnFee: 0,
  weightAdjustment: 0,
};

/** A parcel of Rp 20,000 freight, on no statement, no COD, of a customer billed by statement. */
const facts = (over: Partial<LedgerFacts> = {}): LedgerFacts => ({
  status: 'DELIVERED',
  codAmount: 0,
  declaredValue: 150_000,
  freightFee: 20_000,
  amounts: { ...NOTHING, freight: 20_000 },
  statementNo: null,
  freightSettlement: 'STATEMENT',
  freightNettedIn: null,
  codLine: null,
  expectedCommission: commissionOf(0, DEFAULT_COD_TERMS),
  returnFee: null,
  returnNettedIn: null,
  claims: [],
  lineCredits: [],
  ...over,
});

const where = (all: ReturnType<typeof ledgerEntries>) =>
  all.map((entry) => `${entry.kind} ${entry.amount} ${entry.settledIn} ${entry.documentNo ?? '-'}`);

describe('where each money entry of a waybill is settled', () => {
  it('bills the freight with its insurance and coupon on the statement, or nets them in a COD_NETTING batch', () => {
    const amounts = { ...NOTHING, freight: 20_000, insurance: 1_000, discount: 5_000 };
    expect(where(ledgerEntries(facts({ amounts, statementNo: 'MS202611000001' })))).toEqual([
      'FREIGHT 20000 STATEMENT MS202611000001',
      'INSURANCE 1000 STATEMENT MS202611000001',
      'COUPON 5000 STATEMENT MS202611000001',
    ]);
    expect(where(ledgerEntries(facts({ amounts, freightSettlement: 'COD_NETTING' })))).toEqual([
      'FREIGHT 20000 COD_BATCH -',
      'INSURANCE 1000 COD_BATCH -',
      'COUPON 5000 COD_BATCH -',
    ]);
    expect(where(ledgerEntries(facts({ freightSettlement: 'COD_NETTING', freightNettedIn: 'CB1' })))).toEqual(
      ['FREIGHT 20000 COD_BATCH CB1'],
    );
  });

  it('deducts the COD fee and its PPN in the batch that takes the line, expected before delivery, nowhere once reversed', () => {
    const cod = { codAmount: 200_000, expectedCommission: commissionOf(200_000, DEFAULT_COD_TERMS) };
    const line = {
      status: 'AWAITING_COLLECTION',
      commissionStatus: 'UNBILLED',
      goodsValue: 180_000,
      commission: 0,
      vat: 0,
      batchNo: null,
    };
    expect(where(ledgerEntries(facts({ ...cod, status: 'IN_TRANSIT', codLine: line })))).toEqual([
      'FREIGHT 20000 STATEMENT -',
      'COD_FEE 6000 COD_BATCH -',
      'COD_VAT 660 COD_BATCH -',
    ]);
    const remitted = {
      ...line,
      status: 'REMITTED',
      commissionStatus: 'DEDUCTED',
      commission: 6_000,
      vat: 660,
      batchNo: 'CB2',
    };
    expect(where(ledgerEntries(facts({ ...cod, codLine: remitted }))).slice(1)).toEqual([
      'COD_FEE 6000 COD_BATCH CB2',
      'COD_VAT 660 COD_BATCH CB2',
    ]);
    const reversed = { ...line, status: 'RETURNED', commissionStatus: 'REVERSED' };
    expect(where(ledgerEntries(facts({ ...cod, status: 'RETURNED', codLine: reversed }))).slice(1)).toEqual([
      'COD_FEE 0 NOWHERE -',
    ]);
    // a COD order written without scans has no line: its statement bills the fee by the same rule
    const billed = { ...NOTHING, freight: 20_000, codFee: 6_000 };
    expect(where(ledgerEntries(facts({ ...cod, amounts: billed, statementNo: 'MS1' }))).slice(1)).toEqual([
      'COD_FEE 6000 STATEMENT MS1',
    ]);
  });

  it('nets a return fee in the batch that took it, bills it on the statement otherwise, and leaves it open before either', () => {
    const returned = {
      status: 'RETURNED',
      returnFee: 12_000,
      amounts: { ...NOTHING, freight: 20_000, returnFee: 12_000 },
    };
    expect(where(ledgerEntries(facts({ ...returned, returnNettedIn: 'CB3' }))).at(-1)).toBe(
      'RETURN_FEE 12000 COD_BATCH CB3',
    );
    expect(where(ledgerEntries(facts({ ...returned, statementNo: 'MS2' }))).at(-1)).toBe(
      'RETURN_FEE 12000 STATEMENT MS2',
    );
    expect(where(ledgerEntries(facts({ ...returned }))).at(-1)).toBe('RETURN_FEE 12000 OPEN -');
    expect(where(ledgerEntries(facts({ status: 'RETURNING', returnFee: 12_000 }))).at(-1)).toBe(
      'RETURN_FEE 12000 OPEN -',
    );
  });

  it('credits a claim by offset on a statement or pays it by transfer, and a resolved line dispute on its statement', () => {
    const entries = ledgerEntries(
      facts({
        statementNo: 'MS4',
        claims: [
          {
            claimNo: 'CL1',
            amount: 50_000,
            payoutMethod: 'STATEMENT_OFFSET',
            creditNoteNo: 'CN4-01',
            statementNo: 'MS5',
            payoutReference: null,
          },
          {
            claimNo: 'CL2',
            amount: 70_000,
            payoutMethod: 'BANK_TRANSFER',
            creditNoteNo: null,
            statementNo: null,
            payoutReference: 'CLM-TRF-1',
          },
        ],
        lineCredits: [{ creditNoteNo: 'CN4-02', statementNo: 'MS4', amount: 1_000 }],
      }),
    );
    expect(
      entries.slice(1).map((entry) => [entry.kind, entry.settledIn, entry.documentNo, entry.reference]),
    ).toEqual([
      ['CLAIM', 'STATEMENT', 'MS5', 'CN4-01'],
      ['CLAIM', 'BANK_TRANSFER', 'CLM-TRF-1', 'CL2'],
      ['LINE_CREDIT', 'STATEMENT', 'MS4', 'CN4-02'],
    ]);
  });

  it('has no entry for a cancelled order', () => {
    expect(ledgerEntries(facts({ status: 'CANCELLED' }))).toEqual([]);
  });

  it("gives the COD line's goods value, the same rule without a line, the declared value without COD", () => {
    const line = {
      status: 'COLLECTED',
      commissionStatus: 'UNBILLED',
      goodsValue: 1_232_000,
      commission: 37_500,
      vat: 4_125,
      batchNo: null,
    };
    expect(ledgerGoodsValue(facts({ codAmount: 1_250_000, declaredValue: 0, codLine: line }))).toBe(
      1_232_000,
    );
    expect(ledgerGoodsValue(facts({ codAmount: 1_250_000, declaredValue: 0, freightFee: 18_000 }))).toBe(
      1_232_000,
    );
    expect(ledgerGoodsValue(facts({ codAmount: 0, declaredValue: 150_000 }))).toBe(150_000);
  });
});
