export type { PortalRoute } from './PortalRoute';
export * from './router';
export { isChunkLoadError, chunkLoadMessage, installChunkLoadErrorReporting } from './chunkLoadError';
export type { ChunkLoadError } from './chunkLoadError';
