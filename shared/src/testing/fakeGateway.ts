// Test-only: answers shared's http calls from handlers, so a test sees the bodies it sends. The
// routes of the gateway are typed by the generated `paths`, like the typed client's calls.
// Imported by tests as 'shared/testing'; not exported from the package root, so never bundled.
import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/client';
import { storage } from '../session/storage';
import type { ApiData } from '../api/types';
import { API_BASES } from '../http/constants';
import type { GetPath, PostBody, PostPath } from '../http/gateway';
import type { Page } from '../widgets/paging';
import { forgetDictionaries } from '../widgets/pickers/dictionary';
import { queryClient } from '../widgets/query/queryClient';

export type GatewayQuery = Record<string, string>;
export interface GatewayCall {
  method: string;
  url: string;
  query: GatewayQuery;
  body: unknown;
}

/** A route of the generated `paths`: `POST /customer-api/order/create`, `GET /customer-api/address/search`. */
export type GatewayRouteKey = `POST ${PostPath}` | `GET ${GetPath}`;

/** The envelope escape hatch: a refusal (any code, data null or the refusal's data) or a success with a msg. */
export interface GatewayEnvelope<Data> {
  code: number | string;
  msg?: string;
  data: Data | null;
}

/**
 * What a handler may answer: the data (or null, which every envelope of the schema allows), an
 * envelope around it, a refusal, a file, or a promise of one.
 */
export type GatewayAnswer<Data> =
  | Data
  | null
  | GatewayEnvelope<Data>
  | Refusal
  | FileAnswer
  | Promise<Data | null | GatewayEnvelope<Data> | Refusal | FileAnswer>;

/**
 * Answers one route. For a route of the generated `paths` it receives the typed body and must
 * answer the typed `data` of the success envelope (or an escape hatch: an envelope, a `refusal`,
 * a `fileAnswer`, a promise as `answerLater` / `deferred` give).
 */
export type GatewayHandler<Key extends string = string> = Key extends `POST ${infer P extends PostPath}`
  ? (query: GatewayQuery, body: PostBody<P>) => GatewayAnswer<ApiData<P, 'post'>>
  : Key extends `GET ${infer P extends GetPath}`
    ? (query: GatewayQuery, body: undefined) => GatewayAnswer<ApiData<P, 'get'>>
    : Key extends `${string} ${GatewayBase}${string}`
      ? NotInSchema
      : UntypedHandler;

/** A handler of a URL outside the gateway's document (a generic widget's configured `/x/page`). */
export type UntypedHandler = (query: GatewayQuery, body: unknown) => unknown;

/** The gateway's bases: a route under one of them must be a route of the generated `paths`. */
type GatewayBase = `${(typeof API_BASES)[keyof typeof API_BASES]}/`;
/** What an unknown gateway route's handler must be: nothing can be, so the key fails the typecheck. */
interface NotInSchema {
  'not a route of shared/src/api/schema.d.ts (method and path)': never;
}

/** Handlers by `METHOD /path` (the path without its query), typed for the routes of `paths`. */
export type GatewayRoutes = { [Key in GatewayRouteKey]?: GatewayHandler<Key> };

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

/** A refusal envelope (code 500): any handler may answer it, whatever its success data. */
export interface Refusal {
  code: 500;
  msg: string;
  data: unknown;
}

/** A refusal envelope (code 500) with the server's msg and data. */
export function refusal(msg: string, data: unknown = null): Refusal {
  return { code: 500, msg, data };
}

/** What `fakeGateway` recorded: every call, or those to one path, in the order they were sent. */
export interface FakeGateway {
  calls(path?: string): GatewayCall[];
  /** The bodies sent to `path` (typed by the generated `paths` for a POST route of the gateway). */
  bodies<P extends string>(path: P): (P extends PostPath ? PostBody<P> : unknown)[];
}

/**
 * Replaces the http client's adapter: `routes['POST /customer-api/x']` returns the `data` of a
 * success envelope, an envelope itself when it has a `code` and a `data`, or a file (`fileAnswer`); a handler
 * may return a promise to hold its answer back (`deferred`). Unknown routes answer code 500.
 * @example
 * const gateway = fakeGateway({ 'POST /customer-api/order/create': () => created });
 * expect(gateway.bodies('/customer-api/order/create')).toHaveLength(1);
 */
export function fakeGateway<Key extends string>(routes: { [K in Key]?: GatewayHandler<K> }): FakeGateway {
  const log: GatewayCall[] = [];
  storage.set('deviceNo', 'test-device');
  // a new gateway answers anew: no answer of the last one is reused
  forgetDictionaries();
  queryClient.clear();
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path, search = ''] = (config.url ?? '').split('?');
    const query: GatewayQuery = Object.fromEntries(new URLSearchParams(search));
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) query[name] = String(value);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    log.push({ method, url: path, query, body });
    // Looked up by the key the call makes at run time: any handler, typed or not, takes (query, body).
    const handlers = routes as Partial<Record<string, UntypedHandler>>;
    const handler = Object.hasOwn(handlers, `${method} ${path}`) ? handlers[`${method} ${path}`] : undefined;
    const answer: unknown = handler ? await handler(query, body) : refusal(`no route ${method} ${path}`);
    const response = { status: 200, statusText: 'OK', config };
    if (isFileAnswer(answer))
      return { ...response, data: answer.blob, headers: new AxiosHeaders(answer.headers) };
    // An envelope has both code and data: data with a `code` of its own (a coupon) is data.
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer && 'data' in answer
        ? answer
        : { code: 1, msg: 'ok', data: answer };
    return { ...response, data: envelope, headers: new AxiosHeaders() };
  };
  const calls = (path?: string) => log.filter((call) => path === undefined || call.url === path);
  const bodies = <P extends string>(path: P) =>
    calls(path).map((call) => call.body as P extends PostPath ? PostBody<P> : unknown);
  return { calls, bodies };
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
