import { fireEvent, screen, within } from '@testing-library/react';
import { fakeGateway, renderPage, type FakeGateway } from 'shared/testing';
import type { CodBillPage as Page, CodLine, PayoutCalendar } from './api';
import CodBillPage from './CodBillPage';

const PAGE = '/customer-api/codBill/page';
const CALENDAR = '/customer-api/codPayout/calendar';
let gateway: FakeGateway;
let answer: Page;
let calendar: PayoutCalendar;

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
  calendar = {
    from: '2026-11-02',
    to: '2026-12-02',
    days: [
      { day: '2026-11-04', batches: [], lineCount: 2, expectedNet: 1_386_796, total: 1_386_796 },
      {
        day: '2026-11-09',
        batches: [
          { id: 7, batchNo: 'CB20261104000101', status: 'PAYMENT_SCHEDULED', netPayout: 1_229_126 },
          { id: 8, batchNo: 'CB20261103000101', status: 'TRANSFER_FAILED', netPayout: 50_000 },
        ],
        lineCount: 1,
        expectedNet: 96_670,
        total: 1_375_796,
      },
    ],
    totals: { batchCount: 2, batchNet: 1_279_126, lineCount: 3, expectedNet: 1_483_466, total: 2_762_592 },
    carriedOver: { lineCount: 4, expectedNet: 38_670 },
  };
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => answer,
    [`GET ${CALENDAR}`]: () => calendar,
  });
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

it('shows the payout calendar by day: batches to pay with their status, the lines expected, the totals', async () => {
  await renderPage(<CodBillPage />);
  const card = await screen.findByTestId('cod-payout-calendar');
  expect(within(card).getByText('Payout calendar')).toBeInTheDocument();
  const wednesday = (await within(card).findByText('2026-11-04')).closest('tr') as HTMLElement;
  expect(within(wednesday).getByText('2 waybill(s)')).toBeInTheDocument();
  expect(within(wednesday).getAllByText('Rp 1.386.796')).toHaveLength(2);
  const monday = within(card).getByText('2026-11-09').closest('tr') as HTMLElement;
  expect(within(monday).getByText('CB20261104000101 · Payment scheduled · Rp 1.229.126')).toBeInTheDocument();
  expect(within(monday).getByText('CB20261103000101 · Transfer failed · Rp 50.000')).toBeInTheDocument();
  expect(within(monday).getByText('1 waybill(s)')).toBeInTheDocument();
  expect(within(monday).getByText('Rp 96.670')).toBeInTheDocument();
  expect(within(monday).getByText('Rp 1.375.796')).toBeInTheDocument();
  expect(within(card).getByText('Total 2026-11-02 to 2026-12-02')).toBeInTheDocument();
  expect(within(card).getByTestId('cod-payout-total')).toHaveTextContent('Rp 2.762.592');
  expect(within(card).getByTestId('cod-payout-carried-over')).toHaveTextContent(
    'Due earlier, not yet in a batch: 4 waybill(s), Rp 38.670 (paid with the next batch)',
  );
  expect(gateway.calls(CALENDAR).map((call) => call.query)).toEqual([{ days: '31' }]);
});

it('asks for another window and says when nothing is coming', async () => {
  await renderPage(<CodBillPage />);
  const card = await screen.findByTestId('cod-payout-calendar');
  await within(card).findByText('2026-11-04');
  calendar = {
    from: '2026-11-02',
    to: '2026-11-08',
    days: [],
    totals: { batchCount: 0, batchNet: 0, lineCount: 0, expectedNet: 0, total: 0 },
    carriedOver: { lineCount: 0, expectedNet: 0 },
  };
  fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Days' }));
  fireEvent.click(await screen.findByTitle('7'));
  expect(await within(card).findByText('No payouts coming in this period')).toBeInTheDocument();
  expect(within(card).queryByText('2026-11-04')).not.toBeInTheDocument();
  expect(within(card).queryByTestId('cod-payout-carried-over')).not.toBeInTheDocument();
  expect(gateway.calls(CALENDAR).map((call) => call.query)).toEqual([{ days: '31' }, { days: '7' }]);
});
