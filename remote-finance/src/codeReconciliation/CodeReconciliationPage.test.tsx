import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  fakeGateway,
  refusal,
  renderPage,
  xlsxFile,
  type FakeGateway,
  type GatewayAnswer,
} from 'shared/testing';
import type { Batch, BatchDetail } from './api';
import CodeReconciliationPage from './CodeReconciliationPage';

const LIST = '/customer-api/codReconciliation/list';
const DETAIL = '/customer-api/codReconciliation/detail';
const DECRYPT = '/customer-api/codReconciliation/decrypt';
const AGREE = '/customer-api/codReconciliation/agree';
const CONFIRM = '/customer-api/codReconciliation/confirmUpdate';
const DISPUTE = '/customer-api/codReconciliation/returnApply';
const DISPUTE_LINES = '/customer-api/codReconciliation/returnApplyLines';
const UPLOAD = '/customer-api/file/upload';
let gateway: FakeGateway;
let batch: Batch;
let decryptAnswer: GatewayAnswer<Batch>;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const baseBatch: Batch = {
  id: 3,
  batchNo: 'CB20261104000101',
  status: 'MAILED',
  periodFrom: '2026-11-02',
  periodTo: '2026-11-02',
  cutOffDay: '2026-11-04',
  parcelCount: 2,
  grossCod: 250_000,
  commission: 9_000,
  vat: 990,
  returnFees: 7_500,
  freightNetted: 0,
  adjustments: 0,
  netPayout: 232_510,
  shortfall: 0,
  bankCode: 'BCA',
  bankAccountMasked: '******3456',
  bankHolder: 'PT Demo',
  plannedPayDay: null,
  autoAgreeDay: '2026-11-07',
  mailedAt: '2026-11-04T02:00:00Z',
  verifiedAt: null,
  agreedAt: null,
  autoAgreed: false,
  paidAt: null,
  transferReference: null,
};

const secondLine = {
  id: 12,
  orderId: 2,
  billCode: 'JP80100000029',
  customerOrderNo: 'COD-2',
  productType: 'EZ',
  codAmount: 50_000,
  goodsValue: 45_000,
  status: 'IN_BATCH' as const,
  deliveredAt: '2026-11-02T04:00:00Z',
  signer: 'Sari',
  expectedPayoutDay: '2026-11-04',
  batchId: 3,
  batchNo: 'CB20261104000101',
  commission: 3_000,
  vat: 330,
};
let extraLines: BatchDetail['lines'] = [];
let disputeLinesAnswer: GatewayAnswer<Batch>;
const proofFile = {
  url: 'https://files/p.png',
  key: 'proof-1.png',
  name: 'receipt.png',
  size: 4,
  contentType: 'image/png',
};
let disputes: BatchDetail['disputes'] = [];

const detailOf = (b: Batch): BatchDetail => ({
  batch: b,
  lines: [
    {
      id: 11,
      orderId: 1,
      billCode: 'JP80100000011',
      customerOrderNo: 'COD-1',
      productType: 'EZ',
      codAmount: 200_000,
      goodsValue: 180_000,
      status: 'IN_BATCH',
      deliveredAt: '2026-11-02T03:00:00Z',
      signer: 'Budi',
      expectedPayoutDay: '2026-11-04',
      batchId: 3,
      batchNo: b.batchNo,
      commission: 6_000,
      vat: 660,
    },
    ...extraLines,
  ],
  freight: [],
  returns: [{ billCode: 'JP80100000037', returnBillCode: 'JR0000000001', returnFee: 7_500 }],
  disputes,
  events: [{ kind: 'MAILED', side: 'COURIER', text: '', at: '2026-11-04T02:00:00Z', userName: null }],
});

beforeEach(() => {
  batch = { ...baseBatch };
  extraLines = [];
  disputes = [];
  disputeLinesAnswer = { ...baseBatch, status: 'ADJUSTED' };
  decryptAnswer = refusal('wrong code: 4 tries left');
  gateway = fakeGateway({
    [`POST ${LIST}`]: () => ({ current: 1, size: 10, total: 1, pages: 1, records: [batch] }),
    [`GET ${DETAIL}`]: () => detailOf(batch),
    [`POST ${DECRYPT}`]: () => decryptAnswer,
    [`POST ${AGREE}`]: () => ({ ...batch, status: 'AGREED' as const }),
    [`POST ${CONFIRM}`]: () => ({ ...batch, status: 'AGREED' as const }),
    [`POST ${DISPUTE}`]: () => ({ ...batch, status: 'ADJUSTED' as const }),
    [`POST ${UPLOAD}`]: () => ({ ...proofFile, files: [proofFile] }),
    [`POST ${DISPUTE_LINES}`]: () => disputeLinesAnswer,
  });
});

