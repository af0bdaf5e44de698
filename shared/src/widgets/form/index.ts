export {
  applyServerFieldErrors,
  fieldPathOf,
  serverFieldErrorsOf,
  showFieldErrors,
} from './serverFieldErrors';
export type { FieldPathMap, ServerFieldError } from './serverFieldErrors';
