import { getRuntimeConfig, loadRuntimeConfig, resetRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('runtime config', () => {
  afterEach(() => {
    resetRuntimeConfig();
    jest.restoreAllMocks();
  });

  it('defaults to same-origin API, the analytics collector path version 1.0.0 and a bell asking every minute', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBase: '',
      analyticsUrl: '/customer-api/analytics/collect',
      embedAllowedOrigins: [],
      testHooks: false,
      version: '1.0.0',
      notificationPollSeconds: 60,
    });
  });

  it('merges a partial config and ignores undefined values', () => {
    setRuntimeConfig({ apiBase: 'http://gw', analyticsUrl: undefined });
    expect(getRuntimeConfig().apiBase).toBe('http://gw');
    expect(getRuntimeConfig().analyticsUrl).toBe('/customer-api/analytics/collect');
  });

  it('loads config.json and applies it', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ embedAllowedOrigins: ['https://p.example'] }) });
    const config = await loadRuntimeConfig();
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.embedAllowedOrigins).toEqual(['https://p.example']);
  });

  it('keeps the defaults when config.json cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    expect((await loadRuntimeConfig('/x.json')).apiBase).toBe('');
  });
});
