import type { operations, paths } from './schema';

/**
 * Types of the gateway's calls, read from the generated OpenAPI types (`schema.d.ts`), so that no
 * screen hand-copies a request or response shape.
 * @example
 * type LoginResult = ApiData<'/customer-api/login', 'post'>;
 * type LoginBody = ApiBody<'/customer-api/login', 'post'>;
 */
export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post';

type Operation<P extends ApiPath, M extends ApiMethod> = paths[P][M];
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The whole envelope `{ code, msg, data }` of a successful (HTTP 200) answer. */
export type ApiEnvelope<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { responses: { 200: infer Ok } } ? JsonOf<Ok> : never;

/**
 * The envelope's `data` on success: what `request`, `get` and `post` resolve with. The schema
 * allows null (an error envelope carries `data: null`); a call that succeeds with data never does.
 */
export type ApiData<P extends ApiPath, M extends ApiMethod> =
  ApiEnvelope<P, M> extends { data: infer Data } ? ([Data] extends [null] ? null : NonNullable<Data>) : never;

/** The JSON body a POST takes. */
export type ApiBody<P extends ApiPath, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query string a call takes. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/**
 * The gateway's operation ids (`domain.action`, as in its OpenAPI document and at /docs). Reading a
 * call by id names what it does where the path does not (`orders.create` is POST /order/create).
 * @example
 * type Created = OperationData<'orders.create'>;
 * type NewOrder = OperationBody<'orders.create'>;
 */
export type OperationId = keyof operations;

type OperationById<Id extends OperationId> = operations[Id];

/** The envelope's `data` on success of the operation with this id (see ApiData). */
export type OperationData<Id extends OperationId> =
  OperationById<Id> extends { responses: { 200: infer Ok } }
    ? JsonOf<Ok> extends { data: infer Data }
      ? [Data] extends [null]
        ? null
        : NonNullable<Data>
      : never
    : never;

/** The JSON body the operation with this id takes. */
export type OperationBody<Id extends OperationId> =
  OperationById<Id> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query string the operation with this id takes. */
export type OperationQuery<Id extends OperationId> =
  OperationById<Id> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
