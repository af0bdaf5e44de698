import type { FormInstance } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from '../../http/ApiError';

/** A field the gateway refused: its path (`body.email`, `doc.npwp`, `items.0.weight`) and a translated message. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** Where a gateway field path points in a form, or undefined to leave it out (the toast says it). */
export type FieldPathMap = (path: (string | number)[], field: string) => NamePath | undefined;

/** The part of the request a validation error names first; the form knows the fields only. */
const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

function isFieldError(item: unknown): item is ServerFieldError {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as ServerFieldError).field === 'string' &&
    typeof (item as ServerFieldError).message === 'string'
  );
}

/**
 * The field errors of a failed gateway call: the `data` of its refusal when that is a list of
 * `{ field, message }` (a body that fails its schema, HTTP 400 code 400, or a business refusal
 * about fields), or the `issues` of a refused order or address (`data.issues`, the same items with
 * a message code); empty for any other failure.
 */
export function serverFieldErrorsOf(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const { data } = error;
  const list: unknown =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as { issues?: unknown }).issues
      : data;
  return Array.isArray(list) ? list.filter(isFieldError) : [];
}

/**
 * A gateway field path as a form name path: the request part dropped, dots split, list indexes as
 * numbers: `body.doc.npwp` -> `['doc', 'npwp']`, `items.0.weight` -> `['items', 0, 'weight']`.
 */
export function fieldPathOf(field: string): (string | number)[] {
  const parts = field.split('.').filter(Boolean);
  if (parts.length > 1 && REQUEST_PARTS.has(parts[0])) parts.shift();
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows a failed call's field errors beside their fields (`form.setFields`), scrolls to the first,
 * and says whether it did: false when the failure names no field, so the caller keeps its other
 * handling. `mapPath` renames paths the form holds elsewhere (or drops them); errors on the same
 * field are joined. The http client has already toasted the refusal's summary message.
 * @example
 * try {
 *   await saveAddress(values);
 *   message.success(t('saved')); // only after code 1
 * } catch (error) {
 *   applyServerFieldErrors(form, error);
 * }
 */
export function applyServerFieldErrors(
  form: FormInstance,
  error: unknown,
  mapPath: FieldPathMap = (path) => path,
): boolean {
  return showFieldErrors(form, serverFieldErrorsOf(error), mapPath);
}

/**
 * `applyServerFieldErrors` for field errors already taken from the refusal (a form that keeps
 * them, e.g. to list those no field shows).
 * @example
 * showFieldErrors(form, refusal.issues, (path) => (FORM_FIELDS.has(path.join('.')) ? path : undefined));
 */
export function showFieldErrors(
  form: FormInstance,
  fieldErrors: readonly ServerFieldError[],
  mapPath: FieldPathMap = (path) => path,
): boolean {
  const byName = new Map<string, { name: NamePath; errors: string[] }>();
  for (const fieldError of fieldErrors) {
    const name = mapPath(fieldPathOf(fieldError.field), fieldError.field);
    if (name === undefined) continue;
    const key = JSON.stringify(name);
    const entry = byName.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(fieldError.message)) entry.errors.push(fieldError.message);
    byName.set(key, entry);
  }
  const fields = [...byName.values()];
  if (fields.length === 0) return false;
  form.setFields(fields);
  try {
    form.scrollToField(fields[0].name, { block: 'center' });
  } catch {
    // a field outside the page (a closed tab) cannot be scrolled to; its error still shows there
  }
  return true;
}
