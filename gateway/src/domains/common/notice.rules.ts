/** What a notice is: help article, advert (dismissible banner) or warning (site-wide notice bar). */
export const NOTICE_KINDS = ['help', 'advert', 'warning'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** How loud a notice is; the portal shows a warning bar in the matching Alert type. */
export const NOTICE_LEVELS = ['info', 'warning', 'error'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

/**
 * The groups of the help articles, in the order the help drawer shows them: orders and import,
 * printing labels, tracking, COD and finance, claims and tickets, account and sub-accounts.
 */
export const HELP_CATEGORIES = ['orders', 'printing', 'tracking', 'finance', 'service', 'account'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/**
 * A stored level as one the portal knows: the column is free text (managed as data), and an unknown
 * value must not break the answer, so it reads as 'info'.
 * @example
 * noticeLevel('error'); // 'error'
 * noticeLevel('urgent'); // 'info'
 */
export function noticeLevel(stored: string | null | undefined): NoticeLevel {
  return (NOTICE_LEVELS as readonly string[]).includes(stored ?? '') ? (stored as NoticeLevel) : 'info';
}

/** Only adverts are dismissed for good: help stays, and a warning bar is closed per browser session. */
export function dismissedPerUser(kind: NoticeKind): boolean {
  return kind === 'advert';
}

export interface NoticeWindow {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Whether a notice shows at `now`: active, and now inside [startsAt, endsAt), either end open.
 * The repository asks the same of the database (notice.repo.ts); this is the rule in words.
 * @example
 * isShowing({ active: true, startsAt: null, endsAt: new Date('2026-03-29T00:00:00+07:00') }, new Date()); // false after that
 */
export function isShowing(notice: NoticeWindow, now: Date): boolean {
  if (!notice.active) return false;
  if (notice.startsAt && notice.startsAt.getTime() > now.getTime()) return false;
  if (notice.endsAt && notice.endsAt.getTime() <= now.getTime()) return false;
  return true;
}
