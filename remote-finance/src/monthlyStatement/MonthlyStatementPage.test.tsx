import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { Statement, StatementDetail } from './api';
import MonthlyStatementPage from './MonthlyStatementPage';

const PAGE = '/customer-api/monthlyStatement/page';
const DETAIL = '/customer-api/monthlyStatement/detail';
let gateway: FakeGateway;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const statement: Statement = {
  id: 4,
  statementNo: 'MS20261000001',
  legalName: 'PT Demo Niaga',
  npwp: null,
  period: '2026-10',
  issueDay: '2026-11-02',
  dueDay: '2026-11-16',
  eFakturNo: '010.261000001',
  status: 'ISSUED',
  lineCount: 2,
  freight: 150_000,
  insurance: 0,
  codFee: 0,
  surcharges: 0,
  discount: 0,
  returnFee: 25_000,
  weightAdjustment: 0,
  taxBase: 175_000,
  ppnRateBp: 110,
  ppn: 1_925,
  pph23RateBp: 200,
  pph23: 3_500,
  creditNotes: 0,
  amountDue: 173_425,
};
const line = (id: number, billCode: string, lineTotal: number) => ({
  id,
  billCode,
  day: '2026-10-14',
  outcome: 'DELIVERED',
  destProvince: 'JAWA BARAT',
  destCity: 'BANDUNG',
  productType: 'EZ',
  actualKg: 1,
  volumetricKg: 0,
  chargeableKg: 1,
  freight: lineTotal,
  insurance: 0,
  codFee: 0,
  surcharges: 0,
  discount: 0,
  returnFee: 0,
  weightAdjustment: 0,
  lineTotal,
});
const detail: StatementDetail = {
  statement,
  lines: {
    current: 1,
    size: 20,
    total: 2,
    pages: 1,
    records: [line(1, 'JP80100005004', 100_000), line(2, 'JP80100005012', 75_000)],
  },
};

beforeEach(() => {
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => ({ current: 1, size: 10, total: 1, pages: 1, records: [statement] }),
    [`GET ${DETAIL}`]: () => detail,
  });
});

it('lists statements with their taxes and opens one with its lines', async () => {
  await renderPage(<MonthlyStatementPage />, { btnList: ['monthlyStatement_DETAIL'] });
  const row = (await screen.findByText('MS20261000001')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rp 175.000')).toBeInTheDocument();
  expect(within(row).getByText('Rp 1.925')).toBeInTheDocument();
  expect(within(row).getByText('Rp 173.425')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Open' }));
  const header = await screen.findByTestId('statement-header');
  expect(within(header).getByText('PPN 1.1%')).toBeInTheDocument();
  expect(within(header).getByText('PPh 23 2%')).toBeInTheDocument();
  expect(await screen.findByText('JP80100005012')).toBeInTheDocument();
  await waitFor(() =>
    expect(gateway.calls(DETAIL)[0].query).toMatchObject({ id: '4', current: '1', size: '20' }),
  );
  expect(screen.getAllByRole('button', { name: 'PDF invoice' })).toHaveLength(2);
});
