import { post } from 'shared';
import type { RequestBody, ResponseData } from '../apiTypes';

export type TraceListResult = ResponseData<'/customer-api/trace/list', 'post'>;
export type WaybillTrace = TraceListResult['list'][number];
export type TraceEvent = WaybillTrace['traces'][number];
export type ArrivalTime = ResponseData<'/customer-api/order/arrivalTime', 'post'>;

export function fetchTraces(billCodes: string[]): Promise<TraceListResult> {
  const body: RequestBody<'/customer-api/trace/list'> = { billCodes };
  return post<TraceListResult>('/customer-api/trace/list', body);
}

export function fetchArrivalTime(billCode: string): Promise<ArrivalTime> {
  const body: RequestBody<'/customer-api/order/arrivalTime'> = { billCode };
  return post<ArrivalTime>('/customer-api/order/arrivalTime', body);
}
