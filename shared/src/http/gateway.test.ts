// The typed client: its runtime through the test adapter, and its types through `tsc` (each
// `@ts-expect-error` line must stay an error, or the typecheck fails).
import { ApiError } from './ApiError';
import { configureHttp } from './configure';
import { fileNameOf, getFile, postFile } from './file';
import { fillPath, get, post } from './gateway';
import { fakeAdapter } from './testAdapter';

jest.mock('./fingerprint', () => ({ browserFingerprint: () => 'visitor-1' }));

const notify = { error: jest.fn(), warning: jest.fn(), success: jest.fn() };

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  configureHttp({ notify });
});

const ok = (data: unknown) => fakeAdapter({ body: { code: 1, msg: 'ok', data } });

describe('post', () => {
  it('sends the typed body to the path and resolves the data of the success envelope', async () => {
    const { adapter, calls } = ok({ id: 7, code: 'NEWYEAR', status: 'UNUSED' });
    const coupon = await post('/customer-api/coupon/generate', { code: 'NEWYEAR' }, { adapter });
    expect(coupon).toEqual({ id: 7, code: 'NEWYEAR', status: 'UNUSED' });
    expect(calls[0].method).toBe('post');
    expect(calls[0].url).toBe('/customer-api/coupon/generate');
    expect(JSON.parse(String(calls[0].data))).toEqual({ code: 'NEWYEAR' });
  });

  it('rejects a refusal with an ApiError carrying its msg and data, silent when asked', async () => {
    const { adapter } = fakeAdapter({ body: { code: 500, msg: 'Unknown code', data: null } });
    const refused = post('/customer-api/coupon/generate', { code: 'NOPE' }, { adapter, silent: true });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ kind: 'business', msg: 'Unknown code' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the refusal when not silent', async () => {
    const { adapter } = fakeAdapter({ body: { code: 500, msg: 'Unknown code', data: null } });
    await expect(post('/customer-api/coupon/generate', { code: 'NOPE' }, { adapter })).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledWith('Unknown code');
  });

  it('sends no body to a call that takes none, and the query string its operation declares', async () => {
    const { adapter, calls } = ok({ menuResourceVos: [] });
    await post('/customer-api/menu/list', undefined, { adapter, query: { source: 'portal' } });
    expect(calls[0].data).toBeUndefined();
    expect(calls[0].params).toEqual({ source: 'portal' });
  });
});

describe('get', () => {
  it('sends the typed query and resolves the data', async () => {
    const { adapter, calls } = ok([{ provinceCode: 'P1' }]);
    await expect(
      get('/customer-api/address/search', { searchKey: 'JAK', type: 1 }, { adapter }),
    ).resolves.toEqual([{ provinceCode: 'P1' }]);
    expect(calls[0].method).toBe('get');
    expect(calls[0].params).toEqual({ searchKey: 'JAK', type: 1 });
  });

  it('fills the path placeholders, URL-encoded', async () => {
    const { adapter, calls } = fakeAdapter({ body: 'PNG' });
    await get('/customer-api/file/view/{key}', { exp: 1, sig: 's' }, { adapter, path: { key: 'a/b c' } });
    expect(calls[0].url).toBe('/customer-api/file/view/a%2Fb%20c');
  });
});

describe('fillPath', () => {
  it('refuses a path whose placeholder has no value', () => {
    expect(() => fillPath('/customer-api/label/print/{style}/{id}', { style: 'A6' })).toThrow(
      '/customer-api/label/print/{style}/{id}: no value for {id}',
    );
  });
});

describe('postFile / getFile', () => {
  it('resolves the file and the name its Content-Disposition gives', async () => {
    const blob = new Blob(['PK'], { type: 'application/octet-stream' });
    const adapter = jest.fn(async (config) => ({
      data: blob,
      status: 200,
      statusText: 'OK',
      headers: { 'content-disposition': `attachment; filename*=UTF-8''orders%202026.xlsx` },
      config,
    }));
    const file = await postFile('/customer-api/order/manage/export', {}, { adapter });
    expect(file).toEqual({ blob, fileName: 'orders 2026.xlsx' });
    expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'post', responseType: 'blob' });
  });

  it('rejects with the server msg when the envelope comes in place of the file', async () => {
    const refusal = new Blob([JSON.stringify({ code: 500, msg: 'Unknown order', data: null })], {
      type: 'application/json',
    });
    const { adapter } = fakeAdapter({ status: 404, body: refusal });
    const pdf = getFile(
      '/customer-api/label/print/{style}/{id}',
      { type: 1 },
      { adapter, path: { style: 'A6', id: '404' } },
    );
    await expect(pdf).rejects.toMatchObject({ kind: 'business', msg: 'Unknown order', httpStatus: 404 });
  });

  it('reads the file name of a Content-Disposition, the encoded one first', () => {
    expect(fileNameOf(`attachment; filename="orders.xlsx"; filename*=UTF-8''orders%202026.xlsx`)).toBe(
      'orders 2026.xlsx',
    );
    expect(fileNameOf('attachment; filename="waybills.xlsx"')).toBe('waybills.xlsx');
    expect(fileNameOf('inline')).toBeUndefined();
  });
});

/** Only type-checked: each `@ts-expect-error` below must be an error for `tsc` to pass. */
export async function typeContract() {
  // @ts-expect-error a path the gateway does not have
  await post('/customer-api/coupon/generat', { code: 'X' });
  // @ts-expect-error a GET-only path is not a POST path
  await post('/customer-api/address/search', {});
  // @ts-expect-error a body field the operation does not take
  await post('/customer-api/coupon/generate', { code: 'X', amount: 1 });
  // @ts-expect-error a body field of the wrong type
  await post('/customer-api/coupon/generate', { code: 1 });
  // @ts-expect-error a body the operation requires, missing
  await post('/customer-api/coupon/generate');
  const coupon = await post('/customer-api/coupon/generate', { code: 'X' });
  // @ts-expect-error a result field the data does not have
  void coupon.billCode;
  // @ts-expect-error a result field used as the wrong type
  const status: number = coupon.status;
  void status;
  const created = await post('/customer-api/order/create', {} as never);
  // the refusal shape (issues) is not a success result: the created order has its bill code
  const billCode: string = created.billCode;
  void billCode;
  // @ts-expect-error a POST query field the operation does not declare
  await post('/customer-api/menu/list', undefined, { query: { sauce: 'x' } });
  // @ts-expect-error a query field the operation does not take
  await get('/customer-api/address/search', { searchKey: 'A', page: 2 });
  // @ts-expect-error a required query field, missing
  await get('/customer-api/address/search', {});
  // @ts-expect-error a path with placeholders needs their values
  await getFile('/customer-api/label/print/{style}/{id}', { type: 1 });
  // @ts-expect-error a call that answers JSON is not a file
  await postFile('/customer-api/coupon/generate', { code: 'X' });
}
