import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  fakeGateway,
  fieldErrorOf,
  fieldRefusal,
  renderPage,
  type FakeGateway,
  type GatewayAnswer,
} from 'shared/testing';
import type { Page } from 'shared/widgets';
import type { CapPreview, Claim, Ticket, TicketDetail, TicketPage } from './api';
import WorkOrderPage from './WorkOrderPage';

const TICKETS = '/customer-api/workOrder/page';
const DETAIL = '/customer-api/workOrder/detail';
const RATE = '/customer-api/workOrder/rate';
const CLAIMS = '/customer-api/claim/page';
const PREVIEW = '/customer-api/claim/capPreview';
const FILE = '/customer-api/claim/file';
const CLAIM = '/customer-api/claim/detail';
const APPEAL = '/customer-api/claim/appeal';
let ticketsAnswer: GatewayAnswer<TicketPage>;
let detailAnswer: GatewayAnswer<TicketDetail>;
let gateway: FakeGateway;
let claimAnswer: Claim;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 3,
  ticketNo: 'T20261127000003',
  billCodes: ['JP20260000271'],
  typeCode: 'RETURN',
  subtypeCode: 'UNREQUESTED_RETURN',
  typeName: 'Return',
  subtypeName: 'Return not asked for',
  description: 'Penerima tidak pernah didatangi kurir',
  attachments: [],
  contactPhone: '081210002026',
  contactChannel: 'WHATSAPP',
  priority: 'HIGH',
  status: 'RESOLVED',
  assignee: 'Sari (CS)',
  firstAnswerDueAt: '2026-11-28T03:00:00Z',
  resolveDueAt: '2026-12-01T03:00:00Z',
  firstAnsweredAt: '2026-11-27T04:00:00Z',
  resolvedAt: '2026-11-27T04:00:00Z',
  escalatedAt: null,
  slaClock: 'MET',
  resolutionCode: 'ANSWERED',
  rating: null,
  ratingComment: null,
  reopenCount: 0,
  createdAt: '2026-11-27T03:00:00Z',
  updatedAt: '2026-11-27T04:00:00Z',
  ...over,
});
const page = <T,>(records: T[]): Page<T> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
});
const detail = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  ...ticket(),
  attachmentFiles: [],
  thread: [
    {
      id: 1,
      author: 'DESK',
      authorName: 'Sari (CS)',
      body: 'Ongkos retur dibatalkan.',
      attachments: [],
      attachmentFiles: [],
      createdAt: '2026-11-27T04:00:00Z',
    },
  ],
  ...over,
});
const claim: Claim = {
  id: 9,
  claimNo: 'C20261127000009',
  billCode: 'JP20260000180',
  claimType: 'LOST',
  insured: false,
  declaredValue: 0,
  premium: 0,
  shippingFee: 18000,
  goodsValue: 0,
  amountClaimed: 180000,
  cap: 180000,
  capRule: 'UNINSURED_FEE',
  amountApproved: null,
  payoutMethod: 'BANK_TRANSFER',
  documents: [],
  description: '',
  status: 'SUBMITTED',
  decisionNote: null,
  decidedAt: null,
  documentFiles: [],
  infoRequest: null,
  appealReason: null,
  appealedAt: null,
  payoutReference: null,
  paidAt: null,
  createdAt: '2026-11-27T03:00:00Z',
};
const preview: CapPreview = {
  billCode: 'JP20260000180',
  claimType: 'LOST',
  insured: false,
  declaredValue: 0,
  premium: 0,
  shippingFee: 18000,
  codAmount: 0,
  codFee: 0,
  vat: 0,
  goodsValue: null,
  feeMultiple: 180000,
  multiplier: 10,
  ceiling: 1000000,
  cap: 180000,
  capRule: 'UNINSURED_FEE',
  formula:
    'Uninsured: the lowest of 10x the shipping fee (Rp 180.000), the goods value (—) and the ceiling (Rp 1.000.000)',
  windowOpen: true,
  windowMessage: null,
  minPhotos: 0,
};

