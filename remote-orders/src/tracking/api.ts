import { post, type ApiBody, type ApiData } from 'shared';

export type TraceListResult = ApiData<'/customer-api/trace/list', 'post'>;
export type WaybillTrace = TraceListResult['list'][number];
export type TraceEvent = WaybillTrace['traces'][number];
export type ArrivalTime = ApiData<'/customer-api/order/arrivalTime', 'post'>;

export function fetchTraces(billCodes: string[]): Promise<TraceListResult> {
  const body: ApiBody<'/customer-api/trace/list'> = { billCodes };
  return post<TraceListResult>('/customer-api/trace/list', body);
}

export function fetchArrivalTime(billCode: string): Promise<ArrivalTime> {
  const body: ApiBody<'/customer-api/order/arrivalTime'> = { billCode };
  return post<ArrivalTime>('/customer-api/order/arrivalTime', body);
}
