// Test-only: the goods list, its page and the fake gateway both ListPage test files use.
import { get } from '../../http/request';
import { fakeGateway, ok } from './testServer';
import type { ListOption, ListQuery } from './types';

export type Row = { id: number; name: string; weight: number };
export const option: ListOption<Row> = {
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
export const load = (query: ListQuery) => get<typeof page>('/x/page', query);
const records = [
  { fieldName: 'Goods name', chooseField: 'name', viewFlag: 1, iconFlag: 1, sort: 1 },
  { fieldName: 'Weight (kg)', chooseField: 'weight', viewFlag: 0, iconFlag: 0, sort: 2 },
];

export function gateway() {
  return fakeGateway({
    'GET /x/page': ok(page),
    'GET /x/detail': ok({ id: 2, name: 'Bag (detail)', weight: 2 }),
    'POST /x/delete': ok(null, 'Deleted by server.'),
    'GET /columns/get': ok(records),
    'POST /columns/save': ok(null, 'Layout saved.'),
  });
}
