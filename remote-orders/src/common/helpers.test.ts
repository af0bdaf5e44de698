import { formatBusinessTime, formatDate, formatTime } from 'shared';
import { formFieldOf } from './issues';
import { toOrderFilter } from './orderSearch';
import { regionCodesOf } from './regions';

it('puts a server field on the form field holding it (regions are codes)', () => {
  expect(formFieldOf('receiver.district')).toEqual(['receiver', 'districtCode']);
  expect(formFieldOf('sender.province')).toEqual(['sender', 'provinceCode']);
  expect(formFieldOf('receiver.phone')).toEqual(['receiver', 'phone']);
  expect(formFieldOf('weightKg')).toEqual(['weightKg']);
});

it('nests district codes into their province and regency', () => {
  expect(regionCodesOf('31.73.05')).toEqual({
    provinceCode: '31',
    cityCode: '31.73',
    districtCode: '31.73.05',
  });
  expect(regionCodesOf(null)).toEqual({});
});

it('turns the search form into the list filter: trimmed, empty left out, all dates without bounds', () => {
  expect(
    toOrderFilter({
      createdAt: ['', ''],
      billCode: ' JP1 ',
      receiverName: '',
      status: ['CREATED'],
      printed: 'no',
    }),
  ).toEqual({ billCode: 'JP1', status: ['CREATED'], printed: false });
  expect(toOrderFilter({ status: ['CREATED'] }, { withStatus: false })).toEqual({
    createdAtStart: expect.stringMatching(/ 00:00:00$/),
    createdAtEnd: expect.stringMatching(/ 23:59:59$/),
  });
});

describe('times on the order pages: WIB wall time, one format, then WIB', () => {
  it('shows an instant at its Jakarta time, the Jakarta day changing at 17:00 UTC', () => {
    expect(formatTime('2026-11-23T16:51:13Z', 'en')).toBe('23 Nov 2026 23:51 WIB');
    expect(formatTime('2026-11-23T17:01:00Z', 'en')).toBe('24 Nov 2026 00:01 WIB');
    expect(formatTime('2026-11-23T23:30:00.000Z', 'en')).toBe('24 Nov 2026 06:30 WIB');
    expect(formatTime('2026-11-24T01:01:00+09:00', 'en')).toBe('23 Nov 2026 23:01 WIB');
  });

  it('shows a WIB wall-time string (quick print) in the same format', () => {
    expect(formatBusinessTime('2026-11-23 23:51:13', 'en')).toBe('23 Nov 2026 23:51 WIB');
    expect(formatBusinessTime('2026-11-23 23:51:13', 'en')).toBe(formatTime('2026-11-23T16:51:13Z', 'en'));
  });

  it('writes Chinese dates in numbers and Indonesian months in Indonesian', () => {
    expect(formatTime('2026-11-23T16:51:13Z', 'zh-cn')).toBe('2026-11-23 23:51 WIB');
    expect(formatBusinessTime('2026-11-23 23:51:13', 'zh-cn')).toBe('2026-11-23 23:51 WIB');
    expect(formatTime('2026-08-05T03:00:00Z', 'id')).toBe('05 Agt 2026 10:00 WIB');
    expect(formatDate('2026-08-04T20:00:00Z', 'zh-cn')).toBe('2026-08-05');
  });

  it("takes an instant's date as its WIB day", () => {
    expect(formatDate('2026-03-04T20:00:00Z', 'en')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-04T16:59:59Z', 'en')).toBe('04 Mar 2026');
  });

  it('shows -- for an empty or invalid time', () => {
    expect(formatTime(null)).toBe('--');
    expect(formatTime('')).toBe('--');
    expect(formatTime('not a time')).toBe('--');
    expect(formatBusinessTime(null)).toBe('--');
    expect(formatBusinessTime('2026-02-30 10:00:00')).toBe('--');
    expect(formatDate(undefined)).toBe('--');
  });
});