beforeEach(() => {
  ticketsAnswer = page([
    ticket(),
    ticket({ id: 4, ticketNo: 'T20261127000004', status: 'IN_PROGRESS', slaClock: 'OVERDUE', rating: null }),
  ]);
  detailAnswer = detail();
  claimAnswer = claim;
  gateway = fakeGateway({
    [`POST ${TICKETS}`]: () => ticketsAnswer,
    [`POST ${DETAIL}`]: () => detailAnswer,
    [`POST ${RATE}`]: () => detail({ status: 'CLOSED', rating: 5 }),
    [`POST ${CLAIMS}`]: () => page([claim]),
    [`POST ${PREVIEW}`]: () => preview,
    [`POST ${FILE}`]: () => claim,
    [`POST ${CLAIM}`]: () => claimAnswer,
    [`POST ${APPEAL}`]: () => ({ ...claim, status: 'APPEALED', appealedAt: '2026-11-28T03:00:00Z' }),
  });
});

const keys = ['workOrder_ADD', 'workOrder_DETAIL', 'workOrder_EXCEL'];

it('says in one line that tickets cannot be opened without workOrder_ADD, and not with it', async () => {
  const { unmount } = await renderPage(<WorkOrderPage />, { btnList: ['workOrder_DETAIL'] });
  await screen.findByText('T20261127000004');
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not open tickets; ask your account admin for the permission.',
  );
  unmount();
  await renderPage(<WorkOrderPage />, { btnList: keys });
  await screen.findByText('T20261127000004');
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('lists tickets with their SLA clock and rates a resolved one from its thread', async () => {
  await renderPage(<WorkOrderPage />, { btnList: keys });
  const overdue = (await screen.findByText('T20261127000004')).closest('tr') as HTMLElement;
  expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
  const resolved = screen.getByText('T20261127000003').closest('tr') as HTMLElement;
  await user.click(within(resolved).getByRole('button', { name: 'Detail' }));
  expect(await screen.findByText('Ongkos retur dibatalkan.')).toBeInTheDocument();
  const stars = screen.getAllByRole('radio');
  await user.click(stars[4]);
  await waitFor(() => expect(gateway.bodies(RATE)).toEqual([{ id: 3, rating: 5 }]));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument());
});

it('shows the cap and its formula before a claim is filed, and files within it', async () => {
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=claim&billCode=JP20260000180',
  });
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Compute the cap' }));
  const shown = await within(dialog).findByTestId('cap-preview');
  expect(within(shown).getByText('Rp 180.000')).toBeInTheDocument();
  expect(within(shown).getByText(/^Uninsured: the lowest of 10x the shipping fee/)).toBeInTheDocument();
  expect(gateway.bodies(PREVIEW)).toEqual([{ billCode: 'JP20260000180', claimType: 'LOST' }]);
  await user.click(within(dialog).getByLabelText('Amount claimed (Rp)'));
  await user.paste('180000');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(gateway.bodies(FILE)).toEqual([
      expect.objectContaining({ billCode: 'JP20260000180', claimType: 'LOST', amountClaimed: 180000 }),
    ]),
  );
  expect(await screen.findByText('Claim C20261127000009 filed')).toBeInTheDocument();
});

it('opens the claim form of a late parcel with its claim type chosen and its cap shown at once', async () => {
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=claim&billCode=JP20260000180&claimType=LATE',
  });
  const dialog = await screen.findByRole('dialog');
  const shown = await within(dialog).findByTestId('cap-preview');
  expect(within(shown).getByText('Rp 180.000')).toBeInTheDocument();
  expect(gateway.bodies(PREVIEW)).toEqual([{ billCode: 'JP20260000180', claimType: 'LATE' }]);
  expect(within(dialog).getByLabelText('Waybill')).toHaveValue('JP20260000180');
});

