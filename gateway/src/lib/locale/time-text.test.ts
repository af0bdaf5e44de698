import { isoUtc, jakartaTimeText } from './time-text';

const oldJakarta = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A seeded generator, so a failure names instants that can be replayed. */
function randomInstants(count: number, from: number, to: number): number[] {
  let seed = 20261123;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, () => Math.floor(from + next() * (to - from)));
}

describe('time-text', () => {
  const edges = [
    0,
    1,
    999,
    86_399_999,
    86_400_000,
    Date.parse('2024-02-29T23:59:59.999Z'),
    Date.parse('2024-03-01T00:00:00.000Z'),
    Date.parse('2026-12-31T16:59:59.999Z'), // Jakarta's last second of 2026
    Date.parse('2026-12-31T17:00:00.000Z'), // Jakarta's new year
    Date.parse('9999-12-31T23:59:59.999Z'),
  ];
  const random = randomInstants(20_000, 0, Date.parse('2100-01-01T00:00:00Z'));

  it('writes what toISOString writes, at the edges of days, years and its range', () => {
    for (const ms of [...edges, ...random]) expect(isoUtc(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes Jakarta time (UTC+7) as the exports always did', () => {
    expect(jakartaTimeText(Date.parse('2026-11-22T22:20:35.494Z'))).toBe('2026-11-23 05:20:35');
    expect(jakartaTimeText(Date.parse('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01 00:00:00');
    for (const ms of [...edges.slice(0, -1), ...random]) expect(jakartaTimeText(ms)).toBe(oldJakarta(ms));
  });

  it('falls back to the Date methods outside 1970-9999 and for fractions', () => {
    for (const ms of [-1, -86_400_001, Date.parse('9999-12-31T23:59:59.999Z') + 1, 1.5, 1e12 + 0.25]) {
      expect(isoUtc(ms)).toBe(new Date(ms).toISOString());
      expect(jakartaTimeText(ms)).toBe(oldJakarta(ms));
    }
    expect(isoUtc(8.64e15)).toBe('+275760-09-13T00:00:00.000Z');
    // past the last valid Date, as before: an error, not a wrong text
    expect(() => jakartaTimeText(8.64e15)).toThrow(RangeError);
    expect(() => isoUtc(Number.NaN)).toThrow(RangeError);
  });

  it('gives the same text for a day however many other days came between', () => {
    const ms = Date.parse('2026-11-22T10:00:00.000Z');
    const first = isoUtc(ms);
    for (let day = 0; day < 5_000; day += 1) isoUtc(day * 86_400_000);
    expect(isoUtc(ms)).toBe(first);
  });
});
