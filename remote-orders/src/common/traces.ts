import { post, type ApiData } from 'shared';

export type TraceListResult = ApiData<'/customer-api/trace/list', 'post'>;
export type WaybillTrace = TraceListResult['list'][number];
export type TraceEvent = WaybillTrace['traces'][number];
export type ArrivalTime = ApiData<'/customer-api/order/arrivalTime', 'post'>;

/** Silent: the page shows a refusal in its result card, so the client's toast would say it twice. */
export function fetchTraces(billCodes: string[]): Promise<TraceListResult> {
  return post('/customer-api/trace/list', { billCodes }, { silent: true });
}

export function fetchArrivalTime(billCode: string): Promise<ArrivalTime> {
  return post('/customer-api/order/arrivalTime', { billCode });
}
