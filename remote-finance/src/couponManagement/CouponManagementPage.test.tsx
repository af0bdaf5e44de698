import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage, type FakeGateway, type GatewayAnswer } from 'shared/testing';
import type { Coupon, CouponPage } from './api';
import CouponManagementPage from './CouponManagementPage';
import type { Page } from 'shared/widgets';

const LIST = '/customer-api/coupon/list';
const REDEEM = '/customer-api/coupon/generate';
/** What the gateway answers to the list and to a redeem call (a page or coupon, or a refusal). */
let listAnswer: GatewayAnswer<CouponPage>;
let redeemAnswer: GatewayAnswer<Coupon>;
let gateway: FakeGateway;
const listBodies = () => gateway.bodies(LIST);
const redeemBodies = () => gateway.bodies(REDEEM).map((body) => (body as { code: string }).code);

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'WELCOME2026',
  name: 'Welcome voucher',
  type: 'SHIPPING',
  discountType: 'FIXED',
  value: 10000,
  maxDiscount: null,
  minSpend: 50000,
  productTypes: [],
  provinces: [],
  codRule: 'ANY',
  perAccountLimit: 1,
  stockLeft: 250,
  terms: 'One order per account.',
  validFrom: '2026-02-28T17:00:00Z', // 00:00 WIB on 1 March
  validTo: '2026-03-31T16:59:59Z', // 23:59:59 WIB on 31 March
  status: 'AVAILABLE',
  lockedAt: null,
  usedAt: null,
  usedOnBillCode: null,
  ...over,
});

const COUNTS = { AVAILABLE: 2, LOCKED: 1, USED: 4, EXPIRED: 0 };
const page = (records: Coupon[], over: Partial<Page<Coupon>> = {}): CouponPage => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
  counts: COUNTS,
  ...over,
});
/** The list calls of the table (the counts are read with a one-row call). */
const pageBodies = () => listBodies().filter((body) => (body as { size: number }).size !== 1);

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Puts text in a field at once (typing it key by key is slow in jsdom). */
async function paste(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  listAnswer = page([]);
  redeemAnswer = refusal('no answer set');
  gateway = fakeGateway({ [`POST ${LIST}`]: () => listAnswer, [`POST ${REDEEM}`]: () => redeemAnswer });
});

it('shows the wallet: discount, conditions, limit, stock left, validity, status and terms, ten per page', async () => {
  listAnswer = page(
    [
      coupon({}),
      coupon({
        id: 2,
        code: 'SUPERKILAT',
        name: 'Super 50%',
        type: 'PRODUCT',
        discountType: 'PERCENT',
        value: 50,
        maxDiscount: 25000,
        minSpend: 0,
        productTypes: ['SUPER'],
        provinces: ['Jawa Barat'],
        codRule: 'COD_ONLY',
        perAccountLimit: 3,
        stockLeft: 1200,
        terms: 'SUPER service only.',
      }),
    ],
    { total: 2 },
  );
  await renderPage(<CouponManagementPage />);

  expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
  expect(listBodies()).toContainEqual({ current: 1, size: 10, status: 'AVAILABLE' });
  const first = screen.getByText('WELCOME2026').closest('tr') as HTMLElement;
  expect(within(first).getByText('Rp 10.000 off freight')).toBeInTheDocument();
  expect(within(first).getByText('Rp 50.000')).toBeInTheDocument();
  expect(within(first).getByText('All products · All provinces')).toBeInTheDocument();
  expect(within(first).getByText('01 Mar 2026 – 31 Mar 2026')).toBeInTheDocument();
  expect(within(first).getByText('Available', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(first).getByText('One order per account.')).toBeInTheDocument();
  const second = screen.getByText('SUPERKILAT').closest('tr') as HTMLElement;
  expect(within(second).getByText('50% off freight, up to Rp 25.000')).toBeInTheDocument();
  expect(within(second).getByText('No minimum')).toBeInTheDocument();
  expect(within(second).getByText('Products: SUPER · To: Jawa Barat · COD orders only')).toBeInTheDocument();
  expect(within(second).getByText('3 orders')).toBeInTheDocument();
  expect(within(second).getByText('1.200')).toBeInTheDocument();
  expect(screen.getByText('2 in total')).toBeInTheDocument();
});

it('counts the coupons of each status on its tab', async () => {
  listAnswer = page([coupon({})]);
  await renderPage(<CouponManagementPage />);
  await screen.findByText('Welcome voucher');
  expect(await screen.findByRole('tab', { name: 'Locked (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Available (2)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Used (4)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Expired (0)' })).toBeInTheDocument();
});

it('shows the order a locked coupon is held by', async () => {
  listAnswer = page([]);
  await renderPage(<CouponManagementPage />);
  await screen.findByText('no data', { selector: '.ant-empty-description' });
  listAnswer = page([
    coupon({ status: 'LOCKED', lockedAt: '2026-03-10T08:00:00Z', usedOnBillCode: 'JP10000000012' }),
  ]);
  await user.click(screen.getByRole('tab', { name: /^Locked/ }));
  expect(pageBodies().at(-1)).toEqual({ current: 1, size: 10, status: 'LOCKED' });
  const locked = (await screen.findByText('JP10000000012')).closest('tr') as HTMLElement;
  expect(within(locked).getByText('Locked', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(locked).getByText('10 Mar 2026 15:00 WIB')).toBeInTheDocument();
});

it('loads each status tab from its first page, and shows where a used voucher went', async () => {
  listAnswer = page([]);
  await renderPage(<CouponManagementPage />);
  expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();

  listAnswer = page([
    coupon({ status: 'USED', usedAt: '2026-03-10T08:00:00Z', usedOnBillCode: 'JP10000000011' }),
  ]);
  await user.click(screen.getByRole('tab', { name: /^Used/ }));
  expect(pageBodies().at(-1)).toEqual({ current: 1, size: 10, status: 'USED' });
  expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
  // used at 08:00 UTC: the WIB time, with its zone, as on the order pages
  const used = screen.getByText('JP10000000011').closest('tr') as HTMLElement;
  expect(within(used).getByText('10 Mar 2026 15:00 WIB')).toBeInTheDocument();
  expect(screen.getAllByText('Used on waybill').length).toBeGreaterThan(0);
});

it('asks the server for the page and page size chosen in the pager', async () => {
  listAnswer = page(
    Array.from({ length: 10 }, (_, i) => coupon({ id: i + 1, code: `C${i}` })),
    { total: 35, pages: 4 },
  );
  await renderPage(<CouponManagementPage />);
  await screen.findByText('35 in total');

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(pageBodies().at(-1)).toEqual({ current: 2, size: 10, status: 'AVAILABLE' }));

  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByTitle('20 / page'));
  await waitFor(() => expect(pageBodies().at(-1)).toEqual({ current: 1, size: 20, status: 'AVAILABLE' }));
});

