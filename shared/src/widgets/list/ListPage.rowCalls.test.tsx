import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { get } from '../../http/request';
import { renderPage } from '../../testing/renderPage';
import { ListPage } from './ListPage';
import { fakeGateway, ok } from './testServer';
import type { ListOption, ListQuery } from './types';

type Row = { id: number; name: string; weight: number };
const option: ListOption<Row> = {
  selection: true,
  viewUrl: '/x/detail',
  deleteUrl: '/x/delete',
  dynamicOptions: {
    getUrl: '/columns/get',
    saveUrl: '/columns/save',
    defaultUrl: '/columns/default',
    params: { listKey: 'x' },
  },
  column: [
    { prop: 'name', label: 'Name', search: true },
    { prop: 'weight', label: 'Weight' },
  ],
};
const page = {
  current: 1,
  size: 10,
  total: 2,
  pages: 1,
  records: [
    { id: 1, name: 'Box', weight: 1 },
    { id: 2, name: 'Bag', weight: 2 },
  ],
};
const load = (query: ListQuery) => get<typeof page>('/x/page', query);
const records = [
  { fieldName: 'Goods name', chooseField: 'name', viewFlag: 1, iconFlag: 1, sort: 1 },
  { fieldName: 'Weight (kg)', chooseField: 'weight', viewFlag: 0, iconFlag: 0, sort: 2 },
];

function gateway() {
  return fakeGateway({
    'GET /x/page': ok(page),
    'GET /x/detail': ok({ id: 2, name: 'Bag (detail)', weight: 2 }),
    'POST /x/delete': ok(null, 'Deleted by server.'),
    'GET /columns/get': ok(records),
    'POST /columns/save': ok(null, 'Layout saved.'),
  });
}

describe('generic list page: view and delete calls', () => {
  it('loads the detail through viewUrl with the id and shows it in the detail dialog', async () => {
    const { calls } = gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_DETAIL'],
    });
    await screen.findByText('Bag');
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[1]);
    const dialog = await screen.findByTestId('list-detail-dialog');
    expect(await within(dialog).findByText('Bag (detail)')).toBeInTheDocument();
    expect(within(dialog).getByText('Goods - view')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/x/detail')?.params).toEqual({ id: 2 });
  });

  it("deletes after 'confirm deleting this item?', shows the server msg and fires the delete-success event", async () => {
    const { calls } = gateway();
    const onDeleteSuccess = jest.fn();
    await renderPage(
      <ListPage<Row>
        title="Goods"
        routeName="demo"
        option={option}
        load={load}
        onDeleteSuccess={onDeleteSuccess}
      />,
      { btnList: ['demo_DELETE'] },
    );
    await screen.findByText('Box');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const question = await screen.findByText('confirm deleting this item?');
    fireEvent.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: /ok/i }),
    );
    expect(await screen.findByText('Deleted by server.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/x/delete')?.params).toEqual({ id: 1 });
    await waitFor(() => expect(onDeleteSuccess).toHaveBeenCalledWith([{ id: 1, name: 'Box', weight: 1 }]));
  });
});
