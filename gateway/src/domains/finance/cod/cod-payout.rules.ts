import { addDays } from '../../../lib/calendar/business-days';

/** A batch with a planned pay day, as the payout calendar reads it. */
export interface PayoutBatch<S extends string = string> {
  id: number;
  batchNo: string;
  status: S;
  plannedPayDay: string;
  netPayout: number;
}

/** The collected lines not yet in a batch of one expected payout day, summed. */
export interface PayoutLineSum {
  day: string;
  count: number;
  grossCod: number;
  commission: number;
  vat: number;
}

export interface PayoutDay<S extends string = string> {
  day: string;
  batches: { id: number; batchNo: string; status: S; netPayout: number }[];
  lineCount: number;
  /** Gross COD less commission and VAT of the day's collected lines: the net before netting. */
  expectedNet: number;
  /** The day's batches' net payouts plus its lines' expected net. */
  total: number;
}

export interface PayoutCalendar<S extends string = string> {
  from: string;
  to: string;
  /** Only the days with a batch or a line, in day order; days with nothing are omitted. */
  days: PayoutDay<S>[];
  totals: { batchCount: number; batchNet: number; lineCount: number; expectedNet: number; total: number };
  /**
   * Collected lines expected before the window and still not in a batch (rolled over below the
   * minimum payout, or not cut yet): they go with the next cut; not part of the days or totals.
   */
  carriedOver: { lineCount: number; expectedNet: number };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written yyyy-MM-dd (2026-02-30 is not). */
export function isRealDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The window of the calendar: `days` WIB days from `from` (inclusive both ends). */
export function payoutWindow(from: string, days: number): { from: string; to: string } {
  return { from, to: addDays(from, days - 1) };
}

/**
 * Groups the batches by planned pay day and the collected lines by expected payout day inside the
 * window, sums each day and the window; lines expected before the window are carried over. Amounts
 * are whole rupiah; nothing after the window counts.
 */
export function payoutCalendar<S extends string>(
  window: { from: string; to: string },
  batches: readonly PayoutBatch<S>[],
  lines: readonly PayoutLineSum[],
): PayoutCalendar<S> {
  const inside = (day: string) => day >= window.from && day <= window.to;
  const byDay = new Map<string, PayoutDay<S>>();
  const dayOf = (day: string) => {
    let entry = byDay.get(day);
    if (!entry) {
      entry = { day, batches: [], lineCount: 0, expectedNet: 0, total: 0 };
      byDay.set(day, entry);
    }
    return entry;
  };
  const totals = { batchCount: 0, batchNet: 0, lineCount: 0, expectedNet: 0, total: 0 };
  const carriedOver = { lineCount: 0, expectedNet: 0 };
  for (const batch of batches) {
    if (!inside(batch.plannedPayDay)) continue;
    const entry = dayOf(batch.plannedPayDay);
    entry.batches.push({
      id: batch.id,
      batchNo: batch.batchNo,
      status: batch.status,
      netPayout: batch.netPayout,
    });
    entry.total += batch.netPayout;
    totals.batchCount += 1;
    totals.batchNet += batch.netPayout;
  }
  for (const sum of lines) {
    if (sum.count === 0) continue;
    const net = sum.grossCod - sum.commission - sum.vat;
    if (sum.day < window.from) {
      carriedOver.lineCount += sum.count;
      carriedOver.expectedNet += net;
      continue;
    }
    if (!inside(sum.day)) continue;
    const entry = dayOf(sum.day);
    entry.lineCount += sum.count;
    entry.expectedNet += net;
    entry.total += net;
    totals.lineCount += sum.count;
    totals.expectedNet += net;
  }
  totals.total = totals.batchNet + totals.expectedNet;
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  for (const entry of days) entry.batches.sort((a, b) => a.batchNo.localeCompare(b.batchNo));
  return { ...window, days, totals, carriedOver };
}
