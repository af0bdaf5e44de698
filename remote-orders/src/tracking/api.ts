import { post, type ApiData } from 'shared';

export type TraceListResult = ApiData<'/customer-api/trace/list', 'post'>;
export type WaybillTrace = TraceListResult['list'][number];
export type TraceEvent = WaybillTrace['traces'][number];
export type ArrivalTime = ApiData<'/customer-api/order/arrivalTime', 'post'>;

export function fetchTraces(billCodes: string[]): Promise<TraceListResult> {
  return post('/customer-api/trace/list', { billCodes });
}

export function fetchArrivalTime(billCode: string): Promise<ArrivalTime> {
  return post('/customer-api/order/arrivalTime', { billCode });
}