it('shows the assignee, the escalation and the attached files as links (images in the preview)', async () => {
  detailAnswer = detail({
    status: 'ESCALATED',
    assignee: 'Rina (Supervisor CS)',
    escalatedAt: '2026-11-27T05:00:00Z',
    attachmentFiles: [
      {
        key: 'a.png',
        name: 'gate.png',
        contentType: 'image/png',
        size: 70,
        url: '/customer-api/attachment/view/a.png?c=1&exp=9&sig=x',
      },
      {
        key: 'b.pdf',
        name: 'resi.pdf',
        contentType: 'application/pdf',
        size: 90,
        url: '/customer-api/attachment/view/b.pdf?c=1&exp=9&sig=y',
      },
    ],
  });
  await renderPage(<WorkOrderPage />, { btnList: keys });
  const row = (await screen.findByText('T20261127000003')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Sari (CS)')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Detail' }));
  expect(await screen.findByText('Assignee: Rina (Supervisor CS)')).toBeInTheDocument();
  expect(screen.getByText(/^Escalated at /)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'resi.pdf' })).toHaveAttribute(
    'href',
    '/customer-api/attachment/view/b.pdf?c=1&exp=9&sig=y',
  );
  expect(screen.queryByText('a.png')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview gate.png' }));
  expect(await screen.findByRole('img', { name: 'gate.png' })).toHaveAttribute(
    'src',
    '/customer-api/attachment/view/a.png?c=1&exp=9&sig=x',
  );
});

it("shows the gateway's field errors of a new ticket beside their fields, the waybills at their box", async () => {
  const type = { parentCode: null, slaHours: null, slaBusinessDays: 3 };
  gateway = fakeGateway({
    [`POST ${TICKETS}`]: () => ticketsAnswer,
    'POST /customer-api/workOrder/firstTypes': () => [{ ...type, code: 'DELAY', name: 'Delay' }],
    'POST /customer-api/workOrder/secondTypes': () => [
      { ...type, code: 'LATE_DELIVERY', name: 'Late delivery', parentCode: 'DELAY' },
    ],
    'POST /customer-api/workOrder/save': () =>
      fieldRefusal({
        'body.contactPhone': 'at most 20 characters',
        'body.billCodes.0': 'has the wrong format',
      }),
  });
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=ticket&billCode=JP20260000180',
  });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText('Type'));
  await user.click(await screen.findByTitle('Delay'));
  await user.click(within(dialog).getByLabelText('Second type'));
  await user.click(await screen.findByTitle('Late delivery'));
  await user.click(within(dialog).getByLabelText('Description'));
  await user.paste('The parcel is three days late.');
  await user.click(within(dialog).getByLabelText('Contact phone'));
  await user.paste('081234567890');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fieldErrorOf('Contact phone')).toBe('at most 20 characters'));
  expect(fieldErrorOf('Waybills (comma separated)')).toBe('has the wrong format');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('warns and refuses an amount above the cap, naming the cap, and never clamps it', async () => {
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=claim&billCode=JP20260000180',
  });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Compute the cap' }));
  await within(dialog).findByTestId('cap-preview');
  const amount = within(dialog).getByLabelText('Amount claimed (Rp)');
  await user.click(amount);
  await user.paste('250000');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(fieldErrorOf('Amount claimed (Rp)')).toBe('Above the cap of this waybill (Rp 180.000)'),
  );
  // grouped as the cap beside it (issue 35: one formatter for display and input), never clamped
  expect(amount).toHaveValue('250.000');
  expect(gateway.calls(FILE)).toHaveLength(0);
});

