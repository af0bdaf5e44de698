import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import {
  chunkLoadMessage,
  installChunkLoadErrorReporting,
  isChunkLoadError,
  type ChunkLoadError,
} from './chunkLoadError';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** The error webpack's runtime rejects with (type 'timeout' after output.chunkLoadTimeout = 120 s). */
function webpackChunkError(type: string, url: string): ChunkLoadError {
  const error = new Error(`Loading chunk 812 failed.\n(${type}: ${url})`) as ChunkLoadError;
  error.name = 'ChunkLoadError';
  error.type = type;
  error.request = url;
  return error;
}

beforeAll(() => initI18n('EN'));

describe('script chunk load failure (spec §8)', () => {
  it('recognises webpack chunk load errors and nothing else', () => {
    expect(isChunkLoadError(webpackChunkError('timeout', 'http://x/1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 5 failed.\n(missing: http://x/5.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 5 failed')).toBe(false);
  });

  it("says 'loading failed' with the type and the URL", () => {
    expect(chunkLoadMessage(webpackChunkError('timeout', 'http://localhost:3001/812.js'))).toBe(
      'loading failed (timeout: http://localhost:3001/812.js)',
    );
    expect(
      chunkLoadMessage(new Error('Loading chunk 5 failed.\n(missing: http://x/5.js)') as ChunkLoadError),
    ).toBe('loading failed (missing: http://x/5.js)');
  });

  it('shows the message for an unhandled chunk failure, and only for those', () => {
    const shown: string[] = [];
    const undo = installChunkLoadErrorReporting((text) => shown.push(text));
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    reject(webpackChunkError('missing', 'http://x/9.js'));
    reject(new Error('other'));
    undo();
    reject(webpackChunkError('missing', 'http://x/10.js'));
    expect(shown).toEqual(['loading failed (missing: http://x/9.js)']);
  });

  it("a remote page whose chunk fails shows the domain fallback with the 'loading failed' detail", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw webpackChunkError('timeout', 'http://localhost:3001/7.js');
    }
    render(
      <RemoteErrorBoundary domain="orders">
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('loading failed (timeout: http://localhost:3001/7.js)')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
