export {
  applyServerFieldErrors,
  fieldPathOf,
  serverFieldErrorsOf,
  showFieldErrors,
} from './serverFieldErrors';
export type { FieldPathMap, ServerFieldError } from './serverFieldErrors';
export { SubmitDialog } from './SubmitDialog';
export type { SubmitDialogProps } from './SubmitDialog';
