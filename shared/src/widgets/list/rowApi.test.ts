import { initI18n } from '../../i18n/i18n';
import { deleteRow, fetchColumnRecords, fetchRowDetail, saveColumnRecords } from './rowApi';
import { fakeGateway, ok } from './testServer';
import type { DynamicColumnRecord } from './types';

beforeAll(() => initI18n('EN'));

describe('view call', () => {
  it('GETs {viewUrl}?{idKey}={id} and resolves the data', async () => {
    const { calls } = fakeGateway({ 'GET /x/detail': ok({ id: 7, name: 'Box' }) });
    await expect(fetchRowDetail('/x/detail', { templateId: 7 })).resolves.toEqual({ id: 7, name: 'Box' });
    expect(calls[0].params).toEqual({ templateId: 7 });
  });

  it("shows the msg, or 'request error, contact support' when the reply has no code", async () => {
    const { notify } = fakeGateway({
      'GET /a': { msg: 'broken reply' },
      'GET /b': { data: 1 },
      'GET /c': { code: 500, msg: 'not yours' },
    });
    await expect(fetchRowDetail('/a', { id: 1 })).rejects.toMatchObject({ msg: 'broken reply' });
    await expect(fetchRowDetail('/b', { id: 1 })).rejects.toMatchObject({
      msg: 'request error, contact support',
    });
    await expect(fetchRowDetail('/c', { id: 1 })).rejects.toMatchObject({ msg: 'not yours' });
    expect(notify.error).toHaveBeenCalledWith('request error, contact support');
    expect(notify.error).toHaveBeenCalledWith('broken reply');
  });
});

describe('delete call', () => {
  it('POSTs {deleteUrl}?id={id} and resolves the server msg', async () => {
    const { calls } = fakeGateway({ 'POST /x/delete': ok(null, 'Deleted.') });
    await expect(deleteRow('/x/delete', { id: 7 })).resolves.toBe('Deleted.');
    expect(calls[0].params).toEqual({ id: 7 });
    expect(calls[0].data).toBeUndefined();
  });
});

describe('dynamic column calls', () => {
  it('GETs the records with the params and POSTs the records to saveUrl, resolving the msg', async () => {
    const records: DynamicColumnRecord[] = [
      { fieldName: 'Name', chooseField: 'name', viewFlag: 1, iconFlag: 0, sort: 1 },
    ];
    const { calls } = fakeGateway({
      'GET /columns/get': ok(records),
      'POST /columns/save': ok(null, 'Saved.'),
    });
    await expect(fetchColumnRecords('/columns/get', { listKey: 'k' })).resolves.toEqual(records);
    await expect(
      saveColumnRecords('/columns/save', [{ ...records[0], viewFlag: 1 }], { listKey: 'k' }),
    ).resolves.toBe('Saved.');
    expect(calls[1].params).toEqual({ listKey: 'k' });
    expect(JSON.parse(calls[1].data as string)).toEqual(records);
  });

  it('shows a non-success msg as an error', async () => {
    const { notify } = fakeGateway({
      'GET /columns/default': { code: 500, msg: 'unknown list', data: null },
    });
    await expect(fetchColumnRecords('/columns/default', { listKey: 'zz' })).rejects.toMatchObject({
      msg: 'unknown list',
    });
    expect(notify.error).toHaveBeenCalledWith('unknown list');
  });
});
