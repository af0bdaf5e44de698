import { cspNonce, installCspNonce, readCspNonce } from './cspNonce';

describe('the page CSP nonce', () => {
  afterEach(() => document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((m) => m.remove()));

  it('is absent without the meta the static server writes, and then nothing is patched', () => {
    const createElement = document.createElement;
    expect(readCspNonce()).toBeUndefined();
    expect(installCspNonce()).toBeUndefined();
    expect(document.createElement).toBe(createElement);
    expect(cspNonce()).toBeUndefined();
  });

  it('tags every <style> created from script (libraries that do not pass antd nonce) and nothing else', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce==');
    document.head.appendChild(meta);

    expect(installCspNonce()).toBe('n0nce==');
    expect(cspNonce()).toBe('n0nce==');
    const style = document.createElement('style');
    expect(style.nonce).toBe('n0nce==');
    expect(document.createElement('div')).not.toHaveProperty('nonce', 'n0nce==');
    // a nonce set by its creator (antd's ConfigProvider csp) is kept
    const own = document.createElement('style');
    own.nonce = 'other';
    expect(own.nonce).toBe('other');
    // installing twice does not wrap twice
    expect(installCspNonce()).toBe('n0nce==');
  });
});
