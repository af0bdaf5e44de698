import { configureHttp } from '../../http/configure';
import { fakeGateway, refusal } from '../../testing/fakeGateway';
import { DICTIONARY_REUSE_MS, fetchDictionary } from './dictionary';

describe('a dictionary asked for by several pickers of a page', () => {
  afterEach(() => jest.useRealTimers());

  it('is fetched once for pickers asking together, and again once the reuse time is over', async () => {
    const gateway = fakeGateway({
      'GET /customer-api/region/list': () => [
        { value: '31', label: 'DKI Jakarta', code: '31', name: 'DKI Jakarta' },
      ],
    });
    const [first, second] = await Promise.all([
      fetchDictionary('/customer-api/region/list'),
      fetchDictionary('/customer-api/region/list'),
    ]);
    expect(first).toEqual(second);
    expect(first[0].label).toBe('DKI Jakarta');
    expect(gateway.calls('/customer-api/region/list')).toHaveLength(1);
    await fetchDictionary('/customer-api/region/list', { query: { parentCode: '31' } });
    expect(gateway.calls('/customer-api/region/list')).toHaveLength(2);

    jest.useFakeTimers({ now: Date.now() + DICTIONARY_REUSE_MS + 1 });
    await fetchDictionary('/customer-api/region/list');
    expect(gateway.calls('/customer-api/region/list')).toHaveLength(3);
  });

  it('does not keep a failed answer', async () => {
    let down = true;
    const gateway = fakeGateway({
      'GET /customer-api/dict/goodsTypes': () =>
        down ? refusal('down') : [{ value: '1', label: 'Document', code: 'DOCUMENT', name: 'Document' }],
    });
    const error = jest.fn();
    configureHttp({ notify: { error } });
    await expect(fetchDictionary('/customer-api/dict/goodsTypes')).rejects.toBeDefined();
    configureHttp({});
    expect(error).toHaveBeenCalledWith('down');
    down = false;
    expect(await fetchDictionary('/customer-api/dict/goodsTypes')).toHaveLength(1);
    expect(gateway.calls('/customer-api/dict/goodsTypes')).toHaveLength(2);
  });
});
