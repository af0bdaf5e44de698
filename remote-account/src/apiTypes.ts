import type { paths } from 'shared/src/api/schema';

// Request and response shapes of gateway calls, read from the schema generated from its OpenAPI document.

type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/** The `data` of a call's success envelope. */
export type ResponseData<Path extends keyof paths, Method extends 'get' | 'post'> = NonNullable<
  paths[Path][Method] extends { responses: { 200: infer Ok } }
    ? JsonOf<Ok> extends { data: infer Data }
      ? Data
      : never
    : never
>;

/** The JSON body a POST call takes. */
export type RequestBody<Path extends keyof paths> = paths[Path]['post'] extends { requestBody: infer Body }
  ? JsonOf<Body>
  : never;
