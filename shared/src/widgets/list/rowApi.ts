import axios, { type AxiosResponseTransformer } from 'axios';
import { isEnvelope } from '../../http/client';
import { request, type RequestConfig } from '../../http/request';
import type { DynamicColumnRecord } from './types';

/** A successful call's data with the server's msg (shown on delete and column save). */
export interface WithMsg<T> {
  data: T;
  msg?: string;
}

const defaultTransforms = (): AxiosResponseTransformer[] => {
  const configured = axios.defaults.transformResponse;
  if (!configured) return [];
  return Array.isArray(configured) ? configured : [configured];
};

// A body without an envelope (no code) becomes a failed one, so `request` shows its msg or
// 'request error, contact support' (spec §7: missing code on view).
const requireCode: AxiosResponseTransformer = (body: unknown) =>
  isEnvelope(body) ? body : { code: undefined, msg: readMsg(body), data: null };

// Keeps the msg of a successful envelope: `request` resolves only `data`.
const keepMsg: AxiosResponseTransformer = (body: unknown) =>
  isEnvelope(body) ? { ...body, data: { data: body.data, msg: body.msg } } : body;

function readMsg(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string')
    return body.msg;
  return undefined;
}

/**
 * Sends a call like `request`, and resolves the data together with the server's msg.
 * @example
 * const { msg } = await requestWithMsg({ url: '/customer-api/x/delete', method: 'POST', params: { id } });
 */
export function requestWithMsg<T>(config: RequestConfig): Promise<WithMsg<T>> {
  return request<WithMsg<T>>({ ...config, transformResponse: [...defaultTransforms(), keepMsg] });
}

/**
 * Loads a row's detail: GET `{viewUrl}?{idKey}={id}` (or a custom query). A reply without the
 * success code shows its msg, or 'request error, contact support' when there is none (spec §7).
 * @example
 * const detail = await fetchRowDetail<GoodsTemplate>('/customer-api/goodsTemplate/detail', { id: 7 });
 */
export function fetchRowDetail<Row>(viewUrl: string, query: Record<string, unknown>): Promise<Row> {
  return request<Row>({
    url: viewUrl,
    method: 'GET',
    params: query,
    transformResponse: [...defaultTransforms(), requireCode],
  });
}

/**
 * Deletes a row: POST `{deleteUrl}?id={id}` (or custom params); resolves the server's msg.
 * @example
 * const msg = await deleteRow('/customer-api/goodsTemplate/delete', { id: 7 });
 */
export async function deleteRow(
  deleteUrl: string,
  params: Record<string, unknown>,
): Promise<string | undefined> {
  const { msg } = await requestWithMsg<unknown>({ url: deleteUrl, method: 'POST', params });
  return msg;
}

/**
 * GET the user's column layout (`getUrl` or `defaultUrl`, which also resets it) with the params.
 * @example
 * const records = await fetchColumnRecords('/customer-api/columns/get', { listKey: 'goodsTemplate' });
 */
export async function fetchColumnRecords(
  url: string,
  params?: Record<string, unknown>,
): Promise<DynamicColumnRecord[]> {
  const records = await request<DynamicColumnRecord[]>({ url, method: 'GET', params });
  return Array.isArray(records) ? records : [];
}

/**
 * POST the column records to `saveUrl`; resolves the server's msg.
 * @example
 * const msg = await saveColumnRecords(saveUrl, records, { listKey: 'goodsTemplate' });
 */
export async function saveColumnRecords(
  url: string,
  records: DynamicColumnRecord[],
  params?: Record<string, unknown>,
): Promise<string | undefined> {
  const { msg } = await requestWithMsg<unknown>({ url, method: 'POST', data: records, params });
  return msg;
}
