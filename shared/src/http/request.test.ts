import { initI18n } from '../i18n/i18n';
import { sessionActions } from '../session/sessionSlice';
import { createPortalStore } from '../session/store';
import { ApiError } from './ApiError';
import { http } from './client';
import { configureHttp } from './configure';
import { HTTP_TIMEOUT, LOGOUT_REDIRECT_DELAY, ORDER_INSERT_TIMEOUT } from './constants';
import { get, post, request } from './request';
import { fakeAdapter } from './testAdapter';

jest.mock('./fingerprint', () => ({ browserFingerprint: () => 'visitor-1' }));

const notify = { error: jest.fn(), warning: jest.fn(), success: jest.fn() };
const onSessionInvalid = jest.fn();

function wire() {
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'u' },
      token: 'tok-1',
      menu: [],
      routeAuthList: [],
      btnList: [],
    }),
  );
  store.dispatch(sessionActions.setLanguage('EN'));
  store.dispatch(sessionActions.setRouteName('orderEntry'));
  configureHttp({ getState: store.getState, onSessionInvalid, notify });
  return store;
}

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  wire();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('request headers', () => {
  it('sends authToken, device-no, device-type, language, routeName and Cache-Control on every call', async () => {
    localStorage.setItem('deviceNo', 'dev-9');
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: null } });
    await post('/customer-api/x', {}, { adapter });
    const headers = calls[0].headers;
    expect(headers.get('authToken')).toBe('tok-1');
    expect(headers.get('device-no')).toBe('dev-9');
    expect(headers.get('device-type')).toBe('');
    expect(headers.get('language')).toBe('EN');
    expect(headers.get('routeName')).toBe('orderEntry');
    expect(headers.get('Cache-Control')).toBe('max-age=2');
    expect(calls[0].withCredentials).toBe(true);
  });

  it("reads token and language from localStorage without a store, the language defaulting to 'YN'", async () => {
    configureHttp({ notify });
    localStorage.clear();
    localStorage.setItem('token', 'stored-tok');
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: null } });
    await get('/customer-api/x', undefined, { adapter });
    expect(calls[0].headers.get('authToken')).toBe('stored-tok');
    expect(calls[0].headers.get('language')).toBe('YN');
  });

  it('uses an 80000 ms timeout; order insert passes 300000', async () => {
    expect(HTTP_TIMEOUT).toBe(80000);
    expect(http.defaults.timeout).toBe(80000);
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: null } });
    await post('/customer-api/order/insertOrder', [], { adapter, timeout: ORDER_INSERT_TIMEOUT });
    expect(calls[0].timeout).toBe(300000);
  });
});

