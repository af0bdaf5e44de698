import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { CommissionDetail, CommissionLine, CommissionPage } from './api';
import CodReconciliationPage from './CodReconciliationPage';

const PAGE = '/customer-api/codCommission/page';
const DETAIL = '/customer-api/codCommission/detail';
let gateway: FakeGateway;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const row: CommissionLine = {
  id: 7,
  billCode: 'JP80100000011',
  feeBase: 200_000,
  rateBp: 300,
  minFee: 3_000,
  fee: 6_000,
  vat: 660,
  total: 6_660,
  status: 'BILLED',
  deliveredAt: '2026-11-02T03:00:00Z',
  batchNo: 'CB20261104000101',
};
const page: CommissionPage = {
  current: 1,
  size: 10,
  total: 1,
  pages: 1,
  records: [row],
  totals: { fee: 6_000, vat: 660, total: 6_660, count: 1 },
};
const detail: CommissionDetail = {
  ...row,
  vatRateBp: 1_200,
  vatBase: '11/12',
  line: {
    id: 7,
    orderId: 1,
    billCode: row.billCode,
    customerOrderNo: 'COD-1',
    productType: 'EZ',
    codAmount: 200_000,
    goodsValue: 180_000,
    status: 'IN_BATCH',
    deliveredAt: row.deliveredAt,
    signer: 'Budi',
    expectedPayoutDay: '2026-11-04',
    batchId: 1,
    batchNo: row.batchNo,
  },
};

beforeEach(() => {
  gateway = fakeGateway({ [`POST ${PAGE}`]: () => page, [`GET ${DETAIL}`]: () => detail });
});

it('shows each fee with its base, rate, minimum and VAT, and the totals of the filter', async () => {
  await renderPage(<CodReconciliationPage />, { btnList: ['codReconciliation_DETAIL'] });
  const tr = (await screen.findByText('JP80100000011')).closest('tr') as HTMLElement;
  expect(within(tr).getByText('3%')).toBeInTheDocument();
  expect(within(tr).getByText('Rp 6.660')).toBeInTheDocument();
  expect(within(tr).getByText('Billed', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(screen.getByTestId('commission-totals')).getByText('VAT: Rp 660')).toBeInTheDocument();

  await user.click(within(tr).getByRole('button', { name: 'Detail' }));
  const box = await screen.findByTestId('commission-detail');
  expect(within(box).getByText('Rp 660 (12% × 11/12)')).toBeInTheDocument();
  expect(gateway.calls().some((call) => call.url === DETAIL && call.query.id === '7')).toBe(true);
});
