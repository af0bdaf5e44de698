import { browserFingerprint } from './fingerprint';

describe('browser visitor fingerprint', () => {
  beforeAll(() => {
    // jsdom has no canvas: the signature falls back to '' without logging
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('is 32 hex digits and stable for the same browser', () => {
    const first = browserFingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(browserFingerprint()).toBe(first);
  });

  it('changes when the browser changes', () => {
    const first = browserFingerprint();
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Another/1.0');
    expect(browserFingerprint()).not.toBe(first);
    spy.mockRestore();
  });
});
