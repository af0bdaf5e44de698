export type { PortalRoute } from './PortalRoute';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export type { RemoteErrorBoundaryProps } from './RemoteErrorBoundary';
