import { anyPermissionDescription } from '../orders';

/**
 * Labels are printed from three pages (order management, my waybills, quick print), each with its
 * own PRINT button; holding one page with its PRINT key lets a user print.
 */
export const LABEL_PRINT_PERMISSIONS = {
  anyOf: [
    ['orderManagement', 'orderManagement_PRINT'],
    ['myWaybill', 'myWaybill_PRINT'],
    ['fastPrinting', 'fastPrinting_PRINT'],
  ],
} as const;

/**
 * Route options of a print route: the auth plugin asks for any of the print key lists, before the
 * request is validated.
 *
 * @example
 * app.get('/label/print/:style/:id', { ...printRouteOptions, schema }, handler);
 */
export const printRouteOptions = {
  config: { permission: LABEL_PRINT_PERMISSIONS },
} as const;

/** How the OpenAPI document states the rule in words (`x-permissions` carries it for machines). */
export const PRINT_PERMISSION_DESCRIPTION = anyPermissionDescription(LABEL_PRINT_PERMISSIONS);
