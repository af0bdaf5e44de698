import type {
  DashboardKpis,
  DashboardLeadTime,
  DashboardSeries,
  DashboardStatusMix,
  DashboardTopCities,
} from './api';

// The dashboard's answers for its page test: a week with orders (and one without any).

export const RANGE = {
  from: '2026-11-04',
  to: '2026-11-10',
  previousFrom: '2026-10-28',
  previousTo: '2026-11-03',
};
const kpi = (value: number | null, previous: number | null) => ({ value, previous });
const money = (value: number, previous: number) => ({ value, previous });

export function kpisOf(created: number): DashboardKpis {
  return {
    range: RANGE,
    formulas: { 'counts.returned': 'Orders created in the period whose status is now RETURNED' },
    counts: {
      created: kpi(created, created ? 100 : 0),
      pickedUp: kpi(created ? 110 : 0, 90),
      signed: kpi(created ? 80 : 0, 70),
      inTransit: kpi(created ? 25 : 0, 10),
      returned: kpi(created ? 7 : 0, 5),
      cancelled: kpi(created ? 3 : 0, 2),
    },
    rates: {
      deliverySuccess: kpi(0.9195, 0.9333),
      returnRate: kpi(0.0805, 0.0667),
      codRefusal: kpi(0.1, null),
      pickupSameDay: kpi(0.5, 0.4),
      firstAttempt: kpi(0.85, 0.8),
      onTime: kpi(0.9, 0.88),
      onTimeBusiness: kpi(0.95, 0.9),
    },
    returnCauses: { total: 7, causes: [] },
    open: { tickets: 2, claims: 1, heldNearDeadline: 0 },
    leadTimes: {
      pickupMedianHours: kpi(5, 6),
      deliveryMedianHours: kpi(40, 44),
      deliveryP90Hours: kpi(70, 75),
      codPaidMedianDays: kpi(4, 4),
    },
    spend: {
      freightFee: money(1_500_000, 1_200_000),
      insuranceFee: money(20_000, 10_000),
      codFee: money(30_000, 25_000),
      spendTotal: money(1_550_000, 1_235_000),
      costPerParcel: money(13_478, 12_350),
    },
    cod: {
      collected: money(900_000, 800_000),
      inProcess: money(300_000, 200_000),
      paid: money(600_000, 600_000),
    },
  };
}

export const SERIES: DashboardSeries = {
  range: RANGE,
  days: [
    { day: '2026-11-04', created: 20, signed: 10 },
    { day: '2026-11-05', created: 95, signed: 70 },
  ],
};

export const STATUS_MIX: DashboardStatusMix = {
  range: RANGE,
  total: 115,
  statuses: [
    { status: 'DELIVERED', statusLabel: 'Delivered', orders: 80 },
    { status: 'RETURNED', statusLabel: 'Returned', orders: 7 },
    { status: 'CREATED', statusLabel: 'Created', orders: 0 },
  ],
};

export const LEAD_TIME: DashboardLeadTime = {
  range: RANGE,
  provinces: [{ province: 'JAWA BARAT', parcels: 30, medianHours: 40, p90Hours: 70 }],
};

export const TOP_CITIES: DashboardTopCities = {
  range: RANGE,
  cities: [{ province: 'JAWA BARAT', city: 'KOTA BANDUNG', orders: 42 }],
};
