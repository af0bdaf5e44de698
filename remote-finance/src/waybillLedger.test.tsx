import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, ledgerAnswer, renderPage, type FakeGateway } from 'shared/testing';
import type { CodLine } from './codBillpage/api';
import CodBillPage from './codBillpage/CodBillPage';
import type { Batch, BatchDetail } from './codeReconciliation/api';
import CodeReconciliationPage from './codeReconciliation/CodeReconciliationPage';
import type { Statement, StatementDetail } from './monthlyStatement/api';
import MonthlyStatementPage from './monthlyStatement/MonthlyStatementPage';

/**
 * Issue 36 item 2: the waybill ledger opens from a COD bill row, a COD batch line and a monthly
 * statement line, and with the same gateway answer every one of them shows the same figures.
 */
jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const BILL_CODE = 'JP80100090093';
const BATCH_NO = 'CB20261121000101';
const LEDGER = '/customer-api/waybillLedger/get';

const codLine: CodLine = {
  id: 9,
  orderId: 108,
  billCode: BILL_CODE,
  customerOrderNo: 'COD-1-9009',
  productType: 'EZ',
  codAmount: 1_250_000,
  goodsValue: 1_232_000,
  status: 'REMITTED',
  deliveredAt: '2026-11-19T04:00:00Z',
  signer: 'Vina Wibowo',
  expectedPayoutDay: '2026-11-21',
  batchId: 2,
  batchNo: BATCH_NO,
};

const batch: Batch = {
  id: 2,
  batchNo: BATCH_NO,
  status: 'PAID',
  periodFrom: '2026-11-19',
  periodTo: '2026-11-19',
  cutOffDay: '2026-11-21',
  parcelCount: 1,
  grossCod: 1_250_000,
  commission: 37_500,
  vat: 4_125,
  returnFees: 0,
  freightNetted: 0,
  adjustments: 0,
  netPayout: 1_208_375,
  shortfall: 0,
  bankCode: 'BCA',
  bankAccountMasked: '******3456',
  bankHolder: 'PT Nusantara Niaga',
  plannedPayDay: '2026-11-24',
  autoAgreeDay: '2026-11-26',
  mailedAt: '2026-11-21T02:00:00Z',
  verifiedAt: null,
  agreedAt: '2026-11-23T02:00:00Z',
  autoAgreed: false,
  paidAt: '2026-11-24T02:00:00Z',
  transferReference: 'TRF20261124000101',
};
const batchDetail: BatchDetail = {
  batch,
  lines: [{ ...codLine, commission: 37_500, vat: 4_125 }],
  returns: [],
  freight: [],
  disputes: [],
  events: [],
};

const statement: Statement = {
  id: 4,
  statementNo: 'MS202611000001',
  legalName: 'PT Nusantara Niaga',
  npwp: null,
  period: '2026-11',
  issueDay: '2026-12-01',
  dueDay: '2026-12-15',
  eFakturNo: '',
  status: 'ISSUED',
  lineCount: 1,
  freight: 18_000,
  insurance: 0,
  codFee: 37_500,
  surcharges: 0,
  discount: 5_000,
  returnFee: 0,
  weightAdjustment: 0,
  taxBase: 13_000,
  ppnRateBp: 110,
  ppn: 143,
  pph23RateBp: 200,
  pph23: 260,
  creditNotes: 0,
  settledAmount: 37_500,
  receivables: 0,
  amountDue: 12_883,
  paidAmount: 0,
  outstanding: 12_883,
};
const statementDetail: StatementDetail = {
  statement,
  lines: {
    current: 1,
    size: 20,
    total: 1,
    pages: 1,
    records: [
      {
        id: 31,
        billCode: BILL_CODE,
        day: '2026-11-19',
        outcome: 'DELIVERED',
        destProvince: 'JAWA BARAT',
        destCity: 'BANDUNG',
        productType: 'EZ',
        actualKg: 0.2,
        volumetricKg: 0,
        chargeableKg: 1,
        freight: 18_000,
        insurance: 0,
        codFee: 37_500,
        surcharges: 0,
        discount: 5_000,
        returnFee: 0,
        weightAdjustment: 0,
        lineTotal: 50_500,
        settledAmount: 37_500,
        settledBatchNo: null,
      },
    ],
  },
  receivables: [],
  disputes: [],
  creditNotes: [],
  payments: [],
};

