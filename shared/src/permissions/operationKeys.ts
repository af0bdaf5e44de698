import { OPERATION_PERMISSIONS, type PermissionOperation } from '../api/permissions';

type Method = 'get' | 'post';
/** The paths of the operations that need keys, per method (generated from the gateway's document). */
type KeyedPath<M extends Method> = PermissionOperation extends infer Operation
  ? Operation extends `${Uppercase<M>} ${infer Path}`
    ? Path
    : never
  : never;

/**
 * The key lists the gateway asks for on a call (any one list, every key of it), from
 * `shared/src/api/permissions.ts`, which is generated from the gateway's OpenAPI document.
 * @example
 * operationKeys('/customer-api/order/create'); // [['orderEntry', 'orderEntry_ADD']]
 */
export function operationKeys<M extends Method = 'post'>(
  path: KeyedPath<M>,
  method: M = 'post' as M,
): readonly (readonly string[])[] {
  const operation = `${method.toUpperCase()} ${path}` as PermissionOperation;
  return OPERATION_PERMISSIONS[operation];
}

/** The button key of one key list (`{routeName}_{ACTION}`), or undefined when the page key is enough. */
function buttonOf(keys: readonly string[]): string | undefined {
  return keys.find((key) => key.includes('_'));
}

/**
 * The key of the button that makes a call, as the gateway checks it: a button reads its key from
 * here instead of spelling it, so the page and the gateway cannot drift. `page` picks the page's
 * list when several pages make the call. Throws when the call needs no button key there.
 * @example
 * buttonKeyOf('/customer-api/order/create'); // 'orderEntry_ADD'
 * buttonKeyOf('/customer-api/order/phone', 'get', 'myWaybill'); // 'myWaybill_DETAIL'
 */
export function buttonKeyOf<M extends Method = 'post'>(
  path: KeyedPath<M>,
  method: M = 'post' as M,
  page?: string,
): string {
  const lists = operationKeys(path, method);
  const candidates = page ? lists.filter((keys) => keys.includes(page)) : lists;
  const keys = candidates.length === 1 ? buttonOf(candidates[0]) : undefined;
  if (!keys)
    throw new Error(`${method.toUpperCase()} ${path} has no single button key${page ? ` on ${page}` : ''}`);
  return keys;
}

/**
 * Every button key that opens a call made from several pages (any one is enough).
 * @example
 * buttonKeysOf('/customer-api/label/printBatch'); // ['orderManagement_PRINT', 'myWaybill_PRINT', 'fastPrinting_PRINT']
 */
export function buttonKeysOf<M extends Method = 'post'>(
  path: KeyedPath<M>,
  method: M = 'post' as M,
): string[] {
  return operationKeys(path, method)
    .map(buttonOf)
    .filter((key): key is string => key !== undefined);
}
