import { post } from 'shared';

// Shapes mirror the gateway's schema for /customer-api/trace/list and /customer-api/order/arrivalTime.

export interface TraceEvent {
  scanTime: string;
  status: string;
  statusLabel: string;
  description: string;
  location: string;
  networkName: string;
}

export interface WaybillTrace {
  billCode: string;
  status: string;
  statusLabel: string;
  senderCity: string;
  receiverCity: string;
  traces: TraceEvent[];
}

export interface TraceListResult {
  list: WaybillTrace[];
  notFound: string[];
}

export interface ArrivalTime {
  billCode: string;
  estimatedArrival: string;
  serviceDays: number;
  basis: 'delivered' | 'estimate';
}

export function fetchTraces(billCodes: string[]): Promise<TraceListResult> {
  return post<TraceListResult>('/customer-api/trace/list', { billCodes });
}

export function fetchArrivalTime(billCode: string): Promise<ArrivalTime> {
  return post<ArrivalTime>('/customer-api/order/arrivalTime', { billCode });
}
