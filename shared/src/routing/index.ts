export type { PortalRoute } from './PortalRoute';
export { lazyPage, preloadPage, type PageComponent, type LazyPageOptions } from './lazyPage';
export { askPageAhead, takePageAhead, type PageAhead } from './pageAhead';
export * from './router';
export { isChunkLoadError, chunkLoadMessage, installChunkLoadErrorReporting } from './chunkLoadError';
export type { ChunkLoadError } from './chunkLoadError';
export { FIRST_CONTENT_MARK, markFirstContent, onFirstContent, resetFirstContent } from './firstContent';
