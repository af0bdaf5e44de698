import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage, type FakeGateway, type GatewayAnswer } from 'shared/testing';
import type { Page } from 'shared/widgets';
import type { DecideBody, ProblemPage, ProblemParcel } from './api';
import StopGodownQuiryPage from './StopGodownQuiryPage';

const PAGE = '/customer-api/problemParcel/page';
const DECIDE = '/customer-api/problemParcel/decide';
const STUCK = '/customer-api/problemParcel/stuck';
const DICT = '/customer-api/serviceDict/byCategoryCodes';
const DETAIL = '/customer-api/problemParcel/detail';
let pageAnswer: GatewayAnswer<ProblemPage>;
let decideAnswer: GatewayAnswer<{
  changed: { id: number; billCode: string; status: string; deadlineAt: string }[];
}>;
let detailAnswer: GatewayAnswer<ProblemParcel>;
let gateway: FakeGateway;
const HOUR = 3600 * 1000;

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const parcel = (over: Partial<ProblemParcel> = {}): ProblemParcel => ({
  id: 1,
  orderId: 11,
  billCode: 'JP20260000131',
  reasonCode: 'WRONG_ADDRESS',
  reasonName: 'Wrong or incomplete address',
  faultGroup: 'SHIPPER',
  attempts: 1,
  courierNote: 'Alamat tidak ditemukan',
  status: 'AWAITING_SHIPPER',
  heldAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  deadlineAt: new Date(Date.now() + 46 * HOUR + 30 * 60_000).toISOString(),
  secondsLeft: 46 * 3600,
  decidedAt: null,
  corrected: false,
  receiverName: 'Budi Santoso',
  receiverPhone: '0812****7801',
  receiverProvince: 'Jawa Timur',
  receiverCity: 'Kota Surabaya',
  receiverDistrict: 'Wonokromo',
  receiverDistrictCode: '35.78.04',
  receiverAddress: 'Jl. Raya Darmo No. 101',
  orderStatus: 'PROBLEM',
  codAmount: 0,
  freightFee: 18000,
  ...over,
});

const page = (records: ProblemParcel[]): Page<ProblemParcel> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
});

beforeEach(() => {
  pageAnswer = page([
    parcel(),
    parcel({
      id: 2,
      billCode: 'JP20260000150',
      reasonName: 'Receiver absent',
      deadlineAt: new Date(Date.now() + 3 * HOUR).toISOString(),
    }),
  ]);
  decideAnswer = { changed: [] };
  detailAnswer = parcel({ decidedAt: null, codAmount: 150_000 });
  gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => detailAnswer,
    [`POST ${PAGE}`]: () => pageAnswer,
    [`POST ${DECIDE}`]: () => decideAnswer,
    [`POST ${STUCK}`]: () => ({ current: 1, size: 10, total: 0, pages: 0, records: [], days: 3 }),
    [`GET ${DICT}`]: () => ({ HELD_REASON: [] }),
  });
});

const keys = ['stopGodownQuiry_EDIT', 'stopGodownQuiry_EXCEL', 'stopGodownQuiry_DETAIL'];

it('lists held parcels soonest deadline first, with reason, note and a countdown (red in the last 6 hours)', async () => {
  await renderPage(<StopGodownQuiryPage />, { btnList: keys });
  const first = (await screen.findByText('JP20260000131')).closest('tr') as HTMLElement;
  expect(within(first).getByText('Wrong or incomplete address')).toBeInTheDocument();
  expect(within(first).getByText('Alamat tidak ditemukan')).toBeInTheDocument();
  expect(within(first).getByText(/^4[56] h \d+ min$/)).toBeInTheDocument();
  const soon = screen.getByText('JP20260000150').closest('tr') as HTMLElement;
  expect(within(soon).getByTestId('countdown')).toHaveClass('ant-typography-danger');
  expect(gateway.bodies(PAGE)[0]).toMatchObject({ view: 'OPEN', sort: 'DEADLINE', current: 1, size: 10 });
});

