import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage, type FakeGateway, type GatewayAnswer } from 'shared/testing';
import type { MatchingAnswer } from './api';
import CodeReconciliationPage from './CodeReconciliationPage';

const UPLOAD = '/customer-api/codMatching/upload';
const TEMPLATE = '/customer-api/codMatching/template';
let gateway: FakeGateway;
let uploadAnswer: GatewayAnswer<MatchingAnswer>;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const row = (over: Partial<MatchingAnswer['rows'][number]>): MatchingAnswer['rows'][number] => ({
  rowNo: 2,
  reference: 'JP80100000011',
  expectedAmount: 200_000,
  result: 'PAID_AS_EXPECTED',
  billCode: 'JP80100000011',
  codAmount: 200_000,
  difference: 0,
  lineStatus: 'REMITTED',
  batchNo: 'CB20261104000101',
  batchStatus: 'PAID',
  expectedPayDay: null,
  paidAt: '2026-11-06T03:00:00Z',
  ...over,
});

const answer: MatchingAnswer = {
  compared: "Compared: your expected amount with the waybill's COD amount",
  total: 5,
  counts: { PAID_AS_EXPECTED: 1, PAID_DIFFERENT_AMOUNT: 1, NOT_PAID_YET: 1, UNKNOWN_TO_COURIER: 1, ERROR: 1 },
  rows: [
    row({}),
    row({
      rowNo: 3,
      reference: 'JP80100000022',
      billCode: 'JP80100000022',
      expectedAmount: 55_000,
      codAmount: 50_000,
      difference: 5_000,
      result: 'PAID_DIFFERENT_AMOUNT',
    }),
    row({
      rowNo: 4,
      reference: 'NOPE1',
      billCode: null,
      codAmount: null,
      difference: null,
      batchNo: null,
      batchStatus: null,
      lineStatus: null,
      paidAt: null,
      result: 'UNKNOWN_TO_COURIER',
    }),
    row({
      rowNo: 6,
      reference: 'COD-1-3',
      billCode: 'JP80100000033',
      expectedAmount: 75_000,
      codAmount: 75_000,
      batchNo: null,
      batchStatus: null,
      lineStatus: 'COLLECTED',
      paidAt: null,
      expectedPayDay: '2026-11-04',
      result: 'NOT_PAID_YET',
    }),
  ],
  errors: [
    {
      rowNo: 5,
      codes: ['nonNumericAmount'],
      messages: ['the expected COD amount is not a whole rupiah number'],
    },
  ],
};

beforeEach(() => {
  uploadAnswer = answer;
  gateway = fakeGateway({
    [`POST /customer-api/codReconciliation/list`]: () => ({
      current: 1,
      size: 10,
      total: 0,
      pages: 0,
      records: [],
    }),
    [`POST ${UPLOAD}`]: () => uploadAnswer,
    [`POST ${TEMPLATE}`]: () => new Blob(['xlsx']),
  });
});

async function openMatching() {
  await renderPage(<CodeReconciliationPage />, { btnList: ['codeReconciliation_EXCEL'] });
  await user.click(await screen.findByRole('tab', { name: 'Settlement matching' }));
  return screen.findByTestId('settlement-matching');
}

const fileInput = () =>
  document.querySelector<HTMLInputElement>('[data-testid="settlement-matching"] input[type="file"]')!;

it('uploads the file and shows every row with its result, counts, and a filter by result', async () => {
  await openMatching();
  await user.upload(fileInput(), new File(['xlsx'], 'mine.xlsx'));
  const rows = await screen.findByTestId('matching-rows');
  const form = gateway.bodies(UPLOAD)[0] as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect((form.get('file') as File).name).toBe('mine.xlsx');
  expect(screen.getByTestId('matching-compared')).toHaveTextContent('COD amount');
  const wrong = within(rows).getAllByText('JP80100000022')[0].closest('tr') as HTMLElement;
  expect(within(wrong).getByText('Paid a different amount')).toBeInTheDocument();
  expect(within(wrong).getByText('Rp 5.000')).toBeInTheDocument();
  const unpaid = within(rows).getByText('COD-1-3').closest('tr') as HTMLElement;
  expect(within(unpaid).getByText('2026-11-04')).toBeInTheDocument();
  expect(within(unpaid).getByText('Collected')).toBeInTheDocument();
  expect(within(rows).getByText('Unknown to the courier')).toBeInTheDocument();

  const filter = screen.getByTestId('matching-filter');
  expect(within(filter).getByText('All (5)')).toBeInTheDocument();
  await user.click(within(filter).getByText('Not paid yet (1)'));
  await waitFor(() =>
    expect(within(screen.getByTestId('matching-rows')).queryByText('JP80100000022')).not.toBeInTheDocument(),
  );
  expect(within(screen.getByTestId('matching-rows')).getByText('COD-1-3')).toBeInTheDocument();

  await user.click(within(filter).getByText('Rows with errors (1)'));
  const errors = await screen.findByTestId('matching-errors');
  expect(within(errors).getByText('Row 5')).toBeInTheDocument();
  expect(
    within(errors).getByText('the expected COD amount is not a whole rupiah number'),
  ).toBeInTheDocument();
});

it("shows the gateway's refusal of a bad file", async () => {
  uploadAnswer = refusal('File type does not match: please upload the xlsx template');
  await openMatching();
  await user.upload(fileInput(), new File(['png'], 'fake.xlsx'));
  expect(await screen.findByTestId('matching-problem')).toHaveTextContent('please upload the xlsx template');
  expect(screen.queryByTestId('matching-rows')).not.toBeInTheDocument();
});

it('refuses a file that is no xlsx before sending it, and downloads the template', async () => {
  await openMatching();
  const anyFile = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept: false,
  });
  await anyFile.upload(fileInput(), new File(['png'], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByTestId('matching-problem')).toHaveTextContent('Choose an xlsx file');
  expect(gateway.calls(UPLOAD)).toHaveLength(0);
  const createObjectURL = jest.fn(() => 'blob:template');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  await user.click(screen.getByRole('button', { name: 'Matching template' }));
  await waitFor(() => expect(gateway.calls(TEMPLATE)).toHaveLength(1));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
});
