import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage, type GatewayHandler } from 'shared/testing';
import { findButton, getButton, queryButton } from '../common/testing/buttons';
import type { ErrorPage, ImportTask } from './api';
import OrderImportPage from './OrderImportPage';
import { polling } from './polling';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);
const user = userEvent.setup({
  delay: null,
  applyAccept: false,
  pointerEventsCheck: PointerEventsCheckLevel.Never,
});

const BTN = ['orderImport_ADD', 'orderImport_DELETE', 'orderImport_EXCEL'];

const TASK: ImportTask = {
  taskId: 7,
  fileName: 'orders.xlsx',
  fileSize: 2048,
  status: 'VALIDATED',
  statusLabel: 'Validated',
  isFilterRepeat: 1,
  failureCode: null,
  failureMessage: null,
  totalRows: 500,
  validRows: 480,
  errorRows: 20,
  repeatRows: 2,
  insertedRows: 0,
  progress: 100,
  uploader: 'demo',
  createdAt: '2026-03-01T08:00:00Z',
  updatedAt: '2026-03-01T08:00:05Z',
  finishedAt: null,
};
const task = (changes: Partial<ImportTask>): ImportTask => ({ ...TASK, ...changes });

const ERRORS: ErrorPage = {
  current: 1,
  size: 10,
  total: 2,
  pages: 1,
  records: [
    {
      id: 1,
      rowNo: 5,
      columnKey: 'receiverPhone',
      columnName: 'Receiver phone',
      messageCode: 'import.phone',
      message: 'Not an Indonesian mobile number',
      params: {},
      rowData: {},
    },
    {
      id: 2,
      rowNo: 9,
      columnKey: 'receiverDistrict',
      columnName: 'Receiver district',
      messageCode: 'import.district',
      message: 'Unknown district Atlantis',
      params: {},
      rowData: {},
    },
  ],
};

const xlsx = (name = 'orders.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
/** The one alert on the page (antd's Alert has role="alert"). */
const findAlert = () =>
  waitFor(() => {
    const alerts = document.querySelectorAll('[role="alert"]');
    if (alerts.length !== 1) throw new Error(`${alerts.length} alerts`);
    return alerts[0];
  });

beforeEach(() => {
  polling.intervalMs = 5;
});

const UPLOAD = '/customer-api/import/upload';
const VALIDATE = '/customer-api/import/validateOrder';
const INSERT = '/customer-api/import/insertOrderNew';
const TASK_PAGE = '/customer-api/import/taskPage';
/** The poll of one task reads a task page of this size (the gateway has no task-by-id call). */
const POLL_PAGE_SIZE = 100;
const noPage = { current: 1, size: 10, total: 0, pages: 0, records: [] };

interface Answers {
  upload?: GatewayHandler<'POST /customer-api/import/upload'>;
  validate?: GatewayHandler<'POST /customer-api/import/validateOrder'>;
  insert?: GatewayHandler<'POST /customer-api/import/insertOrderNew'>;
  /** The task as each poll finds it, in turn; the last one stays. */
  polls?: ImportTask[];
}

/** The import calls; the task list under the upload stays empty, the errors are ERRORS. */
function gateway({ upload, validate, insert, polls = [] }: Answers = {}) {
  const unexpected = () => refusal('not expected in this test');
  let poll = 0;
  return fakeGateway({
    'POST /customer-api/import/upload': upload ?? unexpected,
    'POST /customer-api/import/validateOrder': validate ?? unexpected,
    'POST /customer-api/import/insertOrderNew': insert ?? unexpected,
    'POST /customer-api/import/taskPage': (_query, body) => {
      if (body.size !== POLL_PAGE_SIZE) return noPage;
      const found = polls[Math.min(poll++, polls.length - 1)];
      return { ...noPage, size: POLL_PAGE_SIZE, total: 1, pages: 1, records: found ? [found] : [] };
    },
    'POST /customer-api/import/errorPage': () => ERRORS,
    'GET /customer-api/order/waybillsByTask': () => noPage,
  });
}
/** The polls of one task (the task list's own pages are of another size). */
const polls = (calls: ReturnType<typeof gateway>) =>
  calls.bodies(TASK_PAGE).filter((body) => body.size === POLL_PAGE_SIZE);

it('says in one line that orders cannot be imported without orderImport_ADD, and not with it', async () => {
  gateway();
  const { unmount } = await renderPage(<OrderImportPage />, { btnList: [] });
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not import orders; ask your account admin for the permission.',
  );
  unmount();
  await renderPage(<OrderImportPage />, { btnList: BTN });
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('upload refuses a file that is not .xlsx', async () => {
  const calls = gateway();
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), new File(['a,b'], 'orders.csv', { type: 'text/csv' }));
  expect(await screen.findByText('Only .xlsx files can be uploaded')).toBeInTheDocument();
  expect(calls.calls(UPLOAD)).toHaveLength(0);
  expect(screen.getByText('Only .xlsx, at most 20 MB')).toBeInTheDocument();
});