it('returns several selected parcels in one call', async () => {
  decideAnswer = {
    changed: [
      { id: 1, billCode: 'JP20260000131', status: 'RETURN', deadlineAt: '' },
      { id: 2, billCode: 'JP20260000150', status: 'RETURN', deadlineAt: '' },
    ],
  };
  await renderPage(<StopGodownQuiryPage />, { btnList: keys });
  await screen.findByText('JP20260000131');
  for (const box of screen.getAllByRole('checkbox').slice(1)) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Return (2)' }));
  await waitFor(() => expect(gateway.bodies(DECIDE)).toEqual([{ ids: [1, 2], decision: 'RETURN' }]));
  expect(await screen.findByText('Decision sent for 2 parcels')).toBeInTheDocument();
});

it('re-attempts one parcel with a corrected address, and shows a refusal in the dialog', async () => {
  decideAnswer = refusal('The corrected address was refused: unknown district');
  await renderPage(<StopGodownQuiryPage />, { btnList: keys });
  await screen.findByText('JP20260000131');
  await user.click(screen.getAllByRole('button', { name: 'Correct and re-attempt' })[0]);
  const dialog = await screen.findByRole('dialog');
  const address = within(dialog).getByLabelText('Address');
  await user.clear(address);
  await user.click(address);
  await user.paste('Jl. Raya Darmo No. 103');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The corrected address was refused: unknown district',
  );
  const sent = gateway.bodies(DECIDE)[0] as DecideBody;
  expect(sent).toMatchObject({
    ids: [1],
    decision: 'REATTEMPT',
    receiver: { address: 'Jl. Raya Darmo No. 103', districtCode: '35.78.04', city: 'Kota Surabaya' },
  });
});

it('hides the decision buttons without the EDIT key', async () => {
  await renderPage(<StopGodownQuiryPage />, { btnList: ['stopGodownQuiry_EXCEL'] });
  await screen.findByText('JP20260000131');
  expect(screen.queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Correct and re-attempt' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
});

it('shows the deadline countdown as the first column, before the waybill', async () => {
  await renderPage(<StopGodownQuiryPage />, { btnList: keys });
  const first = (await screen.findByText('JP20260000131')).closest('tr') as HTMLElement;
  const cells = within(first)
    .getAllByRole('cell')
    .filter((cell) => !cell.classList.contains('ant-table-selection-column'));
  expect(cells[0]).toHaveTextContent(/^4[56] h \d+ min$/);
  expect(cells[1]).toHaveTextContent('JP20260000131');
  const headers = screen
    .getAllByRole('columnheader')
    .filter((cell) => !cell.classList.contains('ant-table-selection-column'))
    .map((cell) => cell.textContent);
  expect(headers[0]).toBe('Time left');
});

it('opens a held parcel in a drawer from problemParcel/detail, and says a refusal there', async () => {
  await renderPage(<StopGodownQuiryPage />, { btnList: keys });
  const first = (await screen.findByText('JP20260000131')).closest('tr') as HTMLElement;
  await user.click(within(first).getByRole('button', { name: 'Details' }));
  const detail = await screen.findByTestId('problem-detail');
  await waitFor(() => expect(gateway.bodies(DETAIL)).toEqual([{ id: 1 }]));
  expect(
    within(detail).getByText('Jl. Raya Darmo No. 101, Wonokromo, Kota Surabaya, Jawa Timur'),
  ).toBeInTheDocument();
  expect(within(detail).getByText('0812****7801')).toBeInTheDocument();
  expect(within(detail).getByText('Rp 150.000')).toBeInTheDocument();
  expect(screen.getByText('Held parcel JP20260000131')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  detailAnswer = { code: 404, msg: 'the parcel was not found', data: null };
  const second = screen.getByText('JP20260000150').closest('tr') as HTMLElement;
  await user.click(within(second).getByRole('button', { name: 'Details' }));
  expect(await screen.findByText('the parcel was not found')).toBeInTheDocument();
});

it('offers no detail without the DETAIL key', async () => {
  await renderPage(<StopGodownQuiryPage />, { btnList: ['stopGodownQuiry_EXCEL'] });
  await screen.findByText('JP20260000131');
  expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
});
