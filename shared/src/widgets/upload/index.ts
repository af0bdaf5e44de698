import './texts';

export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export type { UploadedFile, CloudUploader, CloudSend, UploadProgress } from './types';
export { DEFAULT_UPLOAD_ACTION, UPLOAD_FIELD, sendFile } from './sendFile';
export type { SendFileOptions } from './sendFile';
export { UploadFailure, uploadOne } from './uploadOne';
export {
  DEFAULT_UPLOAD_LIMIT,
  BYTES_PER_KB,
  matchesAccept,
  isTooLarge,
  countExcess,
  formatKb,
  readUploadAnswer,
} from './uploadRules';
export type { CountExcess, FileFacts } from './uploadRules';
