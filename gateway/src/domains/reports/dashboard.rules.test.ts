import {
  customRangeProblem,
  dayNumber,
  dayOfNumber,
  percentileHours,
  periodRange,
  rate,
} from './dashboard.rules';

describe('dashboard rules', () => {
  const now = new Date('2026-11-10T20:00:00Z'); // 11 Nov, 03:00 WIB

  it('reads periods in WIB days, each with the previous period of the same length just before', () => {
    expect(periodRange({ period: 'TODAY' }, now)).toEqual({
      from: '2026-11-11',
      to: '2026-11-11',
      previousFrom: '2026-11-10',
      previousTo: '2026-11-10',
    });
    expect(periodRange({ period: 'YESTERDAY' }, now).from).toBe('2026-11-10');
    expect(periodRange({ period: 'LAST_7_DAYS' }, now)).toEqual({
      from: '2026-11-05',
      to: '2026-11-11',
      previousFrom: '2026-10-29',
      previousTo: '2026-11-04',
    });
    expect(periodRange({ period: 'LAST_30_DAYS' }, now).from).toBe('2026-10-13');
    expect(periodRange({ period: 'CUSTOM', startDate: '2026-03-01', endDate: '2026-03-31' }, now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      previousFrom: '2026-01-29',
      previousTo: '2026-02-28',
    });
  });

  it('refuses a custom range without its days, reversed, or over 90 days; 90 days pass', () => {
    expect(customRangeProblem({ period: 'CUSTOM', startDate: '2026-01-01' })).toBe('report.rangeNeeded');
    expect(customRangeProblem({ period: 'CUSTOM', startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(
      'report.rangeReversed',
    );
    expect(
      customRangeProblem({ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-03-31' }),
    ).toBeNull();
    expect(customRangeProblem({ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-04-01' })).toBe(
      'report.rangeTooLong',
    );
    expect(customRangeProblem({ period: 'LAST_7_DAYS' })).toBeNull();
  });

  it('numbers WIB days as the read model does', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayOfNumber(dayNumber('2026-11-11'))).toBe('2026-11-11');
  });

  it('takes the nearest-rank percentile of an hours histogram', () => {
    expect(percentileHours(new Map(), 0.5)).toBeNull();
    expect(
      percentileHours(
        new Map([
          [2, 3],
          [30, 1],
        ]),
        0.5,
      ),
    ).toBe(2);
    expect(
      percentileHours(
        new Map([
          [2, 3],
          [30, 1],
        ]),
        0.9,
      ),
    ).toBe(30);
    // 27 of 30 at or below 5 hours: rank ceil(0.9 * 30) = 27, not 28 from floating point
    expect(
      percentileHours(
        new Map([
          [5, 27],
          [40, 3],
        ]),
        0.9,
      ),
    ).toBe(5);
    expect(percentileHours(new Map([[7, 1]]), 0.5)).toBe(7);
  });

  it('gives a rate to 4 decimals, none without a denominator', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(0, 0)).toBeNull();
  });
});
