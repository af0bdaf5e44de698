import { isEmbedded, postLogoutToParent, waitForParentParams } from './embed';
import { normalizeEmbedLanguage } from '.';

const PARENT = 'https://platform.example.co.id';

function message(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

afterEach(() => jest.useRealTimers());

describe('embedding', () => {
  it('is not embedded when window.parent is the window itself', () => {
    expect(isEmbedded()).toBe(false);
  });

  it('is embedded when the parent is another window', () => {
    const framed = { parent: {} } as unknown as Window;
    expect(isEmbedded(framed)).toBe(true);
  });

  it('resolves the payload of the first parentParams message from an allowed origin', async () => {
    const result = waitForParentParams({ allowedOrigins: [PARENT] });
    message({ type: 'parentParams', token: 'parent-tok', lang: 'ID', extra: 1 }, PARENT);
    await expect(result).resolves.toEqual({
      type: 'parentParams',
      token: 'parent-tok',
      lang: 'ID',
      extra: 1,
    });
  });

  it('ignores a message from a wrong origin, a look-alike origin and other message types', async () => {
    jest.useFakeTimers();
    const result = waitForParentParams({ allowedOrigins: [PARENT] });
    message({ type: 'parentParams', token: 'evil' }, 'https://evil.example');
    message({ type: 'parentParams', token: 'evil' }, `${PARENT}.evil.example`);
    message({ type: 'parentParams', token: 'evil' }, 'http://platform.example.co.id');
    message({ type: 'other', token: 'x' }, PARENT);
    message('parentParams', PARENT);
    message({ type: 'parentParams', token: 'good' }, PARENT);
    await expect(result).resolves.toMatchObject({ token: 'good' });
  });

  it('resolves null after 2000 ms without a valid message', async () => {
    jest.useFakeTimers();
    const result = waitForParentParams({ allowedOrigins: [PARENT] });
    message({ type: 'parentParams', token: 'evil' }, 'https://evil.example');
    jest.advanceTimersByTime(1999);
    message({ type: 'parentParams', token: 'evil' }, 'null');
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toBeNull();
  });

  it("never trusts '*' in the allowlist", async () => {
    jest.useFakeTimers();
    const result = waitForParentParams({ allowedOrigins: ['*'], timeoutMs: 100 });
    message({ type: 'parentParams', token: 'x' }, 'https://any.example');
    jest.advanceTimersByTime(100);
    await expect(result).resolves.toBeNull();
  });

  it('posts {type: logout} to each allowed origin with that exact targetOrigin', () => {
    const postMessage = jest.fn();
    const framed = { parent: { postMessage } } as unknown as Window;
    postLogoutToParent([PARENT, 'https://other.example', '*', ''], framed);
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'logout' }, PARENT],
      [{ type: 'logout' }, 'https://other.example'],
    ]);
  });

  it("treats an empty or 'ID' embedded language as YN", () => {
    expect(normalizeEmbedLanguage('')).toBe('YN');
    expect(normalizeEmbedLanguage('ID')).toBe('YN');
    expect(normalizeEmbedLanguage('CN')).toBe('CN');
  });
});