const KEYS = ['codeReconciliation_DETAIL', 'codeReconciliation_CHECK', 'codeReconciliation_EXCEL'];

async function openBatch() {
  const row = (await screen.findByText('CB20261104000101')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rp 232.510')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Open' }));
  return screen.findByTestId('batch-totals');
}

it('lists batches and opens one with its totals, netted return fee and masked bank account', async () => {
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  const totals = await openBatch();
  expect(within(totals).getByText('Rp 7.500')).toBeInTheDocument();
  expect(within(totals).getByText('BCA ******3456 · PT Demo')).toBeInTheDocument();
  expect(screen.getByText('JP80100000037 → JR0000000001: Rp 7.500')).toBeInTheDocument();
});

it('opens the statement with the mailed code, then agrees it', async () => {
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  await openBatch();
  await user.type(screen.getByRole('textbox', { name: 'Code from the mail' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Open with code' }));
  await waitFor(() => expect(gateway.bodies(DECRYPT)).toEqual([{ batchId: 3, code: '123456' }]));
  // refused: still to be opened, nothing to agree yet
  expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();

  decryptAnswer = { ...batch, status: 'VERIFIED' };
  batch = { ...batch, status: 'VERIFIED' };
  await user.click(screen.getByRole('button', { name: 'Open with code' }));
  await user.click(await screen.findByRole('button', { name: 'Agree' }));
  await waitFor(() => expect(gateway.bodies(AGREE)).toEqual([{ batchId: 3 }]));
});

it('disputes a line with a proof file as multipart', async () => {
  batch = { ...batch, status: 'VERIFIED' };
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  await openBatch();
  await user.click(screen.getByRole('button', { name: 'Dispute' }));
  const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
  await user.upload(await screen.findByLabelText(/Proof files/), proof);
  await user.click(screen.getByRole('button', { name: 'Submit dispute' }));
  await waitFor(() => expect(gateway.bodies(DISPUTE)).toHaveLength(1));
  const form = gateway.bodies(DISPUTE)[0] as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(form.get('lineId')).toBe('11');
  expect(form.get('reason')).toBe('WRONG_AMOUNT');
  expect((form.get('file') as File).name).toBe('receipt.png');
});

it('shows no verify, agree or dispute without codeReconciliation_CHECK', async () => {
  batch = { ...batch, status: 'VERIFIED' };
  await renderPage(<CodeReconciliationPage />, { btnList: ['codeReconciliation_DETAIL'] });
  await openBatch();
  expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
});

it('shows each dispute status translated, and the auto-agree day only until the batch is agreed', async () => {
  disputes = [
    {
      id: 1,
      lineId: 11,
      billCode: 'JP80100000011',
      reason: 'WRONG_AMOUNT',
      description: '',
      status: 'OPEN',
      proofFiles: [{ key: 'a.png', name: 'receipt.png' }],
      createdAt: '2026-11-04T03:00:00Z',
    },
    {
      id: 2,
      lineId: 12,
      billCode: 'JP80100000029',
      reason: 'NOT_PAID',
      description: '',
      status: 'RESOLVED',
      proofFiles: [],
      createdAt: '2026-11-04T03:00:00Z',
    },
  ];
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  const totals = await openBatch();
  expect(within(totals).getByText('Agreed automatically on')).toBeInTheDocument();
  const shown = screen.getAllByTestId('batch-dispute').map((row) => row.textContent);
  expect(shown).toEqual([
    'JP80100000011 · Wrong amount · Open · receipt.png',
    'JP80100000029 · Delivered, never paid · Resolved · ',
  ]);
});

it('hides the auto-agree day of an agreed batch', async () => {
  batch = { ...batch, status: 'AGREED', agreedAt: '2026-11-05T02:00:00Z' };
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  const totals = await openBatch();
  expect(within(totals).queryByText('Agreed automatically on')).not.toBeInTheDocument();
  expect(within(totals).queryByText('2026-11-07')).not.toBeInTheDocument();
});

it('uploads the filled dispute template and files its lines through return apply v2, with a result per row', async () => {
  batch = { ...batch, status: 'VERIFIED' };
  extraLines = [secondLine, { ...secondLine, id: 13, billCode: 'JP80100000045', status: 'DISPUTED' }];
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  await openBatch();
  await user.click(screen.getByRole('button', { name: 'Upload disputes' }));
  const dialog = (await screen.findByText(/Upload the filled dispute template/)).closest(
    '.ant-modal',
  ) as HTMLElement;
  const template = xlsxFile(
    [
      ['Waybill no.', 'Reason', 'Description'],
      ['JP80100000011', 'WRONG_AMOUNT', 'collected 190,000 only'],
      ['JP80100000029', 'not paid', ''],
      ['JP80100000045', 'OTHER', ''],
      ['JP89999999999', 'OTHER', ''],
      ['JP80100000011', 'OTHER', ''],
      ['JP80100000029x', '', ''],
    ],
    'disputes.xlsx',
  );
  await user.upload(within(dialog).getByLabelText('Dispute template (xlsx)'), template);
  const rows = await within(dialog).findByTestId('dispute-upload-rows');
  expect(within(rows).getByText('This line is disputed already')).toBeInTheDocument();
  expect(within(rows).getAllByText('Not a line of this batch')).toHaveLength(2);
  expect(within(rows).getByText('The waybill is listed twice in the file')).toBeInTheDocument();
  // nothing is filed without proof
  expect(within(dialog).getByRole('button', { name: 'File disputes' })).toBeDisabled();
  const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
  await user.upload(within(dialog).getByLabelText(/Proof files/), proof);
  // the button waits for the workbook's rows and the proofs: slow to read on a loaded machine
  const file = within(dialog).getByRole('button', { name: 'File disputes' });
  await waitFor(() => expect(file).toBeEnabled());
  await user.click(file);
  await waitFor(() => expect(gateway.bodies(DISPUTE_LINES)).toHaveLength(1));
  expect((gateway.bodies(UPLOAD)[0] as FormData).getAll('file')).toHaveLength(1);
  expect(gateway.bodies(DISPUTE_LINES)[0]).toEqual({
    batchId: 3,
    lines: [
      {
        lineId: 11,
        reason: 'WRONG_AMOUNT',
        description: 'collected 190,000 only',
        proofFileKeys: ['proof-1.png'],
      },
      { lineId: 12, reason: 'NOT_PAID', description: '', proofFileKeys: ['proof-1.png'] },
    ],
  });
  expect(await within(rows).findAllByText('Filed')).toHaveLength(2);
  const rowOf = (rowNo: string) =>
    within(rows).getAllByText(rowNo, { selector: 'td' })[0].closest('tr') as HTMLElement;
  expect(within(rowOf('2')).getByText('Filed')).toBeInTheDocument();
  expect(within(rowOf('4')).getByText('This line is disputed already')).toBeInTheDocument();
});

it("shows the gateway's refusal on each row it was to file", async () => {
  batch = { ...batch, status: 'VERIFIED' };
  disputeLinesAnswer = refusal('this batch can no longer be disputed');
  await renderPage(<CodeReconciliationPage />, { btnList: KEYS });
  await openBatch();
  await user.click(screen.getByRole('button', { name: 'Upload disputes' }));
  const dialog = (await screen.findByText(/Upload the filled dispute template/)).closest(
    '.ant-modal',
  ) as HTMLElement;
  await user.upload(
    within(dialog).getByLabelText('Dispute template (xlsx)'),
    xlsxFile(
      [
        ['Waybill no.', 'Reason', 'Description'],
        ['JP80100000011', 'OTHER', 'x'],
      ],
      'disputes.xlsx',
    ),
  );
  await user.upload(
    within(dialog).getByLabelText(/Proof files/),
    new File([new Uint8Array([1])], 'receipt.png', { type: 'image/png' }),
  );
  // the button waits for the workbook's rows and the proofs: slow to read on a loaded machine
  const file = within(dialog).getByRole('button', { name: 'File disputes' });
  await waitFor(() => expect(file).toBeEnabled());
  await user.click(file);
  // the workbook is read and the proofs uploaded first: slow on a loaded machine
  expect(await within(dialog).findByText('this batch can no longer be disputed')).toBeInTheDocument();
});