it('shows the failure and offers a retry when the list cannot be loaded', async () => {
  listAnswer = refusal('Database unavailable');
  await renderPage(<CouponManagementPage />);
  expect(await screen.findByText('request failed')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();

  listAnswer = page([coupon({})]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
});

describe('redeem code', () => {
  it('is hidden without couponManagement_ADD', async () => {
    listAnswer = page([]);
    await renderPage(<CouponManagementPage />);
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
    // the field goes with its button: Enter in it would send a call the gateway refuses
    expect(screen.queryByLabelText('Redeem code')).not.toBeInTheDocument();
    expect(redeemBodies()).toEqual([]);
    expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
      'You can view this page but not redeem voucher codes; ask your account admin for the permission.',
    );
  });

  it('shows with couponManagement_ADD, and no line saying it is missing', async () => {
    listAnswer = page([]);
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    expect(screen.getByLabelText('Redeem code')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
  });

  it('requires a code', async () => {
    listAnswer = page([]);
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await user.click(screen.getByRole('button', { name: /Redeem/ }));
    expect(await screen.findByText('Please enter a voucher code')).toBeInTheDocument();
    expect(redeemBodies()).toEqual([]);
  });

  it('shows the server message and keeps the code when redeeming fails', async () => {
    listAnswer = page([]);
    redeemAnswer = refusal('This voucher code has expired');
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    const input = screen.getByLabelText('Redeem code');
    await user.type(input, 'OLD2020');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    expect(redeemBodies()).toContain('OLD2020');
    expect((await screen.findAllByText('This voucher code has expired')).length).toBeGreaterThan(0);
    expect(input).toHaveValue('OLD2020');
  });

  it('shows the error of a code that does not exist once, under the field (no toast too)', async () => {
    listAnswer = page([]);
    redeemAnswer = refusal('this voucher code does not exist');
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await paste(screen.getByLabelText('Redeem code'), 'NOPE123');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    // one text on the page (the toast was a second one), and it is the field's error
    const shown = await screen.findAllByText('this voucher code does not exist');
    expect(shown).toHaveLength(1);
    expect(shown[0].closest('.ant-form-item')).toContainElement(screen.getByLabelText('Redeem code'));
  });

  it('confirms and reloads the available coupons when redeeming succeeds', async () => {
    listAnswer = page([]);
    // in its envelope: a coupon has a `code` of its own, which the fake would take for the envelope's
    redeemAnswer = { code: 1, msg: 'ok', data: coupon({}) };
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    listAnswer = page([coupon({})]);

    await paste(screen.getByLabelText('Redeem code'), ' WELCOME2026 ');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    expect(redeemBodies()).toContain('WELCOME2026');
    expect(await screen.findByText('Voucher redeemed')).toBeInTheDocument();
    expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
    expect(pageBodies()).toHaveLength(2);
    expect(screen.getByLabelText('Redeem code')).toHaveValue('');
  });
});