it('asks for the photos a damage claim needs before filing', async () => {
  gateway = fakeGateway({
    [`POST ${TICKETS}`]: () => ticketsAnswer,
    [`POST ${CLAIMS}`]: () => page([claim]),
    [`POST ${PREVIEW}`]: () => ({ ...preview, claimType: 'DAMAGED', minPhotos: 1 }),
  });
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=claim&billCode=JP20260000180',
  });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Compute the cap' }));
  await within(dialog).findByTestId('cap-preview');
  await user.click(within(dialog).getByLabelText('Amount claimed (Rp)'));
  await user.paste('1000');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  const photos = 'Add at least 1 photo(s) of the goods (or stills of the unboxing video)';
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByText(photos)
        .some((node) => node.closest('.ant-form-item-explain-error')),
    ).toBe(true),
  );
  expect(gateway.calls(FILE)).toHaveLength(0);
});

it("shows the gateway's refusal of the amount at the amount, with no success message", async () => {
  gateway = fakeGateway({
    [`POST ${TICKETS}`]: () => ticketsAnswer,
    [`POST ${CLAIMS}`]: () => page([claim]),
    [`POST ${PREVIEW}`]: () => preview,
    [`POST ${FILE}`]: () =>
      fieldRefusal(
        { amountClaimed: 'The amount claimed (Rp 170.000) is above the cap (Rp 160.000)' },
        'The amount claimed (Rp 170.000) is above the cap (Rp 160.000)',
      ),
  });
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?open=claim&billCode=JP20260000180',
  });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Compute the cap' }));
  await within(dialog).findByTestId('cap-preview');
  await user.click(within(dialog).getByLabelText('Amount claimed (Rp)'));
  await user.paste('170000');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(fieldErrorOf('Amount claimed (Rp)')).toBe(
      'The amount claimed (Rp 170.000) is above the cap (Rp 160.000)',
    ),
  );
  expect(screen.queryByText('Claim C20261127000009 filed')).not.toBeInTheDocument();
});

it('opens the claim a notification links to (?tab=claims&claimNo=)', async () => {
  claimAnswer = { ...claim, status: 'PAID', payoutReference: 'TRF2026112800000009' };
  await renderPage(<WorkOrderPage />, {
    btnList: keys,
    route: '/workOrder?tab=claims&claimNo=C20261127000009',
  });
  expect(await screen.findByTestId('payout-reference')).toHaveTextContent('TRF2026112800000009');
  expect(gateway.bodies(CLAIMS)).toContainEqual({ current: 1, size: 1, claimNo: 'C20261127000009' });
});

it('shows the desk request, the payout reference, and appeals a rejected claim', async () => {
  claimAnswer = { ...claim, status: 'INFO_REQUESTED', infoRequest: 'Please add photos of the damaged goods' };
  await renderPage(<WorkOrderPage />, { btnList: keys, route: '/workOrder?tab=claims' });
  await user.click(await screen.findByRole('tab', { name: 'Claims' }));
  const row = (await screen.findByText('C20261127000009')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Detail' }));
  expect(await screen.findByText('Please add photos of the damaged goods')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add documents' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  claimAnswer = {
    ...claim,
    status: 'PAID',
    amountApproved: 180000,
    payoutReference: 'TRF2026112800000009',
    paidAt: '2026-11-28T03:00:00Z',
  };
  await user.click(within(row).getByRole('button', { name: 'Detail' }));
  expect(await screen.findByTestId('payout-reference')).toHaveTextContent('TRF2026112800000009');
  expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  claimAnswer = { ...claim, status: 'REJECTED', decidedAt: '2026-11-27T05:00:00Z' };
  await user.click(within(row).getByRole('button', { name: 'Detail' }));
  await user.click(await screen.findByLabelText('Reason of the appeal (at least 10 characters)'));
  await user.paste('Paket hilang di hub transit');
  await user.click(screen.getByRole('button', { name: 'Appeal' }));
  await waitFor(() =>
    expect(gateway.bodies(APPEAL)).toEqual([{ id: 9, reason: 'Paket hilang di hub transit', documents: [] }]),
  );
  expect(await screen.findByText('Appeal sent')).toBeInTheDocument();
});
