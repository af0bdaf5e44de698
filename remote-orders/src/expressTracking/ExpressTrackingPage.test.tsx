import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { configureHttp, selectListCache } from 'shared';
import {
  answerLater,
  fakeGateway,
  refusal,
  renderAgain,
  renderPage,
  type GatewayHandler,
} from 'shared/testing';
import { fill } from '../common/testing/antd';
import { findButton, getButton } from '../common/testing/buttons';
import type { ArrivalTime, TraceListResult } from '../common/traces';
import ExpressTrackingPage, { TRACKING_CACHE_KEY } from './ExpressTrackingPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const RESULT: TraceListResult = {
  list: [
    {
      billCode: 'JP10000000011',
      status: 'IN_TRANSIT',
      statusLabel: 'In transit',
      senderCity: 'Jakarta Barat',
      receiverCity: 'Surabaya',
      traces: [
        {
          scanTime: '2026-03-01T18:00:00Z',
          status: 'PICKED_UP',
          statusLabel: 'Picked up',
          scanType: 'PICKUP',
          description: 'Parcel picked up',
          location: 'Jakarta',
          networkName: 'JKT Kebon Jeruk',
        },
        {
          scanTime: '2026-03-02T09:00:00Z',
          status: 'IN_TRANSIT',
          statusLabel: 'In transit',
          scanType: 'DEPART',
          description: 'Left the sorting centre',
          location: 'Cikarang',
          networkName: 'CKR Hub',
        },
      ],
    },
    {
      billCode: 'JP10000000029',
      status: 'DELIVERED',
      statusLabel: 'Delivered',
      senderCity: 'Bandung',
      receiverCity: 'Medan',
      traces: [],
    },
  ],
  notFound: ['JP99999999999'],
};

const textarea = () => screen.getByLabelText('Waybill numbers');

