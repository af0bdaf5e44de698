import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessToday } from 'shared';
import { fakeGateway, renderPage } from 'shared/testing';
import { choose } from '../common/testing/antd';
import type { ImportTask, TaskQuery } from './api';
import { TaskList } from './TaskList';

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

it('sends the created range and the status to the task page call, from the first page, and lists what it answers', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  expect(await within(tasks()).findByText('orders-1.xlsx')).toBeInTheDocument();
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
  fireEvent.click(screen.getByTitle('2'));
  expect(await within(tasks()).findByText('orders-11.xlsx')).toBeInTheDocument();

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
  expect(await within(tasks()).findByText('orders-3.xlsx')).toBeInTheDocument();
  expect(within(tasks()).queryByText('orders-11.xlsx')).not.toBeInTheDocument();
});

it('reset empties the range and the status and reloads the whole list', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  await within(tasks()).findByText('orders-1.xlsx');
  fireEvent.click(within(filterForm()).getByText('today'));
  await choose('taskFilter_status', 'Failed');
  fireEvent.click(within(filterForm()).getByText('Search'));
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ status: 'FAILED' }));
  await within(tasks()).findByText('orders-3.xlsx');
  const before = calls.calls('/customer-api/import/taskPage').length;

  fireEvent.click(within(filterForm()).getByText('Reset'));

  await waitFor(() => expect(calls.calls('/customer-api/import/taskPage')).toHaveLength(before + 1));
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
  expect(await within(tasks()).findByText('orders-1.xlsx')).toBeInTheDocument();
  expect(within(filterForm()).getByText('Any status')).toBeInTheDocument();
  expect(within(filterForm()).getByPlaceholderText('start date')).toHaveValue('');
  expect(within(filterForm()).getByPlaceholderText('end date')).toHaveValue('');
});

it('searches again with the same filter when asked: the list reloads', async () => {
  const calls = gateway();
  await renderPage(<TaskList />);
  await within(tasks()).findByText('orders-1.xlsx');
  fireEvent.click(within(filterForm()).getByText('Search'));
  await waitFor(() => expect(calls.calls('/customer-api/import/taskPage')).toHaveLength(2));
  expect(lastQuery(calls)).toEqual({ current: 1, size: 10 });
});