let gateway: FakeGateway;
beforeEach(() => {
  gateway = fakeGateway({
    'POST /customer-api/codBill/page': () => ({
      current: 1,
      size: 10,
      total: 1,
      pages: 1,
      records: [codLine],
      cards: { held: 0, inProcess: 0, paidThisMonth: 1_208_375 },
    }),
    'GET /customer-api/codPayout/calendar': () => ({
      from: '2026-11-28',
      to: '2026-12-28',
      days: [],
      totals: { batchCount: 0, batchNet: 0, lineCount: 0, expectedNet: 0, total: 0 },
      carriedOver: { lineCount: 0, expectedNet: 0 },
    }),
    'POST /customer-api/codReconciliation/list': () => ({
      current: 1,
      size: 10,
      total: 1,
      pages: 1,
      records: [batch],
    }),
    'GET /customer-api/codReconciliation/detail': () => batchDetail,
    'POST /customer-api/monthlyStatement/page': () => ({
      current: 1,
      size: 10,
      total: 1,
      pages: 1,
      records: [statement],
    }),
    'GET /customer-api/monthlyStatement/detail': () => statementDetail,
    [`GET ${LEDGER}`]: () => ledgerAnswer(BILL_CODE),
  });
});

/** Clicks 'Money' in `row` and answers the ledger drawer's text, then closes it. */
async function ledgerFrom(row: HTMLElement): Promise<string> {
  await user.click(within(row).getByRole('button', { name: 'Money' }));
  const ledger = await screen.findByTestId('waybill-ledger');
  expect(screen.getByText(`Money of waybill ${BILL_CODE}`)).toBeInTheDocument();
  return ledger.textContent ?? '';
}

/** The table row that shows `text` (the waybill is in one row of the screen or its drawer). */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

it('shows the same ledger from a COD bill row, a COD batch line and a statement line', async () => {
  const bill = await renderPage(<CodBillPage />, { btnList: ['codBillpage_DETAIL'] });
  const fromBill = await ledgerFrom(await rowOf(BILL_CODE));
  bill.unmount();

  const batches = await renderPage(<CodeReconciliationPage />, { btnList: ['codeReconciliation_DETAIL'] });
  await user.click(within(await rowOf(BATCH_NO)).getByRole('button', { name: 'Open' }));
  await screen.findByTestId('batch-totals');
  const fromBatch = await ledgerFrom(await rowOf(BILL_CODE));
  batches.unmount();

  await renderPage(<MonthlyStatementPage />, { btnList: ['monthlyStatement_DETAIL'] });
  await user.click(within(await rowOf('MS202611000001')).getByRole('button', { name: 'Open' }));
  await screen.findByTestId('statement-header');
  const fromStatement = await ledgerFrom(await rowOf(BILL_CODE));

  expect(fromBill).toContain('Goods valueRp 1.232.000');
  expect(fromBill).toContain(`COD feeRp 37.500COD batch ${BATCH_NO}`);
  expect(fromBatch).toBe(fromBill);
  expect(fromStatement).toBe(fromBill);
  expect(gateway.calls(LEDGER).map((call) => call.query)).toEqual([
    { billCode: BILL_CODE },
    { billCode: BILL_CODE },
    { billCode: BILL_CODE },
  ]);
});

it('offers the ledger only with the detail key of the page', async () => {
  await renderPage(<CodBillPage />, { btnList: [] });
  const row = await rowOf(BILL_CODE);
  expect(within(row).queryByRole('button', { name: 'Money' })).not.toBeInTheDocument();
});
