import { BUSINESS_UTC_OFFSET_MINUTES, parseBusinessTime, toBusinessTime } from './date';

const FIELDS = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The WIB wall time of an instant by UTC arithmetic alone, whatever zone the test runs in. */
function wibByArithmetic(iso: string): string {
  return new Date(Date.parse(iso) + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 23);
}

describe('toBusinessTime: an instant as WIB wall time (UTC+7)', () => {
  it('is UTC+7 without daylight saving', () => {
    expect(BUSINESS_UTC_OFFSET_MINUTES).toBe(420);
  });

  it.each([
    ['2026-11-23T16:59:59.000Z', '2026-11-23T23:59:59.000'],
    ['2026-11-23T17:00:00.000Z', '2026-11-24T00:00:00.000'],
    ['2026-11-23T23:30:00.000Z', '2026-11-24T06:30:00.000'],
    ['2026-12-31T17:00:00.000Z', '2027-01-01T00:00:00.000'],
    ['2026-11-23T16:51:13.250Z', '2026-11-23T23:51:13.250'],
    ['2026-06-15T00:00:00.000Z', '2026-06-15T07:00:00.000'],
  ])('%s is %s in Jakarta, as UTC arithmetic says', (iso, wib) => {
    expect(wibByArithmetic(iso)).toBe(wib);
    expect(toBusinessTime(iso)?.format(FIELDS)).toBe(wib);
  });

  it('changes the Jakarta day at 17:00 UTC, not at the test zone midnight', () => {
    expect(toBusinessTime('2026-11-23T16:59:59Z')?.format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(toBusinessTime('2026-11-23T17:00:00Z')?.format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  it('reads any zone the string names, epoch ms and a Date alike', () => {
    const wib = '2026-11-24T06:30:00.000';
    expect(toBusinessTime('2026-11-24T07:30:00+08:00')?.format(FIELDS)).toBe(wib);
    expect(toBusinessTime('2026-11-23T18:30:00-0500')?.format(FIELDS)).toBe(wib);
    expect(toBusinessTime(Date.parse('2026-11-23T23:30:00Z'))?.format(FIELDS)).toBe(wib);
    expect(toBusinessTime(new Date(Date.UTC(2026, 10, 23, 23, 30)))?.format(FIELDS)).toBe(wib);
  });

  it('gives null for empty, invalid and zone-less input', () => {
    expect(toBusinessTime(null)).toBeNull();
    expect(toBusinessTime(undefined)).toBeNull();
    expect(toBusinessTime('')).toBeNull();
    expect(toBusinessTime('not a date')).toBeNull();
    expect(toBusinessTime(new Date(Number.NaN))).toBeNull();
    expect(toBusinessTime(Number.NaN)).toBeNull();
    expect(toBusinessTime('2026-13-40T25:00:00Z')).toBeNull();
    // no zone: not an instant (the browser would read it in its own zone)
    expect(toBusinessTime('2026-11-23T10:00:00')).toBeNull();
    expect(toBusinessTime('2026-11-23 10:00:00')).toBeNull();
  });
});

describe('parseBusinessTime: a WIB wall-time string', () => {
  it('keeps the wall time as it is, whatever zone the test runs in', () => {
    expect(parseBusinessTime('2026-11-23 23:51:13')?.format(FIELDS)).toBe('2026-11-23T23:51:13.000');
    expect(parseBusinessTime(' 2026-11-24 00:01:00 ')?.format(FIELDS)).toBe('2026-11-24T00:01:00.000');
    expect(parseBusinessTime('2026-11-24 00:01')?.format(FIELDS)).toBe('2026-11-24T00:01:00.000');
    expect(parseBusinessTime('2026-11-24')?.format(FIELDS)).toBe('2026-11-24T00:00:00.000');
  });

  it('names the same wall time as toBusinessTime of the instant it stands for', () => {
    const instant = Date.parse('2026-11-23T16:51:13Z');
    expect(parseBusinessTime('2026-11-23 23:51:13')?.format(FIELDS)).toBe(
      toBusinessTime(instant)?.format(FIELDS),
    );
  });

  it('gives null for empty, malformed and impossible values', () => {
    expect(parseBusinessTime(null)).toBeNull();
    expect(parseBusinessTime(undefined)).toBeNull();
    expect(parseBusinessTime('')).toBeNull();
    expect(parseBusinessTime('yesterday')).toBeNull();
    expect(parseBusinessTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseBusinessTime('2026-11-23 24:00:00')).toBeNull();
    expect(parseBusinessTime('2026-11-23 10:60:00')).toBeNull();
    expect(parseBusinessTime('2026-11-23T10:00:00Z')).toBeNull();
  });
});
