// Test-only (not exported from the package root): answers shared's http calls from handlers.
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../http/client';
import { storage } from '../../session/storage';
import type { Page } from '../paging';

export type GatewayQuery = Record<string, string>;
export interface GatewayCall {
  method: string;
  url: string;
  query: GatewayQuery;
  body: unknown;
}
type Handler = (query: GatewayQuery, body: unknown) => unknown;

/**
 * Replaces the http client's adapter: `routes['GET /customer-api/x']` returns the `data` of a
 * success envelope, or a `{ code, msg, data }` envelope itself when it has a `code`.
 * @example
 * const gateway = fakeGateway({ 'GET /customer-api/weightBand/list': () => bands });
 * expect(gateway.calls('/customer-api/weightBand/list')).toHaveLength(1);
 */
export function fakeGateway(routes: Record<string, Handler>) {
  const log: GatewayCall[] = [];
  storage.set('deviceNo', 'test-device');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path, search = ''] = (config.url ?? '').split('?');
    const query: GatewayQuery = Object.fromEntries(new URLSearchParams(search));
    for (const [name, value] of Object.entries(config.params ?? {}))
      if (value !== undefined && value !== null) query[name] = String(value);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    log.push({ method, url: path, query, body });
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? handler(query, body)
      : { code: 500, msg: `no route ${method} ${path}`, data: null };
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer
        ? answer
        : { code: 1, msg: 'ok', data: answer };
    return { data: envelope, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return { calls: (path?: string) => log.filter((call) => path === undefined || call.url === path) };
}

/**
 * Slices `rows` into the gateway's page shape for `current` / `size`.
 * @example
 * pageOf(rows, { current: '2', size: '10' }); // rows 11..20, pages = ceil(rows / 10)
 */
export function pageOf<T>(rows: T[], query: GatewayQuery): Page<T> {
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? 10);
  return {
    current,
    size,
    total: rows.length,
    pages: Math.ceil(rows.length / size),
    records: rows.slice((current - 1) * size, current * size),
  };
}