const queryButton = () => getButton(document.body, /Query/);
/** The one alert on the page (the form's problem). */
function alert(): Element {
  const alerts = document.querySelectorAll('[role="alert"]');
  if (alerts.length !== 1) throw new Error(`${alerts.length} alerts`);
  return alerts[0];
}
/** The waybill tab of the results menu holding `billCode`. */
const menuItem = (billCode: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((item) =>
    item.textContent?.includes(billCode),
  ) as HTMLElement;

afterEach(() => configureHttp({}));

const TRACES = '/customer-api/trace/list';
const ARRIVAL = '/customer-api/order/arrivalTime';

/** The tracking calls: the trace list answers RESULT (on a later task) unless told otherwise. */
function gateway(
  traces: GatewayHandler<'POST /customer-api/trace/list'> = () => answerLater(RESULT),
  arrival: GatewayHandler<'POST /customer-api/order/arrivalTime'> = () =>
    refusal('no arrival time in this test'),
) {
  return fakeGateway({
    'POST /customer-api/trace/list': traces,
    'POST /customer-api/order/arrivalTime': arrival,
  });
}

it('queries the cleaned codes and shows waybills, the newest scan first, and the codes not found', async () => {
  const calls = gateway();
  const { store } = await renderPage(<ExpressTrackingPage />);
  expect(screen.getByText('Not queried')).toBeInTheDocument();

  fill(textarea(), 'jp10000000011, JP10000000029 jp10000000011\nJP99999999999');
  fireEvent.click(queryButton());

  expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
  expect(calls.bodies(TRACES)).toEqual([{ billCodes: ['JP10000000011', 'JP10000000029', 'JP99999999999'] }]);
  const descriptions = screen
    .getAllByText(/Parcel picked up|Left the sorting centre/)
    .map((node) => node.textContent);
  expect(descriptions[0]).toContain('Left the sorting centre');
  // scan times at their Jakarta time (UTC+7), the first one already on the next day there
  expect(screen.getByText('02 Mar 2026 16:00 WIB')).toBeInTheDocument();
  expect(screen.getByText('02 Mar 2026 01:00 WIB')).toBeInTheDocument();
  expect(screen.getByText('Jakarta Barat → Surabaya')).toBeInTheDocument();
  expect(within(screen.getByTestId('not-found')).getByText('JP99999999999')).toBeInTheDocument();
  expect(screen.getByText('Not found (1)')).toBeInTheDocument();
  expect(selectListCache(TRACKING_CACHE_KEY)(store.getState())).toMatchObject({ result: RESULT });

  fireEvent.click(menuItem('JP10000000029'));
  expect(await screen.findByText('Bandung → Medan')).toBeInTheDocument();
  expect(screen.getByText('No tracking events yet')).toBeInTheDocument();
});

it('refuses an empty query, more than 50 codes, and names malformed codes', async () => {
  const calls = gateway();
  await renderPage(<ExpressTrackingPage />);
  const query = queryButton();

  fireEvent.click(query);
  expect(alert()).toHaveTextContent('Enter at least one waybill number');

  fill(textarea(), 'JP10000000011 JP123 ab12345678901');
  fireEvent.click(query);
  expect(alert()).toHaveTextContent('not valid (JP + 11 digits): JP123, AB12345678901');

  fill(textarea(), '');
  const many = Array.from({ length: 51 }, (_, i) => `JP${String(i).padStart(11, '0')}`).join(' ');
  fill(textarea(), many);
  fireEvent.click(query);
  expect(alert()).toHaveTextContent('At most 50 waybill numbers can be queried; you entered 51');
  expect(calls.calls(TRACES)).toHaveLength(0);
});

it('shows the server message once when the query fails, and keeps what was typed', async () => {
  let busy = true;
  gateway(() => (busy ? refusal('Tracking service is busy') : answerLater(RESULT)));
  const notify = { error: jest.fn() };
  configureHttp({ notify });
  await renderPage(<ExpressTrackingPage />);
  fill(textarea(), 'JP10000000011');
  fireEvent.click(queryButton());

  expect(await screen.findByText('request failed')).toBeInTheDocument();
  expect(screen.getByText('Tracking service is busy')).toBeInTheDocument();
  expect(textarea()).toHaveValue('JP10000000011');
  // the result card says it: no toast repeats it
  expect(screen.getAllByText('Tracking service is busy')).toHaveLength(1);
  expect(notify.error).not.toHaveBeenCalled();

  busy = false;
  fireEvent.click(getButton(document.body, 'Retry'));
  expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
});

it('pre-fills and queries the billCode from the URL', async () => {
  const calls = gateway();
  await renderPage(<ExpressTrackingPage />, { route: '/expressTracking?billCode=jp10000000011' });
  expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
  expect(calls.bodies(TRACES)).toEqual([{ billCodes: ['JP10000000011'] }]);
  expect(textarea()).toHaveValue('JP10000000011');
});

it('shows the estimated arrival formatted with its basis', async () => {
  const arrival: ArrivalTime = {
    billCode: 'JP10000000011',
    // 03:00 WIB on 5 March: the Jakarta day, not the UTC one
    estimatedArrival: '2026-03-04T20:00:00Z',
    serviceDays: 3,
    basis: 'estimate',
  };
  const calls = gateway(undefined, () => answerLater(arrival));
  await renderPage(<ExpressTrackingPage />, { route: '/expressTracking?billCode=JP10000000011' });
  fireEvent.click(await findButton(document.body, /Estimated arrival/));

  expect(await screen.findByTestId('arrival-time')).toHaveTextContent(
    'Estimated to arrive on 05 Mar 2026 · Service time 3 days',
  );
  expect(calls.bodies(ARRIVAL)).toEqual([{ billCode: 'JP10000000011' }]);
});

it('shows the last query again from the store after the page is mounted anew', async () => {
  const calls = gateway();
  const { store, unmount } = await renderPage(<ExpressTrackingPage />);
  fill(textarea(), 'JP10000000011');
  fireEvent.click(queryButton());
  await screen.findByText('Left the sorting centre');
  unmount();

  renderAgain(<ExpressTrackingPage />, { store });
  expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
  expect(textarea()).toHaveValue('JP10000000011');
  expect(calls.calls(TRACES)).toHaveLength(1);
});

it('copies the waybill number', async () => {
  gateway();
  await renderPage(<ExpressTrackingPage />, { route: '/expressTracking?billCode=JP10000000011' });
  // user-event's session holds the clipboard that jsdom lacks
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await findButton(document.body, /Copy waybill number/));
  expect(await screen.findByText('Copied JP10000000011')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe('JP10000000011');
});
