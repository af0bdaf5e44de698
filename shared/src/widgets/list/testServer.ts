// Test-only: a fake gateway for the list widgets' tests (never exported from the package).
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../http/client';
import { configureHttp, type Notifier } from '../../http/configure';
import { storage } from '../../session/storage';
import { forgetDictionaries } from '../pickers/dictionary';

type Reply = unknown | ((config: InternalAxiosRequestConfig) => unknown);

/**
 * Answers calls by `METHOD url` (without the query) from `routes`; unknown routes answer code 500.
 * Installs itself as the http adapter and a recording notifier; returns the calls and the notifier.
 */
export function fakeGateway(routes: Record<string, Reply>) {
  const calls: InternalAxiosRequestConfig[] = [];
  // a new gateway answers anew: no dictionary of the last one is reused
  forgetDictionaries();
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const reply = Object.hasOwn(routes, key)
      ? routes[key]
      : { code: 500, msg: `no route ${key}`, data: null };
    const body =
      typeof reply === 'function' ? (reply as (c: InternalAxiosRequestConfig) => unknown)(config) : reply;
    return { data: body, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  http.defaults.adapter = adapter;
  storage.set('deviceNo', 'device-test');
  const notify: Notifier = { error: jest.fn(), warning: jest.fn(), success: jest.fn() };
  configureHttp({ notify });
  return { calls, notify };
}

/** A success envelope. */
export const ok = (data: unknown, msg = 'ok') => ({ code: 1, msg, data });
