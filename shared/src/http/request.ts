import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { ApiError } from './ApiError';
import { http, isEnvelope } from './client';
import { SERVER_ERROR_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from './constants';
import { httpContext } from './configure';

export type RequestConfig = AxiosRequestConfig & {
  /** No toast on failure (the promise still rejects). */
  silent?: boolean;
};

const isSuccess = (code: unknown) => Number(code) === SUCCESS_CODE && code !== '' && code !== null;

function toApiError(error: unknown, silent: boolean): ApiError {
  const { t, notify } = httpContext();
  const show = (msg: string) => {
    if (!silent) notify.error(msg);
  };
  if (axios.isCancel(error)) return new ApiError({ kind: 'cancelled', msg: 'cancelled', cause: error });
  if (!(error instanceof AxiosError) || !error.response) {
    const msg = t('requestFailed');
    show(msg);
    return new ApiError({ kind: 'network', msg, cause: error });
  }
  const { status, data } = error.response;
  const body = isEnvelope(data) ? data : undefined;
  const base = { httpStatus: status, code: body?.code, data: body?.data, cause: error };
  if (status === 401 || status === 403 || Number(body?.code) === SESSION_INVALID_CODE) {
    // The host shows this message as part of the logout (see configureHttp's onSessionInvalid).
    return new ApiError({ ...base, kind: 'session', msg: body?.msg || t('sessionExpired') });
  }
  const msg = body?.msg || t('requestErrorContactSupport');
  show(msg);
  return new ApiError({ ...base, kind: Number(body?.code) === SERVER_ERROR_CODE ? 'server' : 'http', msg });
}

/**
 * Sends a call and unwraps the `{ code, msg, data }` envelope: code 1 resolves `data`; any other
 * code shows `msg` as an error toast (unless `silent`) and rejects with an ApiError. A body
 * without an envelope (files) resolves as is.
 * @example
 * const page = await request<Paged<Order>>({ url: '/customer-api/order/page', method: 'POST', data: query });
 * await request({ url: '/customer-api/order/insertOrder', method: 'POST', data, timeout: ORDER_INSERT_TIMEOUT });
 */
export async function request<T>(config: RequestConfig): Promise<T> {
  const { silent = false, ...axiosConfig } = config;
  let body: unknown;
  try {
    body = (await http.request(axiosConfig)).data;
  } catch (error) {
    throw toApiError(error, silent);
  }
  if (!isEnvelope(body)) return body as T;
  if (isSuccess(body.code)) return body.data as T;
  const { t, notify } = httpContext();
  if (Number(body.code) === SESSION_INVALID_CODE) {
    throw new ApiError({
      kind: 'session',
      code: body.code,
      msg: body.msg || t('sessionExpired'),
      data: body.data,
    });
  }
  const msg = body.msg || t('requestErrorContactSupport');
  if (!silent) notify.error(msg);
  throw new ApiError({ kind: 'business', code: body.code, msg, data: body.data, httpStatus: 200 });
}

/**
 * POST to a URL the schema cannot know: shared's widgets whose URL comes from configuration (a
 * column's `dicUrl`, a picker's `url`). Not exported from the package: host and remotes call the
 * typed `post` of `./gateway`, whose path, body and result come from the generated `paths`.
 * @example
 * await post<DictionaryItem[]>(dicUrl, query);
 */
export function post<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  return request<T>({ ...config, url, method: 'POST', data: body });
}

/**
 * GET from a URL the schema cannot know (see `post` above); host and remotes use `./gateway`'s `get`.
 * @example
 * const items = await get<Record<string, unknown>[]>(dicUrl, undefined, { silent: true });
 */
export function get<T>(url: string, params?: Record<string, unknown>, config?: RequestConfig): Promise<T> {
  return request<T>({ ...config, url, method: 'GET', params });
}
