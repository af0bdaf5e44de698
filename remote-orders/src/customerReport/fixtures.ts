import type { BillReport, DistributionReport, ReceiverRanking, StatusReport, WaybillReport } from './api';

// The customer report's answers for its page test: a month of orders per ISO week (and one without any).

export const RANGE = { from: '2026-10-14', to: '2026-11-12' };

/** Two weeks of waybill data: the first starts before the range (its Monday), the last ends after it. */
export function waybillOf(created = 40): WaybillReport {
  const some = (value: number) => (created ? value : 0);
  return {
    range: RANGE,
    rows: [
      {
        bucket: '2026-10-12',
        created: some(15),
        pickedUp: some(14),
        signed: some(10),
        returned: some(2),
        cancelled: some(1),
      },
      {
        bucket: '2026-11-09',
        created: some(25),
        pickedUp: some(20),
        signed: some(12),
        returned: some(3),
        cancelled: 0,
      },
    ],
  };
}

export const STATUS: StatusReport = {
  range: RANGE,
  rows: [
    {
      bucket: '2026-11-09',
      statuses: [
        { status: 'DELIVERED', statusLabel: 'Delivered', orders: 12 },
        { status: 'RETURNED', statusLabel: 'Returned', orders: 3 },
        { status: 'CANCELLED', statusLabel: 'Cancelled', orders: 0 },
      ],
    },
  ],
};

/** The bill as the gateway answers it; `hidden`: as it answers a hide-money user (no amounts). */
export function billOf(hidden = false): BillReport {
  const row = {
    bucket: '2026-11-09',
    orders: 25,
    freightFee: 250_000,
    insuranceFee: 5_000,
    codFee: 10_000,
    total: 265_000,
  };
  if (!hidden) return { range: RANGE, rows: [row] };
  return { range: RANGE, rows: [{ bucket: row.bucket, orders: row.orders }] } as unknown as BillReport;
}

export const DISTRIBUTION: DistributionReport = {
  range: RANGE,
  dimension: 'PROVINCE',
  total: 40,
  rows: [
    { key: 'JAWA BARAT', orders: 30, share: 0.75 },
    { key: 'BALI', orders: 10, share: 0.25 },
  ],
};

/** The gateway's default weight bands, every band in weight order. */
export const WEIGHT_DISTRIBUTION: DistributionReport = {
  range: RANGE,
  dimension: 'WEIGHT',
  total: 40,
  rows: [
    { key: '0-1 kg', orders: 22, share: 0.55, weightKg: { overKg: 0, upToKg: 1 } },
    { key: '1-3 kg', orders: 12, share: 0.3, weightKg: { overKg: 1, upToKg: 3 } },
    { key: '3-5 kg', orders: 4, share: 0.1, weightKg: { overKg: 3, upToKg: 5 } },
    { key: '5-10 kg', orders: 2, share: 0.05, weightKg: { overKg: 5, upToKg: 10 } },
    { key: '10-20 kg', orders: 0, share: 0, weightKg: { overKg: 10, upToKg: 20 } },
    { key: '> 20 kg', orders: 0, share: 0, weightKg: { overKg: 20, upToKg: null } },
  ],
};

export function receiversOf(pageNum: number): ReceiverRanking {
  return {
    pageNum,
    pageSize: 10,
    total: 12,
    rows: [
      { rank: (pageNum - 1) * 10 + 1, receiverName: pageNum === 1 ? 'Budi Santoso' : 'Sari Dewi', orders: 9 },
    ],
  };
}
