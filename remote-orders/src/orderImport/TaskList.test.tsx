import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessToday } from 'shared';
import { fakeGateway, renderPage } from 'shared/testing';
import { choose } from '../common/testing/antd';
import { getButton } from '../common/testing/buttons';
import type { ErrorPage, ImportTask, TaskQuery } from './api';
import { TaskList } from './TaskList';

// antd in jsdom on a shared 2-core machine: the first test took 34 s under load, near the 60 s default.
jest.setTimeout(120000);

const task = (taskId: number, changes: Partial<ImportTask> = {}): ImportTask => ({
  taskId,
  fileName: `orders-${taskId}.xlsx`,
  fileSize: 2048,
  status: 'DONE',
  statusLabel: 'Done',
  isFilterRepeat: 1,
  failureCode: null,
  failureMessage: null,
  totalRows: 10,
  validRows: 10,
  errorRows: 0,
  repeatRows: 0,
  insertedRows: 10,
  progress: 100,
  uploader: 'demo',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:05Z',
  finishedAt: '2026-11-20T08:00:05Z',
  ...changes,
});
/** 25 tasks: three pages of 10; task 3 failed. */
const TASKS = Array.from({ length: 25 }, (_, index) =>
  index === 2 ? task(3, { status: 'FAILED', statusLabel: 'Failed', insertedRows: 0 }) : task(index + 1),
);

/** The task page call, answering the tasks of the status asked for. */
function gateway() {
  return fakeGateway({
    'POST /customer-api/import/taskPage': (_query, body) => {
      const { current = 1, size = 10, status } = body as TaskQuery;
      const found = TASKS.filter((item) => !status || item.status === status);
      const records = found.slice((current - 1) * size, current * size);
      return { current, size, total: found.length, pages: Math.ceil(found.length / size), records };
    },
  });
}

const lastQuery = (calls: ReturnType<typeof gateway>) => calls.bodies('/customer-api/import/taskPage').at(-1);
const filterForm = () => screen.getByTestId('task-filter');
const tasks = () => screen.getByTestId('import-tasks');
const fileNamesOf = (records: ImportTask[]) => records.map((item) => item.fileName);
const FIRST_PAGE = fileNamesOf(TASKS.slice(0, 10));

/**
 * Waits until the list has settled on `fileNames` at pager page `page`: loaded (the spinner and the
 * pager sit outside the table's test id), those rows and no other, that page active. A sent call alone is not enough: until its answer comes, the list keeps
 * the previous page on screen, and a text that page also holds would be found there.
 */
async function expectListed(page: number, fileNames: string[]) {
  await waitFor(() => {
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    const rows = Array.from(tasks().querySelectorAll('tr[data-row-key]'));
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(fileNames);
    const activePage = document.querySelector('.ant-pagination-item-active')?.getAttribute('title');
    expect(`page ${activePage}`).toBe(`page ${page}`);
  });
}

it('sends the created range and the status to the task page call, from the first page, and lists what it answers', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  await expectListed(1, FIRST_PAGE);
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
  fireEvent.click(screen.getByTitle('2'));
  await expectListed(2, fileNamesOf(TASKS.slice(10, 20)));

  fireEvent.click(within(filterForm()).getByText('yesterday'));
  await choose('taskFilter_status', 'Failed');
  fireEvent.click(within(filterForm()).getByText('Search'));

  const yesterday = businessToday().subtract(1, 'day').format('YYYY-MM-DD');
  await waitFor(() =>
    expect(lastQuery(calls)).toEqual({
      current: 1,
      size: 10,
      createdFrom: `${yesterday} 00:00:00`,
      createdTo: `${yesterday} 23:59:59`,
      status: 'FAILED',
    }),
  );
  await expectListed(1, ['orders-3.xlsx']);
  // created and finished at 08:00 UTC: 15:00 in Jakarta, as the order pages and exports say
  const row = screen.getByText('orders-3.xlsx').closest('tr') as HTMLElement;
  expect(within(row).getAllByText('20 Nov 2026 15:00 WIB')).toHaveLength(2);
});

it('reset empties the range and the status and reloads the whole list', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  await expectListed(1, FIRST_PAGE);
  fireEvent.click(within(filterForm()).getByText('today'));
  await choose('taskFilter_status', 'Failed');
  fireEvent.click(within(filterForm()).getByText('Search'));
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ status: 'FAILED' }));
  await expectListed(1, ['orders-3.xlsx']);
  const before = calls.calls('/customer-api/import/taskPage').length;

  fireEvent.click(within(filterForm()).getByText('Reset'));

  await waitFor(() => expect(calls.calls('/customer-api/import/taskPage')).toHaveLength(before + 1));
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
  await expectListed(1, FIRST_PAGE);
  expect(within(filterForm()).getByText('Any status')).toBeInTheDocument();
  expect(within(filterForm()).getByPlaceholderText('start date')).toHaveValue('');
  expect(within(filterForm()).getByPlaceholderText('end date')).toHaveValue('');
});

