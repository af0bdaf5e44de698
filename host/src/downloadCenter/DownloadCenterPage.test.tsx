import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { onExportsChanged } from 'shared';
import { fakeGateway, fileAnswer, pageOf, refusal, renderPage, type GatewayQuery } from 'shared/testing';
import '../test/polyfills';
import type { ExportRecord } from './api';
import DownloadCenterPage from './DownloadCenterPage';
import { registerDownloadCenterTexts } from './texts';
import { LIST_POLL_SECONDS } from './useWhileActive';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const LIST = '/customer-api/download/list';
const RECORD = '/customer-api/download/record';
const SIGNED = '/customer-api/file/view/export-41.xlsx?exp=1800000000&sig=' + 'A'.repeat(43);
const FILE_PATH = '/customer-api/file/view/export-41.xlsx';

const exportOf = (over: Partial<ExportRecord>): ExportRecord => ({
  id: 41,
  type: 'orders',
  typeTitle: 'Order management export',
  filterSummary: 'Status: Delivered; Created from: 2026-11-01 00:00:00',
  requestedAt: '2026-11-24 10:00:00',
  dataAsOf: '2026-11-24 10:00:00',
  status: 'COMPLETED',
  rowsDone: 1284,
  rowsTotal: 1284,
  progress: 100,
  rowCount: 1284,
  sizeBytes: 1_572_864,
  expiresAt: '2026-12-01 10:00:05',
  fileName: 'orders-20261124.xlsx',
  waitingForSlot: false,
  note: '',
  ...over,
});

const done = exportOf({});
const running = exportOf({
  id: 42,
  filterSummary: '',
  requestedAt: '2026-11-24 10:05:00',
  status: 'RUNNING',
  rowsDone: 350,
  rowsTotal: 1000,
  progress: 35,
  rowCount: null,
  sizeBytes: null,
  expiresAt: null,
  fileName: null,
});
const waiting = exportOf({
  id: 43,
  filterSummary: 'Waybill no.: JP0012345678',
  requestedAt: '2026-11-24 10:06:00',
  status: 'QUEUED',
  rowsDone: 0,
  rowsTotal: null,
  progress: 0,
  rowCount: null,
  sizeBytes: null,
  expiresAt: null,
  fileName: null,
  waitingForSlot: true,
  note: 'Waiting: 5 exports of your account are running',
});

const listOf = (rows: ExportRecord[]) => (query: GatewayQuery, body: unknown) =>
  pageOf(rows, { current: String((body as { current?: number }).current ?? 1), size: '10' });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function renderCentre() {
  registerDownloadCenterTexts();
  return renderPage(<DownloadCenterPage />, { route: '/downloadCenter' });
}

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

