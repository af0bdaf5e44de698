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
  settledAmount: 0,
  receivables: 0,
  amountDue: 173_425,
  paidAmount: 0,
  outstanding: 173_425,
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
  settledBatchNo: null,
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
  receivables: [],
  disputes: [],
  creditNotes: [],
  payments: [],
};
const DISPUTE = '/customer-api/monthlyStatement/dispute';

const disputed: StatementDetail = {
  ...detail,
  statement: { ...statement, status: 'DISPUTED' },
  disputes: [
    {
      id: 9,
      lineId: 2,
      billCode: 'JP80100005012',
      reason: 'WRONG_FREIGHT',
      description: '',
      status: 'OPEN',
      createdAt: '2026-11-03T03:00:00.000Z',
    },
  ],
};
/** What the detail call answers now; the dispute call moves it to `disputed`. */
let shown: StatementDetail;

beforeEach(() => {
  shown = detail;
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => ({ current: 1, size: 10, total: 1, pages: 1, records: [statement] }),
    [`GET ${DETAIL}`]: () => shown,
    [`POST ${DISPUTE}`]: () => {
      shown = disputed;
      return disputed.statement;
    },
  });
});

it('shows the status as a tag and lets the CHECK key dispute selected lines', async () => {
  await renderPage(<MonthlyStatementPage />, {
    btnList: ['monthlyStatement_DETAIL', 'monthlyStatement_CHECK'],
  });
  const row = (await screen.findByText('MS20261000001')).closest('tr') as HTMLElement;
  expect(within(row).getByTestId('statement-status')).toHaveTextContent('Issued');
  await user.click(within(row).getByRole('button', { name: 'Open' }));
  await screen.findByText('JP80100005012');
  const disputeButton = screen.getByRole('button', { name: 'Dispute selected lines' });
  expect(disputeButton).toBeDisabled();
  const lineRow = screen.getByText('JP80100005012').closest('tr') as HTMLElement;
  await user.click(within(lineRow).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Dispute selected lines' }));
  const hint = await screen.findByText('1 lines selected. The courier answers with a credit note.');
  const dialog = hint.closest('.ant-modal') as HTMLElement;
  expect(within(dialog).getByText('Dispute statement lines')).toBeInTheDocument();
  // a dispute says what is wrong: an empty or blank description is refused on its field
  await user.click(within(dialog).getByRole('button', { name: 'Dispute selected lines' }));
  expect(await within(dialog).findByText('Describe what is wrong with the line')).toBeInTheDocument();
  const description = within(dialog).getByLabelText('Details');
  await user.type(description, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Dispute selected lines' }));
  expect(await within(dialog).findByText('Describe what is wrong with the line')).toBeInTheDocument();
  expect(gateway.calls(DISPUTE)).toHaveLength(0);
  await user.clear(description);
  await user.type(description, 'agreed rate is lower');
  await user.click(within(dialog).getByRole('button', { name: 'Dispute selected lines' }));
  await waitFor(() =>
    expect(gateway.calls(DISPUTE)[0].body).toEqual({
      id: 4,
      lines: [{ lineId: 2, reason: 'WRONG_FREIGHT', description: 'agreed rate is lower' }],
    }),
  );
  expect(await screen.findByTestId('statement-disputes')).toHaveTextContent('Wrong freight');
  expect(within(screen.getByTestId('statement-header')).getByText('Disputed')).toBeInTheDocument();
  // one open dispute per line: the other line of the disputed statement can still be disputed
  const drawer = screen.getByTestId('statement-header').closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByRole('button', { name: 'Dispute selected lines' })).toBeDisabled();
  const lineOf = (billCode: string) =>
    within(drawer).getAllByText(billCode)[0].closest('tr.ant-table-row') as HTMLElement;
  expect(within(lineOf('JP80100005012')).getByRole('checkbox')).toBeDisabled();
  await user.click(within(lineOf('JP80100005004')).getByRole('checkbox'));
  expect(within(drawer).getByRole('button', { name: 'Dispute selected lines' })).toBeEnabled();
});

it('exports the statement list of the search, its lines and its PDF, and says each is in the download centre', async () => {
  const queued = (exportId: number) => ({
    code: 1,
    msg: 'Being prepared in the download centre',
    data: { exportId, status: 'QUEUED' as const },
  });
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => ({ current: 1, size: 10, total: 1, pages: 1, records: [statement] }),
    [`GET ${DETAIL}`]: () => shown,
    'POST /customer-api/monthlyStatement/export': () => queued(7),
    'POST /customer-api/monthlyStatement/detailExport': () => queued(8),
    'POST /customer-api/monthlyStatement/pdf': () => queued(9),
  });
  await renderPage(<MonthlyStatementPage />, {
    btnList: ['monthlyStatement_DETAIL', 'monthlyStatement_EXCEL'],
  });
  await screen.findByText('MS20261000001');
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await waitFor(() => expect(gateway.calls('/customer-api/monthlyStatement/export')[0].body).toEqual({}));
  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();

  // the drawer's line export says so too
  const row = screen.getByText('MS20261000001').closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Open' }));
  const drawer = (await screen.findByTestId('statement-header')).closest('.ant-drawer') as HTMLElement;
  await user.click(within(drawer).getByRole('button', { name: /Export/ }));
  await waitFor(() =>
    expect(gateway.calls('/customer-api/monthlyStatement/detailExport')[0].body).toEqual({ id: 4 }),
  );
  await waitFor(() => expect(screen.getAllByText('Being prepared in the download centre')).toHaveLength(2));

  // and so does the PDF invoice: written in the download centre, a long statement takes a minute
  await user.click(within(drawer).getByRole('button', { name: 'PDF invoice' }));
  await waitFor(() => expect(gateway.calls('/customer-api/monthlyStatement/pdf')[0].body).toEqual({ id: 4 }));
  await waitFor(() => expect(screen.getAllByText('Being prepared in the download centre')).toHaveLength(3));
});