it('searches again with the same filter when asked: the list reloads', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  await expectListed(1, FIRST_PAGE);
  fireEvent.click(within(filterForm()).getByText('Search'));
  await waitFor(() => expect(calls.calls('/customer-api/import/taskPage')).toHaveLength(2));
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
  await expectListed(1, FIRST_PAGE);
});

/** Failed tasks as the gateway lists them: 40 failed on missing columns, 41 before its reasons were stored. */
const FAILED_TASKS = [
  task(40, {
    status: 'FAILED',
    statusLabel: 'Failed',
    failureCode: 'import.missingColumns',
    failureMessage: 'Missing column: Receiver phone, Weight (kg)',
    totalRows: 0,
    validRows: 0,
    errorRows: 1,
    insertedRows: 0,
  }),
  task(41, {
    status: 'FAILED',
    statusLabel: 'Failed',
    failureCode: 'import.tooManyRows',
    failureMessage: 'Too many rows: at most 100000 rows per file',
    totalRows: 0,
    validRows: 0,
    errorRows: 0,
    insertedRows: 0,
  }),
  task(42),
];

const missingColumn = (id: number, columnKey: string, columnName: string) => ({
  id,
  rowNo: 1,
  columnKey,
  columnName,
  messageCode: 'import.missingColumns',
  message: `Missing column: ${columnName}`,
  params: {},
  rowData: {},
});
const FAILURE_ERRORS: Record<number, ErrorPage['records']> = {
  40: [missingColumn(1, 'receiverPhone', 'Receiver phone'), missingColumn(2, 'weightKg', 'Weight (kg)')],
  41: [
    {
      id: 3,
      rowNo: 0,
      columnKey: null,
      columnName: null,
      messageCode: 'import.tooManyRows',
      message: 'Too many rows: at most 100000 rows per file',
      params: { maxRows: 100000 },
      rowData: {},
    },
  ],
};

/** The three failed tasks and the errors each failure stored. */
function failedTasksGateway() {
  return fakeGateway({
    'POST /customer-api/import/taskPage': () => ({
      current: 1,
      size: 10,
      total: 3,
      pages: 1,
      records: FAILED_TASKS,
    }),
    'POST /customer-api/import/errorPage': (_query, body) => {
      const records = FAILURE_ERRORS[(body as { taskId: number }).taskId] ?? [];
      return { current: 1, size: 10, total: records.length, pages: 1, records };
    },
  });
}

it('opens the errors of a failed task: why it failed, as the upload showed it', async () => {
  const calls = failedTasksGateway();
  await renderPage(<TaskList />);
  await expectListed(1, ['orders-40.xlsx', 'orders-41.xlsx', 'orders-42.xlsx']);
  const rowOf = (taskId: number) => tasks().querySelector<HTMLElement>(`tr[data-row-key="${taskId}"]`)!;
  // The reason beside the status, and the errors link of both failed tasks (none for a clean one).
  expect(within(rowOf(40)).getByText('Missing column: Receiver phone, Weight (kg)')).toBeInTheDocument();
  expect(getButton(rowOf(40), 'Errors')).toBeEnabled();
  expect(getButton(rowOf(41), 'Errors')).toBeEnabled();
  expect(getButton(rowOf(42), 'Errors')).toBeDisabled();

  fireEvent.click(getButton(rowOf(40), 'Errors'));
  const errors = await screen.findByTestId('import-errors');
  const phone = (await within(errors).findByText('Missing column: Receiver phone')).closest('tr')!;
  expect(within(phone).getByText('1')).toBeInTheDocument();
  expect(within(phone).getByText('Receiver phone')).toBeInTheDocument();
  expect(within(errors).getByText('Missing column: Weight (kg)')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/import/errorPage').at(-1)).toMatchObject({ taskId: 40 });
  await waitFor(() => expect(getButton(errors, 'Download errors')).toBeEnabled());
});

it('shows an error of the whole file on the row "File"', async () => {
  failedTasksGateway();
  await renderPage(<TaskList />);
  await expectListed(1, ['orders-40.xlsx', 'orders-41.xlsx', 'orders-42.xlsx']);
  fireEvent.click(getButton(tasks().querySelector('tr[data-row-key="41"]')!, 'Errors'));
  const errors = await screen.findByTestId('import-errors');
  const row = (await within(errors).findByText('Too many rows: at most 100000 rows per file')).closest('tr')!;
  expect(within(row).getByText('File')).toBeInTheDocument();
});
