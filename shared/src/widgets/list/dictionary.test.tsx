import { renderHook, waitFor } from '@testing-library/react';
import { loadDictionary, useColumnDictionaries } from './dictionary';
import { fakeGateway, ok } from './testServer';
import type { ListColumn } from './types';

describe('dictionary columns', () => {
  it('loads dicUrl dictionaries and keeps dicData as given', async () => {
    fakeGateway({ 'GET /dict/goodsTypes': ok([{ value: 'DOC', label: 'Documents' }]) });
    type Row = { goodsType: string; isEnable: number };
    const columns: ListColumn<Row>[] = [
      { prop: 'goodsType', label: 'Type', dicUrl: '/dict/goodsTypes' },
      { prop: 'isEnable', label: 'Status', dicData: [{ value: 1, label: 'On' }] },
    ];
    const { result } = renderHook(() => useColumnDictionaries(columns));
    expect(result.current.isEnable).toEqual([{ value: 1, label: 'On' }]);
    await waitFor(() => expect(result.current.goodsType).toEqual([{ value: 'DOC', label: 'Documents' }]));
  });

  it('yields an empty list when a dictionary fails to load', async () => {
    fakeGateway({ 'GET /dict/broken': { code: 500, msg: 'down', data: null } });
    await expect(loadDictionary('/dict/broken')).resolves.toEqual([]);
    await expect(loadDictionary('/dict/missing')).resolves.toEqual([]);
  });
});
