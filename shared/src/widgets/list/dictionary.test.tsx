import { renderHook, waitFor } from '@testing-library/react';
import { dictLabel, loadDictionary, useColumnDictionaries } from './dictionary';
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

  it('reads value and label from the fields dicProps names (goods types: the code rows hold)', async () => {
    fakeGateway({
      'GET /dict/goodsTypes': ok([
        { value: '2', code: 'CLOTHING', label: 'Pakaian' },
        { value: '99', code: 'OTHER', label: 'Lainnya' },
      ]),
    });
    type Row = { goodsType: string };
    const columns: ListColumn<Row>[] = [
      { prop: 'goodsType', label: 'Type', dicUrl: '/dict/goodsTypes', dicProps: { value: 'code' } },
    ];
    const { result } = renderHook(() => useColumnDictionaries(columns));
    await waitFor(() =>
      expect(result.current.goodsType?.map(({ value, label }) => ({ value, label }))).toEqual([
        { value: 'CLOTHING', label: 'Pakaian' },
        { value: 'OTHER', label: 'Lainnya' },
      ]),
    );
    expect(dictLabel(result.current.goodsType, 'CLOTHING')).toBe('Pakaian');
    expect(dictLabel(result.current.goodsType, '2')).toBeUndefined();
  });

  it('drops a loaded dictionary once its column has no dicUrl any more', async () => {
    fakeGateway({ 'GET /dict/goodsTypes': ok([{ value: 'DOC', label: 'Documents' }]) });
    type Row = { goodsType: string };
    const withUrl: ListColumn<Row>[] = [{ prop: 'goodsType', label: 'Type', dicUrl: '/dict/goodsTypes' }];
    const { result, rerender } = renderHook(({ columns }) => useColumnDictionaries(columns), {
      initialProps: { columns: withUrl },
    });
    await waitFor(() => expect(result.current.goodsType).toEqual([{ value: 'DOC', label: 'Documents' }]));
    rerender({ columns: [{ prop: 'goodsType', label: 'Type' }] });
    expect(result.current).toEqual({});
  });

  it('yields an empty list when a dictionary fails to load', async () => {
    fakeGateway({ 'GET /dict/broken': { code: 500, msg: 'down', data: null } });
    await expect(loadDictionary('/dict/broken')).resolves.toEqual([]);
    await expect(loadDictionary('/dict/missing')).resolves.toEqual([]);
  });
});
