export type { RuntimeConfig } from './runtimeConfig';
export {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  setRuntimeConfig,
  resetRuntimeConfig,
  loadRuntimeConfig,
} from './runtimeConfig';
export { readCspNonce, installCspNonce, cspNonce } from './cspNonce';
