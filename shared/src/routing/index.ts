export type { PortalRoute } from './PortalRoute';
export { lazyPage, preloadPage, type PageComponent } from './lazyPage';
export * from './router';
export { isChunkLoadError, chunkLoadMessage, installChunkLoadErrorReporting } from './chunkLoadError';
export type { ChunkLoadError } from './chunkLoadError';
