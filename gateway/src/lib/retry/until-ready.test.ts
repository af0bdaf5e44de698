import { isTransientConnectionError, untilReady } from './until-ready';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('untilReady', () => {
  it('tries again after "too many clients" and a refused connection, with growing waits', async () => {
    const failures = [pgError('53300'), pgError('ECONNREFUSED'), pgError('57P03')];
    const waits: number[] = [];
    const result = await untilReady(
      async () => {
        const next = failures.shift();
        if (next) throw next;
        return 'migrated';
      },
      { firstDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('migrated');
    expect(waits).toEqual([100, 200, 400]);
  });

  it('caps the wait', async () => {
    let left = 6;
    const waits: number[] = [];
    await untilReady(
      async () => {
        if (left-- > 0) throw pgError('08006');
      },
      { firstDelayMs: 1000, maxDelayMs: 5000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('throws at once an error that waiting does not cure', async () => {
    let calls = 0;
    const broken = pgError('42P01'); // undefined_table: a bug, not a busy server
    await expect(
      untilReady(
        async () => {
          calls++;
          throw broken;
        },
        { sleep: async () => undefined },
      ),
    ).rejects.toBe(broken);
    expect(calls).toBe(1);
  });

  it('gives up after the allowed attempts', async () => {
    let calls = 0;
    await expect(
      untilReady(
        async () => {
          calls++;
          throw pgError('53300');
        },
        { attempts: 3, sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: '53300' });
    expect(calls).toBe(3);
  });

  it('knows the transient codes', () => {
    expect(
      ['53300', '57P03', '08001', 'ECONNREFUSED'].map((code) => isTransientConnectionError(pgError(code))),
    ).toEqual([true, true, true, true]);
    expect(isTransientConnectionError(new Error('x'))).toBe(false);
    expect(isTransientConnectionError(pgError('23505'))).toBe(false);
  });

  it("reads the driver's code under the query builder's wrapper (a migration's first statement)", () => {
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', {
      cause: pgError('53300'),
    });
    expect(isTransientConnectionError(wrapped)).toBe(true);
    expect(isTransientConnectionError(new Error('Failed query', { cause: pgError('42P01') }))).toBe(false);
  });
});
