import type { components, operations, paths } from './schema';

/**
 * Types of the gateway's calls, read from the generated OpenAPI types (`schema.d.ts`), so that no
 * screen hand-copies a request or response shape.
 * @example
 * type LoginResult = ApiData<'/customer-api/login', 'post'>;
 * type LoginBody = ApiBody<'/customer-api/login', 'post'>;
 */
export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post';

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The paths that answer this method (a key of the generated `paths` with an operation for it). */
export type ApiPathOf<M extends ApiMethod> = {
  [P in ApiPath]-?: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[ApiPath];

/**
 * The data the gateway puts in a refusal beside a success in one `data` schema (the issues of an
 * order a rule refuses). It only comes with a code other than 1, which rejects: an ApiError's data.
 */
type RefusalShape = components['schemas']['OrderRejected'];

/** The envelope's `data` on success: null when the schema only allows null, never null otherwise. */
type SuccessData<Data> = [Data] extends [null] ? null : Exclude<NonNullable<Data>, RefusalShape>;
/** The refusal data a call's envelope may carry with a code other than 1 (`never` when none). */
type RefusalData<Data> = Extract<NonNullable<Data>, RefusalShape>;

/** The whole envelope `{ code, msg, data }` of a successful (HTTP 200) answer. */
export type ApiEnvelope<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { responses: { 200: infer Ok } } ? JsonOf<Ok> : never;

/**
 * The envelope's `data` on success: what `request`, `get` and `post` resolve with. The schema
 * allows null (an error envelope carries `data: null`) and a refusal's issues; a call that
 * succeeds with data carries neither.
 */
export type ApiData<P extends ApiPath, M extends ApiMethod> =
  ApiEnvelope<P, M> extends { data: infer Data } ? SuccessData<Data> : never;

/**
 * The data of a refusal of this call (an ApiError's `data`), e.g. the issues of a refused order;
 * `never` for a call whose refusals carry none.
 * @example
 * type OrderRejected = ApiRefusal<'/customer-api/order/create', 'post'>; // { issues: OrderIssue[] }
 */
export type ApiRefusal<P extends ApiPath, M extends ApiMethod> =
  ApiEnvelope<P, M> extends { data: infer Data } ? RefusalData<Data> : never;

/** The JSON body a POST takes. */
export type ApiBody<P extends ApiPath, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The multipart form a POST takes (an upload), by field; `never` for a JSON call. */
export type ApiForm<P extends ApiPath, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody?: infer Body } ? FormOf<NonNullable<Body>> : never;
type FormOf<T> = T extends { content: { 'multipart/form-data': infer Form } } ? Form : never;

/** The query string a call takes. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The values of a path's `{placeholders}` (`/label/print/{style}/{id}`); `never` for a plain path. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod = 'get'> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? Params : never;

/**
 * The paths whose success answer is a file (an xlsx export, a label PDF) rather than the JSON
 * envelope: their HTTP 200 declares a body other than JSON (a file type, beside JSON for an export
 * call that may queue its export instead), or no content at all.
 */
export type ApiFilePath<M extends ApiMethod> = {
  [P in ApiPathOf<M>]: Operation<P, M> extends { responses: { 200: infer Ok } }
    ? Ok extends { content: infer Content }
      ? [Exclude<keyof Content, 'application/json'>] extends [never]
        ? never
        : P
      : P
    : never;
}[ApiPathOf<M>];

/**
 * The export calls: their HTTP 200 is the file (a small export) or the JSON envelope of the export
 * queued in the download centre (a large one); `postExport` tells the two apart.
 */
export type ApiExportPath<M extends ApiMethod> = {
  [P in ApiPathOf<M>]: Operation<P, M> extends { responses: { 200: infer Ok } }
    ? Ok extends { content: infer Content }
      ? 'application/json' extends keyof Content
        ? [Exclude<keyof Content, 'application/json'>] extends [never]
          ? never
          : P
        : never
      : never
    : never;
}[ApiPathOf<M>];

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
      ? SuccessData<Data>
      : never
    : never;

/** The JSON body the operation with this id takes. */
export type OperationBody<Id extends OperationId> =
  OperationById<Id> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query string the operation with this id takes. */
export type OperationQuery<Id extends OperationId> =
  OperationById<Id> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
