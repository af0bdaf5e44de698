import { configureHttp } from './configure';
import { deviceNoWithin, getDeviceNo, resetDeviceNo } from './deviceNo';
import { post } from './request';
import { fakeAdapter } from './testAdapter';

const mockFingerprint = jest.fn<string, []>();
jest.mock('./fingerprint', () => ({ browserFingerprint: () => mockFingerprint() }));

beforeEach(() => {
  localStorage.clear();
  resetDeviceNo();
  mockFingerprint.mockReset();
  configureHttp({});
});

describe('device-no', () => {
  it('uses the browser visitor fingerprint and caches it in localStorage', async () => {
    mockFingerprint.mockReturnValue('visitor-42');
    await expect(getDeviceNo()).resolves.toBe('visitor-42');
    expect(localStorage.getItem('deviceNo')).toBe('visitor-42');
    await getDeviceNo();
    expect(mockFingerprint).toHaveBeenCalledTimes(1);
  });

  it('resolves an empty device number when the fingerprint fails, and tries again later', async () => {
    mockFingerprint.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await expect(getDeviceNo()).resolves.toBe('');
    mockFingerprint.mockReturnValue('visitor-7');
    await expect(getDeviceNo()).resolves.toBe('visitor-7');
  });

  it('sends the device number in the device-no header', async () => {
    mockFingerprint.mockReturnValue('visitor-9');
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: 'ok' } });
    await expect(post('/x', {}, { adapter })).resolves.toBe('ok');
    expect(calls[0].headers.get('device-no')).toBe('visitor-9');
  });

  it('answers at once from the cache', async () => {
    localStorage.setItem('deviceNo', 'cached-1');
    await expect(deviceNoWithin(0)).resolves.toBe('cached-1');
    expect(mockFingerprint).not.toHaveBeenCalled();
  });
});