it('lists each export: type, filters, requested at (WIB), status, progress, rows, size and expiry', async () => {
  fakeGateway({ [`POST ${LIST}`]: listOf([waiting, running, done]) });
  await renderCentre();
  expect(await screen.findByText('Status: Delivered; Created from: 2026-11-01 00:00:00')).toBeInTheDocument();
  for (const title of ['Type', 'Filters', 'Requested at', 'Status', 'Progress', 'Rows', 'Size', 'Expires'])
    expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();

  const finished = rowOf('Status: Delivered; Created from: 2026-11-01 00:00:00');
  expect(within(finished).getByText('Order management export')).toBeInTheDocument();
  expect(within(finished).getByText('24 Nov 2026 10:00 WIB')).toBeInTheDocument();
  expect(within(finished).getByText('Done')).toBeInTheDocument();
  expect(within(finished).getByText('1.284')).toBeInTheDocument();
  expect(within(finished).getByText('1,5 MB')).toBeInTheDocument();
  expect(within(finished).getByText('01 Dec 2026 10:00 WIB')).toBeInTheDocument();
  expect(within(finished).getByRole('button', { name: 'Download orders-20261124.xlsx' })).toBeInTheDocument();

  // while it runs: a progress bar with rows done of total, no file yet, no download
  const preparing = screen.getByTestId('export-progress-42').closest('tr') as HTMLElement;
  expect(within(preparing).getByText('Preparing')).toBeInTheDocument();
  expect(within(preparing).getByText('All')).toBeInTheDocument();
  expect(within(preparing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  expect(within(preparing).getByText('350 of 1.000 rows')).toBeInTheDocument();
  expect(within(preparing).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

  // the sixth export waits for a slot, and says so in the gateway's words
  const queued = rowOf('Waiting: 5 exports of your account are running');
  expect(within(queued).getByText('Queued')).toBeInTheDocument();
  expect(within(queued).getByText('0 rows written')).toBeInTheDocument();
});

it('downloads a file: records the download, then fetches it through the signed link, under its name', async () => {
  const saved: Array<{ href: string; download: string }> = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  const createObjectURL = jest.fn((blob: Blob) => `blob:portal/${blob.size}`);
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const xlsx = new Blob(['PK-xlsx-bytes'], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const routes: Record<string, (query: GatewayQuery, body: unknown) => unknown> = {
    [`POST ${LIST}`]: listOf([done]),
    [`POST ${RECORD}`]: () => ({
      url: SIGNED,
      fileName: 'orders-20261124.xlsx',
      expiresAt: '2026-11-24T03:15:00Z',
    }),
    [`GET ${FILE_PATH}`]: () => fileAnswer(xlsx, { 'content-type': xlsx.type }),
  };
  const gateway = fakeGateway(routes);
  await renderCentre();
  await user.click(await screen.findByRole('button', { name: 'Download orders-20261124.xlsx' }));

  await waitFor(() =>
    expect(saved).toEqual([{ href: `blob:portal/${xlsx.size}`, download: 'orders-20261124.xlsx' }]),
  );
  expect(gateway.bodies(RECORD)).toEqual([{ id: 41 }]);
  const order = gateway.calls().map((call) => `${call.method} ${call.url}`);
  expect(order.indexOf(`POST ${RECORD}`)).toBeLessThan(order.indexOf(`GET ${FILE_PATH}`));
  expect(gateway.calls(FILE_PATH)[0].query).toEqual({ exp: '1800000000', sig: 'A'.repeat(43) });
  click.mockRestore();
});

it("shows the gateway's message for an expired file and for an expired link, and saves nothing", async () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  let fileExpired = true;
  const routes: Record<string, (query: GatewayQuery, body: unknown) => unknown> = {
    [`POST ${LIST}`]: listOf([done]),
    [`POST ${RECORD}`]: () =>
      fileExpired
        ? refusal('The file has expired (kept 7 days), please export again')
        : { url: SIGNED, fileName: 'orders-20261124.xlsx', expiresAt: '2026-11-24T03:15:00Z' },
    // the file route answers a refused link with the JSON envelope (HTTP 403) instead of the file
    [`GET ${FILE_PATH}`]: () =>
      fileAnswer(
        new Blob([JSON.stringify({ code: 403, msg: 'The link has expired or is not valid', data: null })], {
          type: 'application/json',
        }),
      ),
  };
  const gateway = fakeGateway(routes);
  await renderCentre();
  const button = await screen.findByRole('button', { name: 'Download orders-20261124.xlsx' });

  await user.click(button);
  expect(
    await screen.findByText('The file has expired (kept 7 days), please export again'),
  ).toBeInTheDocument();
  expect(gateway.calls(FILE_PATH)).toHaveLength(0);
  // the list is read again, so an export the gateway has just expired shows as expired
  await waitFor(() => expect(gateway.calls(LIST)).toHaveLength(2));

  fileExpired = false;
  await user.click(await screen.findByRole('button', { name: 'Download orders-20261124.xlsx' }));
  expect(await screen.findByText('The link has expired or is not valid')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
  click.mockRestore();
});

it('asks again every few seconds while an export is prepared, tells the badge when it is done, then stops', async () => {
  jest.useFakeTimers();
  let rows = [running];
  const gateway = fakeGateway({ [`POST ${LIST}`]: (query, body) => listOf(rows)(query, body) });
  const changed = jest.fn();
  const stopListening = onExportsChanged(changed);
  await renderCentre();
  await waitFor(() => expect(screen.getByText('350 of 1.000 rows')).toBeInTheDocument());
  const asked = () => gateway.calls(LIST).length;
  expect(asked()).toBe(1);

  rows = [{ ...running, rowsDone: 700, progress: 70 }];
  await act(async () => void jest.advanceTimersByTime(LIST_POLL_SECONDS * 1000));
  await waitFor(() => expect(screen.getByText('700 of 1.000 rows')).toBeInTheDocument());
  expect(asked()).toBe(2);
  expect(changed).not.toHaveBeenCalled();

  rows = [{ ...done, id: 42 }];
  await act(async () => void jest.advanceTimersByTime(LIST_POLL_SECONDS * 1000));
  await waitFor(() => expect(screen.getByText('Done')).toBeInTheDocument());
  expect(asked()).toBe(3);
  expect(changed).toHaveBeenCalledTimes(1);

  await act(async () => void jest.advanceTimersByTime(LIST_POLL_SECONDS * 1000 * 10));
  expect(asked()).toBe(3);
  stopListening();
});

it('does not ask while the tab is hidden, and asks at once when it is shown again', async () => {
  jest.useFakeTimers();
  const gateway = fakeGateway({ [`POST ${LIST}`]: listOf([running]) });
  const { unmount } = await renderCentre();
  await waitFor(() => expect(screen.getByText('350 of 1.000 rows')).toBeInTheDocument());
  const asked = () => gateway.calls(LIST).length;

  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  await act(async () => void jest.advanceTimersByTime(LIST_POLL_SECONDS * 1000 * 5));
  expect(asked()).toBe(1);

  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(asked()).toBe(2));

  // nothing outlives the page
  unmount();
  await act(async () => void jest.advanceTimersByTime(LIST_POLL_SECONDS * 1000 * 5));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(asked()).toBe(2);
});

it('shows the failure with the gateway message and a retry, and "no data" when nothing was exported', async () => {
  let fail = true;
  fakeGateway({
    [`POST ${LIST}`]: (query, body) => (fail ? refusal('Database unavailable') : listOf([])(query, body)),
  });
  await renderCentre();
  expect(await screen.findByText('request failed')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();
});
