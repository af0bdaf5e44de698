import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage, type FakeGateway, type GatewayAnswer } from 'shared/testing';
import type { Page } from 'shared/widgets';
import type { ParcelReturn, ReturnPage } from './api';
import ReturnQuiryPage from './ReturnQuiryPage';

const PAGE = '/customer-api/parcelReturn/page';
const CONFIRM = '/customer-api/parcelReturn/confirm';
let pageAnswer: GatewayAnswer<ReturnPage>;
let confirmAnswer: GatewayAnswer<ParcelReturn>;
let gateway: FakeGateway;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const parcelReturn = (over: Partial<ParcelReturn> = {}): ParcelReturn => ({
  id: 5,
  orderId: 50,
  billCode: 'JP20260000271',
  returnBillCode: 'RJP20260000271',
  reasonCode: 'REFUSED',
  reasonName: 'Refused by the receiver',
  faultGroup: 'RECEIVER',
  attempts: 2,
  outboundFreight: 18000,
  returnFee: 9000,
  decision: 'DEADLINE',
  status: 'RETURNED',
  receivedAt: '2026-11-20T03:00:00Z',
  confirmation: 'PENDING',
  confirmedAt: null,
  rejectionReason: null,
  rejectionPhotos: [],
  rejectionPhotoFiles: [],
  ticketId: null,
  createdAt: '2026-11-17T03:00:00Z',
  ...over,
});

const page = (records: ParcelReturn[]): Page<ParcelReturn> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
});

beforeEach(() => {
  pageAnswer = page([
    parcelReturn(),
    parcelReturn({
      id: 6,
      billCode: 'JP20260000252',
      returnBillCode: 'RJP20260000252',
      reasonName: 'Mis-sorted',
      faultGroup: 'COURIER',
      returnFee: 0,
      status: 'RETURNING',
      receivedAt: null,
      decision: 'COURIER',
    }),
  ]);
  confirmAnswer = parcelReturn({ confirmation: 'CONFIRMED' });
  gateway = fakeGateway({ [`POST ${PAGE}`]: () => pageAnswer, [`POST ${CONFIRM}`]: () => confirmAnswer });
});

it('shows reason, fault group, the fee (waived for the courier’s fault) and the decision', async () => {
  await renderPage(<ReturnQuiryPage />, { btnList: ['returnQuiry_CHECK'] });
  const first = (await screen.findByText('JP20260000271')).closest('tr') as HTMLElement;
  expect(within(first).getByText('Rp 9.000')).toBeInTheDocument();
  expect(within(first).getByText('Receiver')).toBeInTheDocument();
  expect(within(first).getByText('Deadline passed')).toBeInTheDocument();
  const second = screen.getByText('JP20260000252').closest('tr') as HTMLElement;
  expect(within(second).getByText('Waived')).toBeInTheDocument();
  // confirm only once the parcel is back; reject while not answered
  expect(within(first).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

/** The confirmation asked before a receipt is confirmed. */
async function confirmation() {
  const titles = await screen.findAllByText('Confirm you received the return of JP20260000271?', {
    selector: '.ant-modal-confirm-title',
  });
  return titles[titles.length - 1].closest('.ant-modal') as HTMLElement;
}

it('asks before confirming receipt, sends nothing when cancelled', async () => {
  await renderPage(<ReturnQuiryPage />, { btnList: ['returnQuiry_CHECK'] });
  const first = (await screen.findByText('JP20260000271')).closest('tr') as HTMLElement;
  await user.click(within(first).getByRole('button', { name: 'Confirm receipt' }));
  const dialog = await confirmation();
  expect(dialog).toHaveTextContent('It cannot be rejected afterwards.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(gateway.bodies(CONFIRM)).toEqual([]);
});

it('confirms receipt, and says why when the gateway refuses', async () => {
  await renderPage(<ReturnQuiryPage />, { btnList: ['returnQuiry_CHECK'] });
  const first = (await screen.findByText('JP20260000271')).closest('tr') as HTMLElement;
  await user.click(within(first).getByRole('button', { name: 'Confirm receipt' }));
  expect(gateway.bodies(CONFIRM)).toEqual([]);
  await user.click(within(await confirmation()).getByRole('button', { name: 'Confirm receipt' }));
  await waitFor(() => expect(gateway.bodies(CONFIRM)).toEqual([{ id: 5 }]));
  expect(await screen.findByText('Receipt confirmed')).toBeInTheDocument();
  confirmAnswer = refusal('The return of JP20260000271 was already confirmed or rejected');
  await user.click(within(first).getByRole('button', { name: 'Confirm receipt' }));
  await user.click(within(await confirmation()).getByRole('button', { name: 'Confirm receipt' }));
  expect(
    await screen.findByText('The return of JP20260000271 was already confirmed or rejected'),
  ).toBeInTheDocument();
});

it('shows the rejection photos by name, opening in the image preview, never as storage keys', async () => {
  pageAnswer = page([
    parcelReturn({
      confirmation: 'REJECTED',
      rejectionPhotos: ['3f2a.png'],
      rejectionPhotoFiles: [
        {
          key: '3f2a.png',
          name: 'pagar.png',
          contentType: 'image/png',
          size: 70,
          url: '/customer-api/attachment/view/3f2a.png?c=1&exp=9&sig=s',
        },
      ],
    }),
  ]);
  await renderPage(<ReturnQuiryPage />, { btnList: [] });
  const row = (await screen.findByText('JP20260000271')).closest('tr') as HTMLElement;
  expect(within(row).queryByText('3f2a.png')).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Preview pagar.png' }));
  expect(await screen.findByRole('img', { name: 'pagar.png' })).toHaveAttribute(
    'src',
    '/customer-api/attachment/view/3f2a.png?c=1&exp=9&sig=s',
  );
});

it('offers no confirm or reject without the CHECK key', async () => {
  await renderPage(<ReturnQuiryPage />, { btnList: [] });
  await screen.findByText('JP20260000271');
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
});
