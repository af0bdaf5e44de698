export { applyServerFieldErrors, fieldPathOf, serverFieldErrorsOf } from './serverFieldErrors';
export type { FieldPathMap, ServerFieldError } from './serverFieldErrors';
