import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderPage } from 'shared/testing';
import { fetchCoupons, redeemCoupon, type Coupon } from './api';
import CouponManagementPage from './CouponManagementPage';
import type { Page } from 'shared/widgets';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchCoupons: jest.fn(),
  redeemCoupon: jest.fn(),
}));
const mockedList = jest.mocked(fetchCoupons);
const mockedRedeem = jest.mocked(redeemCoupon);

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'WELCOME2026',
  name: 'Welcome voucher',
  type: 'DISCOUNT_AMOUNT',
  value: 10000,
  minSpend: 50000,
  validFrom: '2026-02-28T17:00:00Z', // 00:00 WIB on 1 March
  validTo: '2026-03-31T16:59:59Z', // 23:59:59 WIB on 31 March
  status: 'UNUSED',
  usedAt: null,
  usedOnBillCode: null,
  ...over,
});

const page = (records: Coupon[], over: Partial<Page<Coupon>> = {}): Page<Coupon> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
  ...over,
});

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Puts text in a field at once (typing it key by key is slow in jsdom). */
async function paste(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => jest.resetAllMocks());

it('shows vouchers with rupiah amounts, validity and status, ten per page by default', async () => {
  mockedList.mockResolvedValue(
    page(
      [
        coupon({}),
        coupon({ id: 2, code: 'HEMAT15', name: 'Save 15%', type: 'DISCOUNT_RATE', value: 15, minSpend: 0 }),
      ],
      { total: 2 },
    ),
  );
  await renderPage(<CouponManagementPage />);

  expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith({ current: 1, size: 10, status: 'UNUSED' });
  const first = screen.getByText('WELCOME2026').closest('tr') as HTMLElement;
  expect(within(first).getByText('Rp 10.000')).toBeInTheDocument();
  expect(within(first).getByText('Rp 50.000')).toBeInTheDocument();
  expect(within(first).getByText('01 Mar 2026 – 31 Mar 2026')).toBeInTheDocument();
  expect(within(first).getByText('Unused', { selector: '.ant-tag' })).toBeInTheDocument();
  const second = screen.getByText('HEMAT15').closest('tr') as HTMLElement;
  expect(within(second).getByText('15%')).toBeInTheDocument();
  expect(within(second).getByText('No minimum')).toBeInTheDocument();
  expect(screen.getByText('2 in total')).toBeInTheDocument();
});

it('loads each status tab from its first page, and shows where a used voucher went', async () => {
  mockedList.mockResolvedValue(page([]));
  await renderPage(<CouponManagementPage />);
  expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();

  mockedList.mockResolvedValue(
    page([coupon({ status: 'USED', usedAt: '2026-03-10T08:00:00Z', usedOnBillCode: 'JP10000000011' })]),
  );
  await user.click(screen.getByRole('tab', { name: 'Used' }));
  expect(mockedList).toHaveBeenLastCalledWith({ current: 1, size: 10, status: 'USED' });
  expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
  // used at 08:00 UTC: the WIB time, with its zone, as on the order pages
  const used = screen.getByText('JP10000000011').closest('tr') as HTMLElement;
  expect(within(used).getByText('10 Mar 2026 15:00 WIB')).toBeInTheDocument();
  expect(screen.getAllByText('Used on waybill').length).toBeGreaterThan(0);
});

it('asks the server for the page and page size chosen in the pager', async () => {
  mockedList.mockResolvedValue(
    page(
      Array.from({ length: 10 }, (_, i) => coupon({ id: i + 1, code: `C${i}` })),
      { total: 35, pages: 4 },
    ),
  );
  await renderPage(<CouponManagementPage />);
  await screen.findByText('35 in total');

  await user.click(screen.getByTitle('2'));
  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith({ current: 2, size: 10, status: 'UNUSED' }),
  );

  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByTitle('20 / page'));
  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith({ current: 1, size: 20, status: 'UNUSED' }),
  );
});

it('shows the failure and offers a retry when the list cannot be loaded', async () => {
  mockedList.mockRejectedValue({ code: 500, msg: 'Database unavailable' });
  await renderPage(<CouponManagementPage />);
  expect(await screen.findByText('request failed')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();

  mockedList.mockResolvedValue(page([coupon({})]));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
});

describe('redeem code', () => {
  it('is hidden without couponManagement_ADD', async () => {
    mockedList.mockResolvedValue(page([]));
    await renderPage(<CouponManagementPage />);
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('requires a code', async () => {
    mockedList.mockResolvedValue(page([]));
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await user.click(screen.getByRole('button', { name: /Redeem/ }));
    expect(await screen.findByText('Please enter a voucher code')).toBeInTheDocument();
    expect(mockedRedeem).not.toHaveBeenCalled();
  });

  it('shows the server message and keeps the code when redeeming fails', async () => {
    mockedList.mockResolvedValue(page([]));
    mockedRedeem.mockRejectedValue({ code: 500, msg: 'This voucher code has expired' });
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    const input = screen.getByLabelText('Redeem code');
    await user.type(input, 'OLD2020');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    expect(mockedRedeem).toHaveBeenCalledWith('OLD2020');
    expect((await screen.findAllByText('This voucher code has expired')).length).toBeGreaterThan(0);
    expect(input).toHaveValue('OLD2020');
  });

  it('shows the error of a code that does not exist once, under the field (no toast too)', async () => {
    mockedList.mockResolvedValue(page([]));
    mockedRedeem.mockRejectedValue({ code: 500, msg: 'this voucher code does not exist' });
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await paste(screen.getByLabelText('Redeem code'), 'NOPE123');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    // one text on the page (the toast was a second one), and it is the field's error
    const shown = await screen.findAllByText('this voucher code does not exist');
    expect(shown).toHaveLength(1);
    expect(shown[0].closest('.ant-form-item')).toContainElement(screen.getByLabelText('Redeem code'));
  });

  it('confirms and reloads the unused vouchers when redeeming succeeds', async () => {
    mockedList.mockResolvedValue(page([]));
    mockedRedeem.mockResolvedValue(coupon({}));
    await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
    await screen.findByText('no data', { selector: '.ant-empty-description' });
    mockedList.mockResolvedValue(page([coupon({})]));

    await paste(screen.getByLabelText('Redeem code'), ' WELCOME2026 ');
    await user.click(screen.getByRole('button', { name: /Redeem/ }));

    expect(mockedRedeem).toHaveBeenCalledWith('WELCOME2026');
    expect(await screen.findByText('Voucher redeemed')).toBeInTheDocument();
    expect(await screen.findByText('Welcome voucher')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Redeem code')).toHaveValue('');
  });
});
