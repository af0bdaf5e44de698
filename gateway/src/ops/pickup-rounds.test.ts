import { pickupCutoff, pickupRoundAfter } from './pickup-rounds';

/** A WIB wall-clock time (UTC+7) as a Date. */
const wib = (text: string) => new Date(`${text}+07:00`);

describe('pickupRoundAfter', () => {
  it('comes at the next round at least 30 minutes after the order', () => {
    expect(pickupRoundAfter(wib('2026-11-30T08:00:00'))).toEqual(wib('2026-11-30T10:00:00'));
    expect(pickupRoundAfter(wib('2026-11-30T09:45:00'))).toEqual(wib('2026-11-30T14:00:00'));
    expect(pickupRoundAfter(wib('2026-11-30T16:30:00'))).toEqual(wib('2026-11-30T17:00:00'));
  });

  it('comes the next morning for an order of the evening', () => {
    expect(pickupRoundAfter(wib('2026-11-30T17:00:00'))).toEqual(wib('2026-12-01T10:00:00'));
    expect(pickupRoundAfter(wib('2026-11-30T23:59:00'))).toEqual(wib('2026-12-01T10:00:00'));
  });

  it('never comes within the first minutes, whatever the rounds', () => {
    const created = wib('2026-11-30T09:59:00');
    const round = pickupRoundAfter(created, [10]);
    expect(round.getTime() - created.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
  });
});

describe('pickupCutoff', () => {
  it('is due exactly when the round has come', () => {
    const created = [
      '2026-11-29T18:00:00',
      '2026-11-30T08:00:00',
      '2026-11-30T09:29:00',
      '2026-11-30T09:31:00',
      '2026-11-30T13:40:00',
      '2026-11-30T16:00:00',
    ].map(wib);
    for (const now of [
      '2026-11-30T09:00:00',
      '2026-11-30T10:00:00',
      '2026-11-30T15:00:00',
      '2026-11-30T18:00:00',
    ].map(wib))
      for (const at of created)
        expect([at.toISOString(), now.toISOString(), at <= pickupCutoff(now)]).toEqual([
          at.toISOString(),
          now.toISOString(),
          pickupRoundAfter(at) <= now,
        ]);
  });
});