describe('envelope', () => {
  it('resolves data when code is 1', async () => {
    const { adapter } = fakeAdapter({ body: { code: 1, msg: 'ok', data: { id: 7 } } });
    await expect(request({ url: '/x', adapter })).resolves.toEqual({ id: 7 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the msg as an error toast for a non-success code and rejects with ApiError', async () => {
    const { adapter } = fakeAdapter({ body: { code: 0, msg: 'waybill not found', data: null } });
    const error = await rejection(post('/x', {}, { adapter }));
    expect(notify.error).toHaveBeenCalledWith('waybill not found');
    expect(error).toMatchObject({ kind: 'business', code: 0, msg: 'waybill not found', httpStatus: 200 });
  });

  it.each([403, 404])(
    'shows a refusal (HTTP 200, body code %i) as an error and keeps the session',
    async (code) => {
      const { adapter } = fakeAdapter({ body: { code, msg: 'not for you', data: null } });
      const error = await rejection(post('/x', {}, { adapter }));
      expect(onSessionInvalid).not.toHaveBeenCalled();
      expect(notify.error).toHaveBeenCalledWith('not for you');
      expect(error).toMatchObject({ kind: 'business', code, httpStatus: 200 });
    },
  );

  it('shows no toast for a non-success code when silent', async () => {
    const { adapter } = fakeAdapter({ body: { code: 0, msg: 'quiet' } });
    await rejection(post('/x', {}, { adapter, silent: true }));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows 'request error, contact support' when a failure has no msg", async () => {
    const { adapter } = fakeAdapter({ body: { code: 2 } });
    await rejection(post('/x', {}, { adapter }));
    expect(notify.error).toHaveBeenCalledWith('request error, contact support');
  });

  it('resolves a body without an envelope as is (files)', async () => {
    const { adapter } = fakeAdapter({ body: 'PDF-BYTES' });
    await expect(get('/label', undefined, { adapter })).resolves.toBe('PDF-BYTES');
  });
});

describe('session loss', () => {
  it('logs out on body code 149010008', async () => {
    const { adapter } = fakeAdapter({ body: { code: 149010008, msg: 'session invalid' } });
    const error = await rejection(post('/x', {}, { adapter }));
    expect(onSessionInvalid).toHaveBeenCalledWith({ msg: 'session invalid' });
    expect(error.kind).toBe('session');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    'logs out on HTTP %i with the httpStatus and the translated message',
    async (status) => {
      const { adapter } = fakeAdapter({ status, body: { code: status, msg: 'server says no' } });
      const error = await rejection(post('/x', {}, { adapter }));
      expect(onSessionInvalid).toHaveBeenCalledWith({ httpStatus: status, msg: 'server says no' });
      expect(error).toMatchObject({ kind: 'session', httpStatus: status });
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it('falls back to the translated session-expired text on 401 without a body', async () => {
    const { adapter } = fakeAdapter({ status: 401, body: '' });
    await rejection(get('/x', undefined, { adapter }));
    expect(onSessionInvalid).toHaveBeenCalledWith({
      httpStatus: 401,
      msg: 'your session has expired, please log in again',
    });
  });

  it('logs out once when parallel calls fail with the same token', async () => {
    const { adapter } = fakeAdapter({ status: 401, body: { code: 149010008, msg: 'expired' } });
    await Promise.allSettled([
      post('/a', {}, { adapter }),
      post('/b', {}, { adapter }),
      post('/c', {}, { adapter }),
    ]);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('reports session loss for direct use of the http instance too', async () => {
    const { adapter } = fakeAdapter({ status: 403, body: {} });
    await expect(http.get('/file', { adapter })).rejects.toBeDefined();
    expect(onSessionInvalid).toHaveBeenCalledWith(expect.objectContaining({ httpStatus: 403 }));
  });

  it('exports the 3-second logout redirect delay', () => {
    expect(LOGOUT_REDIRECT_DELAY).toBe(3000);
  });
});

describe('HTTP and network errors', () => {
  it('shows the server msg as an error for an HTTP error whose body code is 500', async () => {
    const { adapter } = fakeAdapter({ status: 500, body: { code: 500, msg: 'Alamat tidak valid' } });
    const error = await rejection(post('/x', {}, { adapter }));
    expect(notify.error).toHaveBeenCalledWith('Alamat tidak valid');
    expect(error).toMatchObject({ kind: 'server', code: 500, httpStatus: 500, msg: 'Alamat tidak valid' });
  });

  it("shows 'request error, contact support' for another HTTP error", async () => {
    const { adapter } = fakeAdapter({ status: 502, body: '<html>bad gateway</html>' });
    const error = await rejection(post('/x', {}, { adapter }));
    expect(notify.error).toHaveBeenCalledWith('request error, contact support');
    expect(error).toMatchObject({ kind: 'http', httpStatus: 502 });
  });

  it.each(['network', 'timeout'] as const)(
    "shows the translated 'request failed' on a %s error",
    async (failure) => {
      const { adapter } = fakeAdapter(failure);
      const error = await rejection(get('/x', undefined, { adapter }));
      expect(notify.error).toHaveBeenCalledWith('request failed');
      expect(error.kind).toBe('network');
    },
  );

  it('translates the network error into the current language', async () => {
    initI18n('YN');
    const { adapter } = fakeAdapter('network');
    await rejection(get('/x', undefined, { adapter }));
    expect(notify.error).toHaveBeenCalledWith('permintaan gagal');
    initI18n('EN');
  });

  it('shows nothing for a silent network error', async () => {
    const { adapter } = fakeAdapter('network');
    await rejection(get('/x', undefined, { adapter, silent: true }));
    expect(notify.error).not.toHaveBeenCalled();
  });
});
