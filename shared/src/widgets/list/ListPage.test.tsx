import { screen } from '@testing-library/react';
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

describe('generic list page', () => {
  it('shows toolbar buttons by their keys and the action column only when a row action is held', async () => {
    gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_ADD'],
    });
    expect(await screen.findByText('Box')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('applies the saved dynamic columns: server labels, unchosen hidden', async () => {
    gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_DETAIL'],
    });
    expect(await screen.findByRole('columnheader', { name: 'Goods name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Weight (kg)' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
