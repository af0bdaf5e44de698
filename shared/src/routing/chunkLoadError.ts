import { translate } from '../i18n/i18n';

/** What webpack's runtime rejects with when a script chunk fails (spec §8: after 120 s or at once). */
export interface ChunkLoadError extends Error {
  name: 'ChunkLoadError';
  /** 'missing' (HTTP error), 'timeout' (the 120 s chunk load timeout) or 'error'. */
  type?: string;
  /** The chunk's URL. */
  request?: string;
}

/**
 * Whether an error is a failed script chunk load (webpack's ChunkLoadError).
 * @example
 * if (isChunkLoadError(error)) notify.error(chunkLoadMessage(error));
 */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}

/** The chunk's URL, from the error's `request` or its message ("Loading chunk 1 failed. (missing: URL)"). */
function chunkUrl(error: ChunkLoadError): string {
  if (error.request) return error.request;
  return /\((?:\w+): ([^)]+)\)/.exec(error.message)?.[1] ?? '';
}

/**
 * The spec's 'loading failed' message with the failure type and the chunk URL, translated.
 * @example
 * chunkLoadMessage(error); // 'loading failed (timeout: http://localhost:3001/123.js)'
 */
export function chunkLoadMessage(error: ChunkLoadError): string {
  const type = error.type ?? /\((\w+): /.exec(error.message)?.[1] ?? 'error';
  return translate('chunkLoadFailed', { type, url: chunkUrl(error) });
}

/**
 * Shows the 'loading failed' message for every script chunk that fails to load and is not handled
 * elsewhere (a lazy page, a remote module). Returns the undo.
 * @example
 * installChunkLoadErrorReporting((text) => message.error(text));
 */
export function installChunkLoadErrorReporting(
  showError: (text: string) => void,
  target: Window = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    showError(chunkLoadMessage(event.reason));
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