it('offers no list export without the EXCEL key', async () => {
  await renderPage(<MonthlyStatementPage />, { btnList: ['monthlyStatement_DETAIL'] });
  await screen.findByText('MS20261000001');
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
});

it('shows credit notes and payments on the detail, and no dispute action without the CHECK key', async () => {
  shown = {
    ...detail,
    statement: { ...statement, status: 'PARTIALLY_PAID', creditNotes: 5_000, paidAmount: 10_000 },
    creditNotes: [
      {
        id: 1,
        creditNoteNo: 'CN20261000001-01',
        source: 'CLAIM',
        reference: 'MS20261000001',
        amount: 5_000,
        note: 'CL2026100001',
        createdAt: '2026-11-02T02:00:00.000Z',
      },
    ],
    payments: [{ id: 1, amount: 10_000, reference: 'TRF-1', paidAt: '2026-11-05T03:00:00.000Z' }],
  };
  await renderPage(<MonthlyStatementPage />, { btnList: ['monthlyStatement_DETAIL'] });
  const row = (await screen.findByText('MS20261000001')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Open' }));
  expect(await screen.findByTestId('statement-credit-notes')).toHaveTextContent('Claim offset');
  expect(screen.getByTestId('statement-credit-notes')).toHaveTextContent('Rp 5.000');
  expect(screen.getByTestId('statement-payments')).toHaveTextContent('TRF-1');
  expect(screen.queryByRole('button', { name: 'Dispute selected lines' })).not.toBeInTheDocument();
});

it('lists statements with their taxes and opens one with its lines', async () => {
  await renderPage(<MonthlyStatementPage />, { btnList: ['monthlyStatement_DETAIL'] });
  const row = (await screen.findByText('MS20261000001')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rp 175.000')).toBeInTheDocument();
  expect(within(row).getByText('Rp 1.925')).toBeInTheDocument();
  // amount due and outstanding (nothing paid yet)
  expect(within(row).getAllByText('Rp 173.425')).toHaveLength(2);
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
