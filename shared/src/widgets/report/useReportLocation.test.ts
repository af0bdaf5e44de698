import { reportSearchOf, reportStateOf } from './useReportLocation';

const START = { tab: 'waybill', period: 'LAST_30_DAYS', startDate: undefined as string | undefined };
const CHOICES = { tab: ['waybill', 'cod'], period: ['LAST_7_DAYS', 'LAST_30_DAYS', 'CUSTOM'] };

it('reads a report state from the URL: known, allowed values over the start, others ignored', () => {
  expect(reportStateOf('?tab=cod&period=CUSTOM&startDate=2026-11-01&x=1', START, CHOICES)).toEqual({
    tab: 'cod',
    period: 'CUSTOM',
    startDate: '2026-11-01',
  });
  expect(reportStateOf('?tab=money&period=', START, CHOICES)).toEqual(START);
});

it('writes only what differs from the start, in the start order', () => {
  expect(reportSearchOf(START, START)).toBe('');
  expect(reportSearchOf({ ...START, startDate: '2026-11-01', tab: 'cod' }, START)).toBe(
    '?tab=cod&startDate=2026-11-01',
  );
});
