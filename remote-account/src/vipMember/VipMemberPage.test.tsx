import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { buttonKeyOf } from 'shared/widgets';
import { configureHttp, i18n } from 'shared';
import {
  fakeGateway,
  fieldErrorOf,
  fieldRefusal,
  refusal,
  renderPage,
  type FakeGateway,
} from 'shared/testing';
import type * as api from './api';
import VipMemberPage from './VipMemberPage';
import type { Page } from 'shared/widgets';

/** The member calls by their name in api.ts, and the route each one takes. */
const ROUTES = {
  fetchMemberLevel: 'GET /customer-api/member/level',
  fetchPointsInfo: 'GET /customer-api/member/exchangePointsInfo',
  fetchGoods: 'POST /customer-api/member/goodsPage',
  preCheckExchange: 'POST /customer-api/member/exchangePreCheck',
  exchangeGoods: 'POST /customer-api/member/exchange',
  fetchExchangeRecords: 'POST /customer-api/member/exchangeRecordPage',
  fetchPointsLedger: 'POST /customer-api/member/exchangePointsPage',
} as const;
type Call = keyof typeof ROUTES;
/** What the gateway answers to each call this test (set before rendering). */
let answers: Partial<Record<Call, unknown>>;
let gateway: FakeGateway;
const pathOf = (call: Call) => ROUTES[call].split(' ')[1];
/** The bodies (or, for a GET, the queries) each call was sent with, in order. */
const sent = (call: Call) =>
  gateway.calls(pathOf(call)).map((one) => (ROUTES[call].startsWith('GET') ? one.query : one.body));

const page = <T,>(records: T[], over: Partial<Page<T>> = {}): Page<T> => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
  ...over,
});

const GOODS: api.Goods[] = [
  {
    id: 1,
    name: 'Thermal label roll',
    pointsCost: 200,
    stock: 30,
    imageUrl: null,
    isEnable: 1,
    physical: true,
  },
  { id: 2, name: 'Courier jacket', pointsCost: 900, stock: 5, imageUrl: null, isEnable: 2, physical: true },
  { id: 3, name: 'Packing tape', pointsCost: 50, stock: 0, imageUrl: null, isEnable: 1, physical: true },
];
/** Not sent anywhere: a code in the account. */
const VOUCHER: api.Goods = {
  id: 5,
  name: 'E-wallet voucher',
  pointsCost: 500,
  stock: 10,
  imageUrl: null,
  isEnable: 1,
  physical: false,
};
const DELIVERY = {
  name: 'Budi Santoso',
  phone: '0812 1000 2026',
  address: 'Jl. Panjang No. 12, Kedoya Utara, Jakarta Barat 11520',
};

/** Fills where physical goods are sent, as a shipper types it. */
async function fillDelivery(dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText('Recipient'), DELIVERY.name);
  await user.type(dialog.getByLabelText('Mobile number'), DELIVERY.phone);
  await user.click(dialog.getByLabelText('Full address'));
  await user.paste(DELIVERY.address);
}

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
/** The exchange button's key, as the gateway asks for it on the exchange call. */
const EXCHANGE_KEYS = [buttonKeyOf('/customer-api/member/exchange')];

afterEach(() => configureHttp({}));

