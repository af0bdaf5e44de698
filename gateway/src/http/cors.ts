import type { FastifyCorsOptions } from '@fastify/cors';

/** The request headers the portal sends on every call (spec section 3). */
export const PORTAL_HEADERS = [
  'authToken',
  'device-no',
  'device-type',
  'language',
  'routeName',
  'Cache-Control',
  'Content-Type',
];

/**
 * Response headers a page on another origin may read: downloads (exports, labels, error files)
 * take their file name from Content-Disposition; X-Request-Id names the call to support.
 */
export const EXPOSED_HEADERS = ['Content-Disposition', 'X-Request-Id'];

/** CORS for the portal's origins (the host and the remotes run on their own ports). */
export function corsOptions(origins: string[]): FastifyCorsOptions {
  return {
    origin: origins,
    credentials: true,
    allowedHeaders: PORTAL_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  };
}
