/**
 * Parcels held at a warehouse (DOMAINS.md "Parcels held at a warehouse"): the lifecycle
 * `HELD -> AWAITING_SHIPPER (deadline) -> REATTEMPT | RETURN | HOLD -> CLOSED`, the decision
 * deadline and what a decision may do. The numbers (48 hours, 3 attempts, the hold time) are data
 * (service_settings), passed in.
 */
export const PROBLEM_STATUSES = [
  'HELD',
  'AWAITING_SHIPPER',
  'REATTEMPT',
  'RETURN',
  'HOLD',
  'CLOSED',
] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const PROBLEM_DECISIONS = ['REATTEMPT', 'RETURN', 'HOLD'] as const;
export type ProblemDecision = (typeof PROBLEM_DECISIONS)[number];

/** Statuses in which the shipper still decides (the inbox's open parcels). */
export const OPEN_PROBLEM_STATUSES: readonly ProblemStatus[] = ['AWAITING_SHIPPER', 'HOLD'];

const HOUR_MS = 60 * 60 * 1000;

export interface ProblemTimes {
  /** Hours the shipper has to decide after a parcel is held. */
  decisionHours: number;
  /** Hours a parcel stays at the warehouse after a "hold" decision before it returns. */
  holdHours: number;
  /** Delivery attempts before the parcel returns by itself. */
  maxAttempts: number;
}

/** The moment the shipper's decision is due: `decisionHours` after the parcel was held. */
export function decisionDeadline(heldAt: Date, times: Pick<ProblemTimes, 'decisionHours'>): Date {
  return new Date(heldAt.getTime() + times.decisionHours * HOUR_MS);
}

/** True once the deadline has passed (a decision exactly at the deadline is still on time). */
export function deadlinePassed(deadlineAt: Date, now: Date): boolean {
  return now.getTime() > deadlineAt.getTime();
}

/** Seconds left to decide (0 when passed): the inbox's countdown. */
export function secondsLeft(deadlineAt: Date, now: Date): number {
  return Math.max(0, Math.floor((deadlineAt.getTime() - now.getTime()) / 1000));
}

export type DecisionRefusal =
  'service.problem.closed' | 'service.problem.deadlinePassed' | 'service.problem.attemptsUsed';

/**
 * Whether the shipper may decide on a held parcel now: only while it waits (AWAITING_SHIPPER or
 * HOLD), before its deadline; a re-attempt only while attempts remain.
 */
export function decisionRefusal(
  held: { status: string; deadlineAt: Date; attempts: number },
  decision: ProblemDecision,
  now: Date,
  times: Pick<ProblemTimes, 'maxAttempts'>,
): DecisionRefusal | null {
  if (!OPEN_PROBLEM_STATUSES.includes(held.status as ProblemStatus)) return 'service.problem.closed';
  if (deadlinePassed(held.deadlineAt, now)) return 'service.problem.deadlinePassed';
  if (decision === 'REATTEMPT' && held.attempts >= times.maxAttempts) return 'service.problem.attemptsUsed';
  return null;
}

/** The status and deadline after a decision: a hold keeps the parcel `holdHours` longer. */
export function afterDecision(
  decision: ProblemDecision,
  now: Date,
  times: Pick<ProblemTimes, 'holdHours'>,
  deadlineAt: Date,
): { status: ProblemStatus; deadlineAt: Date } {
  if (decision === 'HOLD')
    return { status: 'HOLD', deadlineAt: new Date(now.getTime() + times.holdHours * HOUR_MS) };
  return { status: decision, deadlineAt };
}

/** Whether the "deadline in N hours" reminder is due: inside the window, not sent for this deadline. */
export function reminderDue(
  held: { status: string; deadlineAt: Date; remindedAt: Date | null },
  now: Date,
  hoursBefore: number,
): boolean {
  if (!OPEN_PROBLEM_STATUSES.includes(held.status as ProblemStatus)) return false;
  const left = held.deadlineAt.getTime() - now.getTime();
  if (left <= 0 || left > hoursBefore * HOUR_MS) return false;
  return (
    held.remindedAt === null || held.remindedAt.getTime() < held.deadlineAt.getTime() - hoursBefore * HOUR_MS
  );
}

/** A parcel with no scan since `lastScanAt` for `days` days or more is "stuck" (shown in the inbox). */
export function stuckSince(lastScanAt: Date, now: Date, days: number): boolean {
  return now.getTime() - lastScanAt.getTime() >= days * 24 * HOUR_MS;
}