it('lists the validation errors with row, column and reason', async () => {
  const calls = gateway({
    upload: () => ({ ...task({ status: 'UPLOADED', progress: 0 }), reused: false }),
    validate: () => TASK,
    polls: [task({ status: 'VALIDATING', progress: 50 })],
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx());

  const errors = await screen.findByTestId('import-errors');
  expect(calls.bodies(VALIDATE)).toEqual([{ taskId: 7, isFilterRepeat: 1 }]);
  const row = (await within(errors).findByText('Unknown district Atlantis')).closest('tr')!;
  expect(within(row).getByText('9')).toBeInTheDocument();
  expect(within(row).getByText('Receiver district')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/import/errorPage')).toContainEqual({ current: 1, size: 10, taskId: 7 });
  const summary = screen.getByTestId('import-summary');
  expect(within(summary).getByText('480')).toBeInTheDocument();
  expect(getButton(document.body, 'Import the 480 valid rows')).toBeEnabled();
});

it('disables the import button while the orders are inserted', async () => {
  const calls = gateway({
    upload: () => ({ ...TASK, reused: true }),
    insert: () => new Promise<ImportTask>(() => undefined),
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx());
  expect(await screen.findByText('This file was uploaded before: this is its task')).toBeInTheDocument();

  const button = await findButton(document.body, /Import the 480 valid rows/);
  fireEvent.click(button);
  await waitFor(() => expect(getButton(document.body, /Import the 480 valid rows/)).toBeDisabled());
  expect(calls.calls(INSERT)).toHaveLength(1);
});

it('polls the progress until the task is DONE', async () => {
  const calls = gateway({
    upload: () => ({ ...TASK, reused: false }),
    insert: () => task({ status: 'INSERTING', progress: 0 }),
    polls: [
      task({ status: 'INSERTING', progress: 40 }),
      task({ status: 'INSERTING', progress: 80 }),
      task({ status: 'DONE', statusLabel: 'Done', insertedRows: 480, progress: 100 }),
    ],
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx());
  fireEvent.click(await findButton(document.body, /Import the 480 valid rows/));

  expect(await screen.findByText('480 orders imported')).toBeInTheDocument();
  expect(polls(calls)).toHaveLength(3);
  expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument();
  expect(getButton(document.body, 'Waybills of this task')).toBeInTheDocument();
});

it('keeps the task and its errors visible when validation fails', async () => {
  gateway({
    upload: () => ({ ...task({ status: 'UPLOADED', progress: 0 }), reused: false }),
    validate: () => ({ code: 0, msg: 'Columns missing: Receiver phone', data: null }),
    polls: [
      task({
        status: 'FAILED',
        statusLabel: 'Failed',
        failureMessage: 'Columns missing: Receiver phone',
        validRows: 0,
      }),
    ],
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx());

  expect(await findAlert()).toHaveTextContent('Columns missing: Receiver phone');
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  expect(await screen.findByText('Not an Indonesian mobile number')).toBeInTheDocument();
  expect(screen.getByText('orders.xlsx')).toBeInTheDocument();
  expect(queryButton(document.body, /valid rows/)).not.toBeInTheDocument();
});

it('shows the gateway refusing an upload as an error alert', async () => {
  gateway({
    upload: () => ({ code: 0, msg: 'File type does not match: please upload the xlsx template', data: null }),
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx('renamed.xlsx'));

  const alert = await findAlert();
  expect(alert).toHaveTextContent('File type does not match: please upload the xlsx template');
  expect(alert).toHaveClass('ant-alert-error');
  expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
});

/** What the gateway answers an export it prepares in the download centre. */
const queuedExport = (exportId: number) => ({
  code: 1,
  msg: 'Being prepared in the download centre',
  data: { exportId, status: 'QUEUED' as const },
});

it('says a large error file or destination export is being prepared in the download centre', async () => {
  const calls = fakeGateway({
    'POST /customer-api/import/upload': () => ({ ...TASK, reused: false }),
    'POST /customer-api/import/insertOrderNew': () => task({ status: 'INSERTING', progress: 0 }),
    'POST /customer-api/import/taskPage': (_query, body) =>
      body.size !== POLL_PAGE_SIZE
        ? noPage
        : {
            ...noPage,
            size: POLL_PAGE_SIZE,
            total: 1,
            pages: 1,
            records: [task({ status: 'DONE', statusLabel: 'Done', insertedRows: 480, progress: 100 })],
          },
    'POST /customer-api/import/errorPage': () => ERRORS,
    'GET /customer-api/order/waybillsByTask': () => noPage,
    'POST /customer-api/import/errorDownload': () => queuedExport(31),
    'POST /customer-api/import/destinationExport': () => queuedExport(32),
  });
  await renderPage(<OrderImportPage />, { btnList: BTN });
  await user.upload(fileInput(), xlsx());

  fireEvent.click(await findButton(document.body, 'Download errors'));
  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/import/errorDownload')).toEqual([{ taskId: 7 }]);

  fireEvent.click(await findButton(document.body, /Import the 480 valid rows/));
  fireEvent.click(await findButton(document.body, 'Export destinations'));
  await waitFor(() =>
    expect(calls.bodies('/customer-api/import/destinationExport')).toEqual([{ taskId: 7 }]),
  );
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: 'Open the download centre' })).toHaveLength(2),
  );
});
