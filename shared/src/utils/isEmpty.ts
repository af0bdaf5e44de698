/**
 * Spec §5 empty check: null, undefined, '', an empty object or array, and the strings 'null' and
 * 'undefined' are empty. Numbers (including 0 and NaN) and booleans never are.
 * @example
 * isEmpty('null'); // true
 * isEmpty(0); // false
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date || typeof value !== 'object') return false;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  return Object.keys(value).length === 0;
}
