import { configureHttp } from './configure';
import { deviceNoWithin, getDeviceNo, resetDeviceNo } from './deviceNo';
import { post } from './request';
import { fakeAdapter } from './testAdapter';

const mockGet = jest.fn<Promise<{ visitorId: string }>, []>();
jest.mock('@fingerprintjs/fingerprintjs', () => ({ load: async () => ({ get: () => mockGet() }) }));

beforeEach(() => {
  localStorage.clear();
  resetDeviceNo();
  mockGet.mockReset();
  configureHttp({});
});

describe('device-no', () => {
  it('uses the FingerprintJS visitorId and caches it in localStorage', async () => {
    mockGet.mockResolvedValue({ visitorId: 'visitor-42' });
    await expect(getDeviceNo()).resolves.toBe('visitor-42');
    expect(localStorage.getItem('deviceNo')).toBe('visitor-42');
    await getDeviceNo();
    expect(mockGet).toHaveBeenCalledTimes(1);
  });

  it('resolves an empty device number when the fingerprint fails', async () => {
    mockGet.mockRejectedValue(new Error('blocked'));
    await expect(getDeviceNo()).resolves.toBe('');
  });

  it('never blocks a request for more than ~300 ms on the fingerprint', async () => {
    mockGet.mockReturnValue(new Promise(() => undefined));
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: 'ok' } });
    const started = Date.now();
    await expect(post('/x', {}, { adapter })).resolves.toBe('ok');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls[0].headers.get('device-no')).toBe('');
  });

  it('gives up waiting after the given time', async () => {
    jest.useFakeTimers();
    mockGet.mockReturnValue(new Promise(() => undefined));
    const result = deviceNoWithin(300);
    await jest.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('');
    jest.useRealTimers();
  });
});
