export { StandaloneShell } from './StandaloneShell';
export type { StandaloneShellProps } from './StandaloneShell';
