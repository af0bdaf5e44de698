import type { ApiData } from '../api/types';

/** The ledger answer the page tests share: a delivered COD parcel, its fee deducted, its freight billed. */
export type LedgerAnswer = ApiData<'/customer-api/waybillLedger/get', 'get'>;

/**
 * GET /waybillLedger/get's answer for a COD parcel of Rp 1,250,000 with nothing declared (goods value
 * Rp 1,232,000: the COD less the freight), its COD fee and PPN deducted in batch CB20261121000101 and
 * paid out, its freight billed on statement MS202611000001 (the demo's parcel of issue 36).
 * @example
 * fakeGateway({ 'GET /customer-api/waybillLedger/get': () => ledgerAnswer() });
 */
export function ledgerAnswer(billCode = 'JP80100090093'): LedgerAnswer {
  return {
    billCode,
    customerOrderNo: 'COD-1-9009',
    codAmount: 1_250_000,
    goodsValue: 1_232_000,
    declaredValue: 0,
    entries: [
      {
        kind: 'FREIGHT',
        amount: 18_000,
        settledIn: 'STATEMENT',
        documentNo: 'MS202611000001',
        reference: null,
      },
      {
        kind: 'COUPON',
        amount: 5_000,
        settledIn: 'STATEMENT',
        documentNo: 'MS202611000001',
        reference: null,
      },
      {
        kind: 'COD_FEE',
        amount: 37_500,
        settledIn: 'COD_BATCH',
        documentNo: 'CB20261121000101',
        reference: null,
      },
      {
        kind: 'COD_VAT',
        amount: 4_125,
        settledIn: 'COD_BATCH',
        documentNo: 'CB20261121000101',
        reference: null,
      },
      {
        kind: 'CLAIM',
        amount: 50_000,
        settledIn: 'STATEMENT',
        documentNo: null,
        reference: 'CL20261125000001',
      },
    ],
    cod: {
      status: 'REMITTED',
      commissionStatus: 'DEDUCTED',
      net: 1_208_375,
      batchNo: 'CB20261121000101',
      batchStatus: 'PAID',
      expectedPayDay: '2026-11-24',
      paidAt: '2026-11-24T02:00:00.000Z',
      transferReference: 'TRF20261124000101',
    },
    statement: {
      statementNo: 'MS202611000001',
      period: '2026-11',
      status: 'ISSUED',
      lineTotal: 50_500,
      settledAmount: 37_500,
      billed: 13_000,
      settledBatchNo: null,
    },
  };
}
