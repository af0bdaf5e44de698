import dayjs from 'dayjs';
import { dayRange, periodDays, rangeProblem, relativeChange } from './period';

describe('report periods', () => {
  const today = dayjs('2026-11-10');

  it('counts WIB days back from today, both ends included', () => {
    expect(periodDays({ period: 'TODAY' }, today)).toEqual(['2026-11-10', '2026-11-10']);
    expect(periodDays({ period: 'YESTERDAY' }, today)).toEqual(['2026-11-09', '2026-11-09']);
    expect(periodDays({ period: 'LAST_7_DAYS' }, today)).toEqual(['2026-11-04', '2026-11-10']);
    expect(periodDays({ period: 'LAST_30_DAYS' }, today)).toEqual(['2026-10-12', '2026-11-10']);
    expect(periodDays({ period: 'CUSTOM', startDate: '2026-09-01', endDate: '2026-09-30' }, today)).toEqual([
      '2026-09-01',
      '2026-09-30',
    ]);
  });

  it('refuses a custom range without both days, reversed, or over 90 days', () => {
    expect(rangeProblem({ period: 'LAST_7_DAYS' })).toBeNull();
    expect(rangeProblem({ period: 'CUSTOM', startDate: '2026-01-01' })).toBe('report.rangeNeeded');
    expect(rangeProblem({ period: 'CUSTOM', startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(
      'report.rangeReversed',
    );
    // 2026-01-01 .. 2026-03-31 is 90 days; one more is too many
    expect(rangeProblem({ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-03-31' })).toBeNull();
    expect(rangeProblem({ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-04-01' })).toBe(
      'report.rangeTooLong',
    );
  });

  it('gives a list the whole first and last day', () => {
    expect(dayRange('2026-11-04', '2026-11-10')).toEqual(['2026-11-04 00:00:00', '2026-11-10 23:59:59']);
    expect(dayRange('2026-11-04')).toEqual(['2026-11-04 00:00:00', '2026-11-04 23:59:59']);
  });

  it('says the change as a share of the previous period, none from nothing', () => {
    expect(relativeChange(125, 100)).toBe(0.25);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(5, 0)).toBeNull();
    expect(relativeChange(null, 3)).toBeNull();
  });
});
