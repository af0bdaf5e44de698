import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { storage } from '../session/storage';
import { CACHE_CONTROL_HEADER, HTTP_TIMEOUT, SESSION_INVALID_CODE } from './constants';
import { httpContext, reportSessionInvalid } from './configure';
import { deviceNoWithin } from './deviceNo';

/** Body of every API response (spec §3). */
export interface Envelope<T = unknown> {
  code: number | string;
  msg?: string;
  data: T;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** Session values for the headers: the store when wired, localStorage otherwise. */
function sessionHeaders(): { token: string; language: string; routeName: string } {
  const session = httpContext().getState?.().session;
  if (session)
    return {
      token: session.token,
      language: session.language || DEFAULT_LANGUAGE,
      routeName: session.routeName,
    };
  return { token: storage.get('token'), language: storage.get('lang') || DEFAULT_LANGUAGE, routeName: '' };
}

/**
 * The one axios instance: credentials sent, JSON, 80 s timeout, the spec's headers on every call.
 * Prefer `request`/`get`/`post`, which unwrap the envelope; use `http` directly for raw bodies
 * (e.g. label files with `responseType: 'blob'`). Session loss is reported for both.
 * @example
 * const { data } = await http.get('/customer-api/label/print/A4/1', { responseType: 'blob' });
 */
export const http = axios.create({
  timeout: HTTP_TIMEOUT,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
});

async function addHeaders(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  config.baseURL ??= getRuntimeConfig().apiBase;
  const { token, language, routeName } = sessionHeaders();
  const deviceNo = await deviceNoWithin();
  config.headers.set('authToken', token, false);
  config.headers.set('device-no', deviceNo, false);
  config.headers.set('device-type', '', false);
  config.headers.set('language', language, false);
  config.headers.set('routeName', routeName, false);
  config.headers.set('Cache-Control', CACHE_CONTROL_HEADER, false);
  return config;
}

function sentToken(config: InternalAxiosRequestConfig | undefined): string {
  const header = config?.headers?.get?.('authToken');
  return typeof header === 'string' ? header : sessionHeaders().token;
}

function detectSessionLoss(response: AxiosResponse): AxiosResponse {
  if (isEnvelope(response.data) && Number(response.data.code) === SESSION_INVALID_CODE) {
    reportSessionInvalid(sentToken(response.config), {
      msg: response.data.msg || httpContext().t('sessionExpired'),
    });
  }
  return response;
}

function detectSessionLossOnError(error: unknown): Promise<never> {
  if (error instanceof AxiosError && error.response) {
    const { status, data, config } = error.response;
    const msg = isEnvelope(data) && data.msg ? data.msg : undefined;
    if (status === 401 || status === 403) {
      reportSessionInvalid(sentToken(config), {
        httpStatus: status,
        msg: msg || httpContext().t('sessionExpired'),
      });
    } else if (isEnvelope(data) && Number(data.code) === SESSION_INVALID_CODE) {
      reportSessionInvalid(sentToken(config), { msg: msg || httpContext().t('sessionExpired') });
    }
  }
  return Promise.reject(error);
}

http.interceptors.request.use(addHeaders);
http.interceptors.response.use(detectSessionLoss, detectSessionLossOnError);
