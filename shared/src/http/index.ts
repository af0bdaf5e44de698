export {
  API_BASES,
  HTTP_TIMEOUT,
  ORDER_INSERT_TIMEOUT,
  LOGOUT_REDIRECT_DELAY,
  CACHE_CONTROL_HEADER,
  SUCCESS_CODE,
  SESSION_INVALID_CODE,
  SERVER_ERROR_CODE,
  EXPIRED_CODE,
  DEVICE_NO_WAIT_MS,
} from './constants';
export { ApiError } from './ApiError';
export { messageOf } from './messageOf';
export type { ApiErrorKind } from './ApiError';
export { configureHttp } from './configure';
export type { HttpOptions, Notifier, SessionInvalidReason } from './configure';
export { getDeviceNo, deviceNoWithin } from './deviceNo';
export { http, isEnvelope } from './client';
export type { Envelope } from './client';
export { request } from './request';
export { get, post } from './gateway';
export type {
  CallOptions,
  GetArgs,
  GetPath,
  PostArgs,
  PostBody,
  PostPath,
  GetFilePath,
  PostFilePath,
} from './gateway';
export { getFile, postFile, fileNameOf } from './file';
export type { FetchedFile } from './file';
export { exportToFile, postExport, saveBlob } from './export';
export type { ExportAnswer, ExportOutcome, ExportPath, QueuedExport } from './export';
export type { RequestConfig } from './request';
export { createLogoutHandler } from './logoutHandler';
export type { LogoutHandlerOptions } from './logoutHandler';
