import { addDays, startOfWibDay, wibDay } from '../lib/calendar/business-days';

/**
 * The demo courier's pickup rounds, hours of the WIB day (*default*, as a courier's scheduled
 * pickups): an order is picked up at the first round at least `PICKUP_LEAD_MINUTES` after it was
 * created, so a shipper has time to cancel or correct a new order, as with a real courier.
 */
export const PICKUP_ROUNDS_WIB: readonly number[] = [10, 14, 17];
export const PICKUP_LEAD_MINUTES = 30;

/** When the courier comes for an order created at `createdAt`. */
export function pickupRoundAfter(
  createdAt: Date,
  rounds: readonly number[] = PICKUP_ROUNDS_WIB,
  leadMinutes = PICKUP_LEAD_MINUTES,
): Date {
  const earliest = createdAt.getTime() + leadMinutes * 60_000;
  for (let dayOffset = 0; dayOffset < 3; dayOffset++) {
    const day = addDays(wibDay(createdAt), dayOffset);
    const start = startOfWibDay(day).getTime();
    for (const hour of [...rounds].sort((a, b) => a - b)) {
      const round = start + hour * 3_600_000;
      if (round >= earliest) return new Date(round);
    }
  }
  return new Date(earliest);
}

/**
 * The newest creation time whose pickup round has come by `now`: an order created at or before it
 * is due (pickupRoundAfter(createdAt) <= now), one created after it waits for a later round.
 */
export function pickupCutoff(
  now: Date,
  rounds: readonly number[] = PICKUP_ROUNDS_WIB,
  leadMinutes = PICKUP_LEAD_MINUTES,
): Date {
  for (let dayOffset = 0; dayOffset < 3; dayOffset++) {
    const start = startOfWibDay(addDays(wibDay(now), -dayOffset)).getTime();
    const passed = [...rounds]
      .map((hour) => start + hour * 3_600_000)
      .filter((round) => round <= now.getTime());
    if (passed.length) return new Date(Math.max(...passed) - leadMinutes * 60_000);
  }
  return new Date(now.getTime() - leadMinutes * 60_000);
}
