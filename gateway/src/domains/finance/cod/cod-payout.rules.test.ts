import { isRealDay, payoutCalendar, payoutWindow } from './cod-payout.rules';

describe('payout calendar rules', () => {
  it('takes the window of N days from the first day, across a month end', () => {
    expect(payoutWindow('2026-11-01', 31)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(payoutWindow('2026-12-31', 1)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('knows a real day from a malformed or impossible one', () => {
    expect(isRealDay('2026-11-30')).toBe(true);
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('26-11-01')).toBe(false);
  });

  it('groups batches and collected lines by day, sums each day and the window, leaves out the rest', () => {
    const window = { from: '2026-11-04', to: '2026-11-10' };
    const calendar = payoutCalendar(
      window,
      [
        {
          id: 2,
          batchNo: 'CB2',
          status: 'PAYMENT_SCHEDULED',
          plannedPayDay: '2026-11-09',
          netPayout: 300_000,
        },
        { id: 1, batchNo: 'CB1', status: 'TRANSFER_FAILED', plannedPayDay: '2026-11-09', netPayout: 100_000 },
        { id: 3, batchNo: 'CB3', status: 'PAYMENT_SCHEDULED', plannedPayDay: '2026-11-11', netPayout: 9_999 },
      ],
      [
        { day: '2026-11-04', count: 2, grossCod: 250_000, commission: 9_000, vat: 990 },
        { day: '2026-11-09', count: 1, grossCod: 1_234_567, commission: 37_037, vat: 4_074 },
        { day: '2026-11-03', count: 5, grossCod: 1_000, commission: 0, vat: 0 },
        { day: '2026-11-05', count: 0, grossCod: 0, commission: 0, vat: 0 },
      ],
    );
    expect(calendar.from).toBe('2026-11-04');
    expect(calendar.to).toBe('2026-11-10');
    expect(calendar.days.map((d) => d.day)).toEqual(['2026-11-04', '2026-11-09']);
    expect(calendar.days[0]).toEqual({
      day: '2026-11-04',
      batches: [],
      lineCount: 2,
      expectedNet: 240_010,
      total: 240_010,
    });
    expect(calendar.days[1].batches.map((b) => b.batchNo)).toEqual(['CB1', 'CB2']);
    expect(calendar.days[1]).toMatchObject({
      lineCount: 1,
      expectedNet: 1_193_456,
      total: 400_000 + 1_193_456,
    });
    expect(calendar.totals).toEqual({
      batchCount: 2,
      batchNet: 400_000,
      lineCount: 3,
      expectedNet: 240_010 + 1_193_456,
      total: 400_000 + 240_010 + 1_193_456,
    });
    expect(calendar.carriedOver).toEqual({ lineCount: 5, expectedNet: 1_000 });
  });

  it('answers an empty window with no days and zero totals', () => {
    expect(payoutCalendar({ from: '2026-11-01', to: '2026-11-01' }, [], [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
      days: [],
      totals: { batchCount: 0, batchNet: 0, lineCount: 0, expectedNet: 0, total: 0 },
      carriedOver: { lineCount: 0, expectedNet: 0 },
    });
  });
});