beforeEach(() => {
  answers = {};
  gateway = fakeGateway(
    Object.fromEntries(
      (Object.keys(ROUTES) as Call[]).map((call) => [
        ROUTES[call],
        () => (call in answers ? answers[call] : refusal(`no answer for ${call}`)),
      ]),
    ),
  );
  answers.fetchMemberLevel = {
    levelCode: 'V2',
    levelName: 'Gold',
    growth: 3000,
    nextLevel: 'V3',
    nextLevelName: 'Platinum',
    nextGrowthStart: 5000,
    levels: [
      { code: 'V1', name: 'Silver', growthStart: 0 },
      { code: 'V2', name: 'Gold', growthStart: 1000 },
      { code: 'V3', name: 'Platinum', growthStart: 5000 },
    ],
  };
  answers.fetchPointsInfo = {
    points: 1250,
    expiringPoints: 100,
    expiringAt: '2026-06-30T16:59:59Z', // 23:59:59 WIB
  };
  answers.fetchGoods = page(GOODS);
  answers.fetchExchangeRecords = page(
    [
      {
        id: 11,
        goodsId: 1,
        goodsName: 'Thermal label roll',
        quantity: 1,
        pointsSpent: 200,
        status: 'SUBMITTED',
        statusLabel: 'Submitted',
        loginCode: 'demo',
        delivery: {
          name: 'Budi Santoso',
          phone: '0812****2026',
          address: 'Jl. Panjang No. 12, Jakarta Barat',
        },
        createdAt: '2026-03-01T08:00:00Z',
      },
    ],
    { total: 25, pages: 3 },
  );
  answers.fetchPointsLedger = page([
    {
      id: 21,
      change: -200,
      reason: 'EXCHANGE',
      reasonLabel: 'Exchanged for goods',
      refId: 11,
      expiresAt: null,
      createdAt: '2026-03-01T08:00:00Z',
    },
  ]);
});

