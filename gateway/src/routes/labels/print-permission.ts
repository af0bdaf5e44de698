import type { FastifyRequest } from 'fastify';
import { NoPermissionError, sessionOf } from '../../auth/plugin';
import { holdsPermission } from '../../auth/session-store';

/**
 * Labels are printed from three pages (order management, my waybills, quick print), each with its
 * own PRINT button key; holding any one of them lets a user print.
 */
export const LABEL_PRINT_PERMISSIONS = [
  'orderManagement_PRINT',
  'myWaybill_PRINT',
  'fastPrinting_PRINT',
] as const;

/**
 * Route options of a print route: the auth plugin resolves the session ('session'), then this
 * hook asks for any of the print keys, before the request is validated.
 *
 * @example
 * app.get('/label/print/:style/:id', { ...printRouteOptions, schema }, handler);
 */
export const printRouteOptions = {
  config: { permission: 'session' },
  onRequest: async (request: FastifyRequest) => {
    const session = sessionOf(request);
    if (!LABEL_PRINT_PERMISSIONS.some((key) => holdsPermission(session, key))) throw new NoPermissionError();
  },
} as const;

/** How the OpenAPI document states the rule (the auth plugin would otherwise say 'session'). */
export const PRINT_PERMISSION_DESCRIPTION = `permission: any of ${LABEL_PRINT_PERMISSIONS.join(', ')}`;
