// Test-only: answers shared's http calls from handlers, so a page test sees the bodies it sends.
import { http, storage } from 'shared';

export type GatewayQuery = Record<string, string>;
export interface GatewayCall {
  method: string;
  url: string;
  query: GatewayQuery;
  body: unknown;
}
type Handler = (query: GatewayQuery, body: unknown) => unknown;

/** A handler's answer that is a file rather than an envelope. */
export function fileAnswer(blob: Blob, headers: Record<string, string> = {}) {
  return { $file: blob, headers };
}

/** A refusal envelope (code 500) with the server's msg and data. */
export function refusal(msg: string, data: unknown = null) {
  return { code: 500, msg, data };
}

/** The regions the cascades offer in tests. */
export const REGIONS: Record<string, { value: string; label: string }[]> = {
  '': [
    { value: '31', label: 'DKI Jakarta' },
    { value: '32', label: 'Jawa Barat' },
  ],
  '31': [{ value: '31.73', label: 'Kota Jakarta Barat' }],
  '31.73': [{ value: '31.73.05', label: 'Kebon Jeruk' }],
  '32': [{ value: '32.73', label: 'Kota Bandung' }],
  '32.73': [
    { value: '32.73.01', label: 'Sukasari' },
    { value: '32.73.02', label: 'Sukajadi' },
  ],
};

const regionList = (query: GatewayQuery) =>
  (REGIONS[query.parentCode ?? ''] ?? []).map((item) => ({ ...item, code: item.value, name: item.label }));

/**
 * Replaces the http client's adapter: `routes['POST /customer-api/x']` returns the `data` of a
 * success envelope, an envelope itself when it has a `code`, or a file (`fileAnswer`); a handler
 * may return a promise to hold the answer back. GET /region/list answers `REGIONS` unless given.
 * @example
 * const gateway = fakeGateway({ 'POST /customer-api/order/create': () => created });
 * expect(gateway.calls('/customer-api/order/create')).toHaveLength(1);
 */
export function fakeGateway(routes: Record<string, Handler>) {
  const log: GatewayCall[] = [];
  const all: Record<string, Handler> = { 'GET /customer-api/region/list': regionList, ...routes };
  storage.set('deviceNo', 'test-device');
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path, search = ''] = (config.url ?? '').split('?');
    const query: GatewayQuery = Object.fromEntries(new URLSearchParams(search));
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) query[name] = String(value);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    log.push({ method, url: path, query, body });
    const handler = all[`${method} ${path}`];
    const answer: unknown = handler
      ? await handler(query, body)
      : { code: 500, msg: `no route ${method} ${path}`, data: null };
    if (answer && typeof answer === 'object' && '$file' in answer) {
      const file = answer as ReturnType<typeof fileAnswer>;
      return { data: file.$file, status: 200, statusText: 'OK', headers: file.headers, config };
    }
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer
        ? answer
        : { code: 1, msg: 'ok', data: answer };
    return { data: envelope, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    calls: (path?: string) => log.filter((call) => path === undefined || call.url === path),
    bodies: (path: string) => log.filter((call) => call.url === path).map((call) => call.body),
  };
}

/** A promise with its resolve function outside, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