it('shows the level with progress to the next one, the points and the goods', async () => {
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  expect(await screen.findByTestId('member-level')).toHaveTextContent('Gold');
  expect(screen.getByText('2.000 more growth to reach Platinum')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  expect(await screen.findByText('1.250')).toBeInTheDocument();
  expect(screen.getByText('100 points expire on 30 Jun 2026')).toBeInTheDocument();

  expect(
    await screen.findByText('Thermal label roll', { selector: '.ant-card-meta-title' }),
  ).toBeInTheDocument();
  expect(within(screen.getByTestId('goods-1')).getByRole('button', { name: 'Exchange' })).toBeEnabled();
  expect(within(screen.getByTestId('goods-2')).getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  expect(within(screen.getByTestId('goods-3')).getByRole('button', { name: 'Sold out' })).toBeDisabled();
});

it('shows no exchange button without its key (the gateway refuses the exchange call)', async () => {
  await renderPage(<VipMemberPage />);
  expect(await screen.findByTestId('goods-1')).toBeInTheDocument();
  expect(within(screen.getByTestId('goods-1')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not exchange points; ask your account admin for the permission.',
  );
});

it('shows no such line with the exchange key', async () => {
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  expect(await screen.findByTestId('goods-1')).toBeInTheDocument();
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('pre-checks the quantity, then exchanges and reloads points, goods and records', async () => {
  answers.preCheckExchange = {
    ok: true,
    reason: null,
    message: null,
    pointsNeeded: 400,
    pointsAfter: 850,
  };
  answers.exchangeGoods = { recordId: 12, pointsSpent: 400, pointsAfter: 850 };
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  await user.click(within(await screen.findByTestId('goods-1')).getByRole('button', { name: 'Exchange' }));
  const dialog = within(await screen.findByRole('dialog'));

  const quantity = dialog.getByLabelText('Quantity');
  await user.clear(quantity);
  await user.type(quantity, '2');
  expect(dialog.getByText('400 points in total')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Next' }));

  expect(sent('preCheckExchange')).toContainEqual({ goodsId: 1, quantity: 2 });
  expect(await dialog.findByText('850 points left after the exchange')).toBeInTheDocument();
  await fillDelivery(dialog);
  await user.click(dialog.getByRole('button', { name: 'Confirm exchange' }));

  expect(sent('exchangeGoods')).toContainEqual({ goodsId: 1, quantity: 2, delivery: DELIVERY });
  expect(await screen.findByText('Exchanged')).toBeInTheDocument();
  await waitFor(() => expect(sent('fetchPointsInfo')).toHaveLength(2));
  expect(sent('fetchGoods')).toHaveLength(2);
  expect(sent('fetchExchangeRecords')).toHaveLength(2);
});

describe('where physical goods are sent (issue 35: the exchange asked for no address)', () => {
  const okCheck = { ok: true, reason: null, message: null, pointsNeeded: 200, pointsAfter: 1050 };

  it('asks for the recipient, mobile number and address of physical goods, and sends nothing without them', async () => {
    answers.preCheckExchange = okCheck;
    await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
    await user.click(within(await screen.findByTestId('goods-1')).getByRole('button', { name: 'Exchange' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('exchange-delivery')).toHaveTextContent('the goods are sent to this address');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.type(dialog.getByLabelText('Mobile number'), '021 555 1234');
    await user.click(await dialog.findByRole('button', { name: 'Confirm exchange' }));

    await waitFor(() =>
      expect(fieldErrorOf('Recipient')).toBe('Required: the goods are sent to this address'),
    );
    expect(fieldErrorOf('Mobile number')).toBe('Not an Indonesian mobile number (08… or +62 8…)');
    expect(fieldErrorOf('Full address')).toBe('Required: the goods are sent to this address');
    expect(sent('exchangeGoods')).toEqual([]);
  });

  it("shows the gateway's refusal of an address field at that field, and exchanges once it is fixed", async () => {
    answers.preCheckExchange = okCheck;
    answers.exchangeGoods = fieldRefusal({
      'delivery.address': 'give the full address (at least 10 characters)',
    });
    await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
    await user.click(within(await screen.findByTestId('goods-1')).getByRole('button', { name: 'Exchange' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await fillDelivery(dialog);
    await user.click(await dialog.findByRole('button', { name: 'Confirm exchange' }));
    await waitFor(() =>
      expect(fieldErrorOf('Full address')).toBe('give the full address (at least 10 characters)'),
    );
    answers.exchangeGoods = { recordId: 13, pointsSpent: 200, pointsAfter: 1050 };
    await user.click(dialog.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Exchanged')).toBeInTheDocument();
    expect(sent('exchangeGoods')).toHaveLength(2);
  });

  it('asks for no address for goods that are not sent (a voucher)', async () => {
    answers.fetchGoods = page([VOUCHER]);
    answers.preCheckExchange = okCheck;
    answers.exchangeGoods = { recordId: 14, pointsSpent: 500, pointsAfter: 750 };
    await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
    await user.click(within(await screen.findByTestId('goods-5')).getByRole('button', { name: 'Exchange' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByTestId('exchange-delivery')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Exchanged')).toBeInTheDocument();
    expect(sent('exchangeGoods')).toEqual([{ goodsId: 5, quantity: 1 }]);
  });

  it('shows where an exchange was sent in the records', async () => {
    await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
    expect(
      await screen.findByText('Budi Santoso · 0812****2026 · Jl. Panjang No. 12, Jakarta Barat'),
    ).toBeInTheDocument();
  });
});

it('explains a refused pre-check and offers no confirmation', async () => {
  answers.preCheckExchange = {
    ok: false,
    reason: 'INSUFFICIENT_POINTS',
    message: null,
    pointsNeeded: 200,
    pointsAfter: 1250,
  };
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  await user.click(within(await screen.findByTestId('goods-1')).getByRole('button', { name: 'Exchange' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Next' }));

  expect(await dialog.findByRole('alert')).toHaveTextContent('Not enough points');
  expect(screen.queryByRole('button', { name: 'Confirm exchange' })).not.toBeInTheDocument();
  expect(sent('exchangeGoods')).toEqual([]);
});

it('shows the server message when the exchange fails', async () => {
  answers.preCheckExchange = {
    ok: true,
    reason: null,
    message: null,
    pointsNeeded: 200,
    pointsAfter: 1050,
  };
  answers.exchangeGoods = refusal('Stock changed, try again');
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  await user.click(within(await screen.findByTestId('goods-1')).getByRole('button', { name: 'Exchange' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Next' }));
  await fillDelivery(dialog);
  await user.click(await dialog.findByRole('button', { name: 'Confirm exchange' }));
  // the pre-check's alert is there at once; the refusal replaces it when the gateway answers
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Stock changed, try again'));
});

it('pages the exchange records and shows the points ledger in its tab', async () => {
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  expect(await screen.findByText('25 in total')).toBeInTheDocument();
  expect(sent('fetchExchangeRecords')).toContainEqual({ current: 1, size: 10 });
  // exchanged at 08:00 UTC: the WIB time, with its zone, as on the order pages
  const record = screen.getByText('Submitted', { selector: '.ant-tag' }).closest('tr') as HTMLElement;
  expect(within(record).getByText('01 Mar 2026 15:00 WIB')).toBeInTheDocument();
  const recordsPager = screen.getByText('25 in total').closest('ul') as HTMLElement;
  await user.click(within(recordsPager).getByTitle('2'));
  await waitFor(() => expect(sent('fetchExchangeRecords').at(-1)).toEqual({ current: 2, size: 10 }));

  await user.click(screen.getByRole('tab', { name: 'Points ledger' }));
  expect(await screen.findByText('-200')).toBeInTheDocument();
  const entry = screen.getByText('-200').closest('tr') as HTMLElement;
  expect(within(entry).getByText('01 Mar 2026 15:00 WIB')).toBeInTheDocument();
  expect(screen.getByText('Exchanged for goods')).toBeInTheDocument();
  expect(sent('fetchPointsLedger')).toContainEqual({ current: 1, size: 10 });
});

it('shows failures and empty lists', async () => {
  answers.fetchMemberLevel = refusal('Member service down');
  // the level call is not silent: the server's msg is also a toast
  const notify = { error: jest.fn() };
  configureHttp({ notify });
  answers.fetchGoods = page([]);
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  expect(await screen.findByText('Member service down')).toBeInTheDocument();
  expect(await screen.findAllByText('no data')).not.toHaveLength(0);
  expect(notify.error).toHaveBeenCalledWith('Member service down');
});

it('writes every number one way, through shared formatNumber (issue 14: 26800 beside 12.500)', async () => {
  answers.fetchPointsInfo = {
    points: 12500,
    expiringPoints: 1500,
    expiringAt: '2026-06-30T16:59:59Z', // 23:59:59 WIB
  };
  answers.fetchGoods = page([
    {
      id: 4,
      name: 'Thermal printer',
      pointsCost: 1500,
      stock: 1200,
      imageUrl: null,
      isEnable: 1,
      physical: true,
    },
  ]);
  answers.preCheckExchange = {
    ok: true,
    reason: null,
    message: null,
    pointsNeeded: 1500,
    pointsAfter: 11000,
  };
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  expect(await screen.findByText('12.500')).toBeInTheDocument();
  expect(screen.getByText('1.500 points expire on 30 Jun 2026')).toBeInTheDocument();
  const goods = within(await screen.findByTestId('goods-4'));
  expect(goods.getByText('1.500 points')).toBeInTheDocument();
  expect(goods.getByText('1.200 in stock')).toBeInTheDocument();

  await user.click(goods.getByRole('button', { name: 'Exchange' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('1.500 points in total')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Next' }));
  expect(await dialog.findByText('11.000 points left after the exchange')).toBeInTheDocument();
});

it('gives the gift pager its texts in Indonesian (issue 14: it read "10 / page")', async () => {
  await renderPage(<VipMemberPage />, { btnList: EXCHANGE_KEYS });
  await act(async () => {
    await i18n.changeLanguage('id');
  });
  try {
    const goodsCard = (await screen.findByText('Toko poin')).closest('.ant-card') as HTMLElement;
    expect(await within(goodsCard).findByText('10 / halaman')).toBeInTheDocument();
    expect(within(goodsCard).queryByText('10 / page')).not.toBeInTheDocument();
  } finally {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  }
});
