import { buildApp } from './app';
import { loadConfig, testConfig } from './config';
import { SETUP_TIMEOUT } from './test/helper';

describe('gateway start-up', () => {
  it("gives each plugin 60 s by default (START_TIMEOUT_SECONDS), not Fastify's 10 s", () => {
    expect(loadConfig({}).startTimeoutSeconds).toBe(60);
    expect(loadConfig({ START_TIMEOUT_SECONDS: '5' }).startTimeoutSeconds).toBe(5);
    expect(() => loadConfig({ START_TIMEOUT_SECONDS: 'soon' })).toThrow(
      'START_TIMEOUT_SECONDS must be a whole number (got "soon")',
    );
  });

  it(
    'still reports a plugin that never starts, once its time is up',
    async () => {
      const app = await buildApp({ config: testConfig({ startTimeoutSeconds: 1, jobs: 'off' }) });
      app.register(function hangs() {
        return new Promise<void>(() => undefined);
      });
      const started = Date.now();
      await expect(app.ready()).rejects.toThrow(/did not start in time: 'hangs'/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      await app.close().catch(() => undefined);
    },
    SETUP_TIMEOUT,
  );
});
