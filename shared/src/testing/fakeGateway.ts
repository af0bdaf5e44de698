// Test-only: answers shared's http calls from handlers, so a test sees the bodies it sends.
// Imported by tests as 'shared/testing'; not exported from the package root, so never bundled.
import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/client';
import { storage } from '../session/storage';
import type { Page } from '../widgets/paging';

export type GatewayQuery = Record<string, string>;
export interface GatewayCall {
  method: string;
  url: string;
  query: GatewayQuery;
  body: unknown;
}
/** Answers one route: the `data` of a success envelope, an envelope, a `fileAnswer`, or a promise of one. */
export type GatewayHandler = (query: GatewayQuery, body: unknown) => unknown;
/** Handlers by `METHOD /path` (the path without its query). */
export type GatewayRoutes = Record<string, GatewayHandler>;

const FILE = Symbol('file answer');
interface FileAnswer {
  [FILE]: true;
  blob: Blob;
  headers: Record<string, string>;
}

/**
 * A handler's answer that is a file rather than an envelope (an export, a PDF).
 * @example
 * fakeGateway({ 'POST /customer-api/x/export': () => fileAnswer(blob, { 'content-disposition': 'attachment; filename="x.xlsx"' }) });
 */
export function fileAnswer(blob: Blob, headers: Record<string, string> = {}): FileAnswer {
  return { [FILE]: true, blob, headers };
}

const isFileAnswer = (answer: unknown): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && FILE in answer;

/** A refusal envelope (code 500) with the server's msg and data. */
export function refusal(msg: string, data: unknown = null) {
  return { code: 500, msg, data };
}

/** What `fakeGateway` recorded: every call, or those to one path, in the order they were sent. */
export interface FakeGateway {
  calls(path?: string): GatewayCall[];
  /** The bodies sent to `path`. */
  bodies(path: string): unknown[];
}

/**
 * Replaces the http client's adapter: `routes['POST /customer-api/x']` returns the `data` of a
 * success envelope, an envelope itself when it has a `code`, or a file (`fileAnswer`); a handler
 * may return a promise to hold its answer back (`deferred`). Unknown routes answer code 500.
 * @example
 * const gateway = fakeGateway({ 'POST /customer-api/order/create': () => created });
 * expect(gateway.bodies('/customer-api/order/create')).toHaveLength(1);
 */
export function fakeGateway(routes: GatewayRoutes): FakeGateway {
  const log: GatewayCall[] = [];
  storage.set('deviceNo', 'test-device');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path, search = ''] = (config.url ?? '').split('?');
    const query: GatewayQuery = Object.fromEntries(new URLSearchParams(search));
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) query[name] = String(value);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    log.push({ method, url: path, query, body });
    const handler = Object.hasOwn(routes, `${method} ${path}`) ? routes[`${method} ${path}`] : undefined;
    const answer: unknown = handler ? await handler(query, body) : refusal(`no route ${method} ${path}`);
    const response = { status: 200, statusText: 'OK', config };
    if (isFileAnswer(answer))
      return { ...response, data: answer.blob, headers: new AxiosHeaders(answer.headers) };
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer
        ? answer
        : { code: 1, msg: 'ok', data: answer };
    return { ...response, data: envelope, headers: new AxiosHeaders() };
  };
  const calls = (path?: string) => log.filter((call) => path === undefined || call.url === path);
  return { calls, bodies: (path) => calls(path).map((call) => call.body) };
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

/**
 * A promise with its resolve function outside, to hold an answer until the test lets it go.
 * @example
 * const answer = deferred<OrderCreated>();
 * fakeGateway({ 'POST /customer-api/order/create': () => answer.promise });
 * answer.resolve(created);
 */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
