/**
 * `shared`: the federated singleton of the shipper portal (contract: docs/SHARED-API.md).
 * Three entry points, each its own federated singleton so a page downloads only what it uses:
 * - `shared`: session, HTTP, permissions, guard, i18n, analytics, embedding, helpers (the login page needs these);
 * - `shared/widgets`: the widget kit (list page, pickers, upload, display widgets, error boundary);
 * - `shared/standalone`: a remote's stand-alone dev shell.
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
