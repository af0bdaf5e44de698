import { screen, within } from '@testing-library/react';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { CodBillPage as Page, CodLine } from './api';
import CodBillPage from './CodBillPage';

const PAGE = '/customer-api/codBill/page';
let gateway: FakeGateway;
let answer: Page;

jest.setTimeout(120000);

const line = (over: Partial<CodLine>): CodLine => ({
  id: 1,
  orderId: 10,
  billCode: 'JP80100000011',
  customerOrderNo: 'COD-1-1',
  productType: 'EZ',
  codAmount: 200_000,
  goodsValue: 180_000,
  status: 'COLLECTED',
  deliveredAt: '2026-11-02T03:00:00Z',
  signer: 'Budi',
  expectedPayoutDay: '2026-11-04',
  batchId: null,
  batchNo: null,
  ...over,
});

beforeEach(() => {
  answer = {
    current: 1,
    size: 10,
    total: 2,
    pages: 1,
    records: [
      line({}),
      line({ id: 2, billCode: 'JP80100000029', status: 'REMITTED', batchNo: 'CB20261104000101' }),
    ],
    cards: { held: 193_340, inProcess: 1_232_626, paidThisMonth: 4_500_000 },
  };
  gateway = fakeGateway({ [`POST ${PAGE}`]: () => answer });
});

it('shows the three balance cards and the COD lines with their status and batch', async () => {
  await renderPage(<CodBillPage />, { btnList: ['codBillpage_EXCEL'] });
  expect(await screen.findByText('JP80100000011')).toBeInTheDocument();
  expect(within(screen.getByTestId('cod-card-held')).getByText('Rp 193.340')).toBeInTheDocument();
  expect(within(screen.getByTestId('cod-card-inProcess')).getByText('Rp 1.232.626')).toBeInTheDocument();
  expect(within(screen.getByTestId('cod-card-paidThisMonth')).getByText('Rp 4.500.000')).toBeInTheDocument();
  const first = screen.getByText('JP80100000011').closest('tr') as HTMLElement;
  expect(within(first).getByText('Rp 200.000')).toBeInTheDocument();
  expect(within(first).getByText('Collected', { selector: '.ant-tag' })).toBeInTheDocument();
  const second = screen.getByText('JP80100000029').closest('tr') as HTMLElement;
  expect(within(second).getByText('CB20261104000101')).toBeInTheDocument();
  expect(within(second).getByText('Remitted', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(gateway.bodies(PAGE)).toContainEqual({ current: 1, size: 10 });
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
});

it('hides the export without codBillpage_EXCEL', async () => {
  await renderPage(<CodBillPage />);
  await screen.findByText('JP80100000011');
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
});
