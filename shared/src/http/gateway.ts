import type {
  ApiBody,
  ApiData,
  ApiFilePath,
  ApiForm,
  ApiMethod,
  ApiPathOf,
  ApiPathParams,
  ApiQuery,
} from '../api/types';
import { request, type RequestConfig } from './request';

/** The paths a POST / GET reaches (keys of the generated `paths` with that method). */
export type PostPath = ApiPathOf<'post'>;
export type GetPath = ApiPathOf<'get'>;

type PathOptions<Params> = [Params] extends [never] ? { path?: undefined } : { path: Params };

/**
 * What a typed call takes besides its body or query: `request`'s options (silent, timeout,
 * headers, an `adapter` in tests), for a path with `{placeholders}` their values in `path`, and
 * for a POST whose operation declares a query string, that query in `query`.
 */
export type CallOptions<P extends PostPath | GetPath, M extends ApiMethod> = Omit<
  RequestConfig,
  'url' | 'method' | 'data' | 'params'
> &
  PathOptions<ApiPathParams<P, M>> &
  (M extends 'post' ? QueryOptions<ApiQuery<P, M>> : unknown);

/** A POST's query string (`/menu/list?source=`), when the operation declares one. */
type QueryOptions<Query> = [Query] extends [never] ? { query?: undefined } : { query?: Query };

/** The options argument: required when the path has placeholders to fill. */
export type OptionsArgs<P extends PostPath | GetPath, M extends ApiMethod> = [ApiPathParams<P, M>] extends [
  never,
]
  ? [options?: CallOptions<P, M>]
  : [options: CallOptions<P, M>];

/** The body a POST sends: its JSON, a FormData for an upload, nothing for a call without one. */
export type PostBody<P extends PostPath> = [ApiBody<P>] extends [never]
  ? [ApiForm<P>] extends [never]
    ? undefined
    : FormData
  : ApiBody<P>;

export type PostArgs<P extends PostPath> = [PostBody<P>] extends [undefined]
  ? [body?: undefined, ...OptionsArgs<P, 'post'>]
  : [body: PostBody<P>, ...OptionsArgs<P, 'post'>];

/** The query a GET sends: optional when none of its fields is required. */
export type GetArgs<P extends GetPath> = [ApiQuery<P>] extends [never]
  ? [query?: undefined, ...OptionsArgs<P, 'get'>]
  : object extends ApiQuery<P>
    ? [query?: ApiQuery<P>, ...OptionsArgs<P, 'get'>]
    : [query: ApiQuery<P>, ...OptionsArgs<P, 'get'>];

/** The URL of a path with its `{placeholders}` filled (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for ${placeholder}`);
    return encodeURIComponent(String(value));
  });
}

/** Splits a call's options into the request config and the placeholder values. */
export function callConfig(
  path: string,
  options: { path?: unknown; query?: unknown } | undefined,
): RequestConfig & { url: string } {
  const { path: params, query, ...config } = options ?? {};
  const url = fillPath(path, params as Record<string, unknown> | undefined);
  return query === undefined ? { ...config, url } : { ...config, url, params: query };
}

/**
 * POST to a gateway path, typed by the generated `paths`: the body is the operation's request
 * body, the promise resolves with the `data` of its success envelope (see `request` for the
 * envelope, errors and session handling). A path, body field or result the schema does not have
 * fails the typecheck.
 * @example
 * const created = await post('/customer-api/order/create', order, { silent: true });
 * created.billCode; // string
 */
export function post<P extends PostPath>(
  path: P,
  ...[body, options]: PostArgs<P>
): Promise<ApiData<P, 'post'>> {
  return request<ApiData<P, 'post'>>({ ...callConfig(path, options), method: 'POST', data: body });
}

/**
 * GET from a gateway path, typed by the generated `paths`: the query is the operation's query
 * parameters, the promise resolves with the `data` of its success envelope.
 * @example
 * const hits = await get('/customer-api/address/search', { searchKey: 'JAK', type: 1 });
 */
export function get<P extends GetPath>(path: P, ...[query, options]: GetArgs<P>): Promise<ApiData<P, 'get'>> {
  return request<ApiData<P, 'get'>>({ ...callConfig(path, options), method: 'GET', params: query });
}

/** The paths whose POST / GET answers a file. */
export type PostFilePath = ApiFilePath<'post'>;
export type GetFilePath = ApiFilePath<'get'>;
