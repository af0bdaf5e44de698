export { StandaloneShell } from './StandaloneShell';
export type { StandaloneShellProps } from './StandaloneShell';
export { startStandalone } from './startStandalone';
export type { StandaloneOptions } from './startStandalone';
