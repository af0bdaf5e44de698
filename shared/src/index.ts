/**
 * `shared`: the federated singleton of the shipper portal. Import everything from the package
 * root: `import { http, can, Permission } from 'shared'` (contract: docs/SHARED-API.md).
 */
export * from './config';
export * from './http';
export * from './session';
export * from './permissions';
export * from './guard';
export * from './i18n';
export * from './analytics';
export * from './embed';
export * from './routing';
export * from './utils';
export * from './api';
export * from './widgets';
export * from './standalone';
