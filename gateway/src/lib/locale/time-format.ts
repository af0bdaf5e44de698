/** Western Indonesia Time (WIB, UTC+7): the portal's display and filter time zone. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The spec's date-time value format, `yyyy-MM-dd HH:mm:ss`, or just the date. */
export const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A moment as `yyyy-MM-dd HH:mm:ss` in WIB.
 *
 * @example
 * formatWib(new Date('2026-01-31T17:30:00Z')); // '2026-02-01 00:30:00'
 */
export function formatWib(moment: Date): string {
  return new Date(moment.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Reads `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, meaning 00:00:00) as WIB; undefined for other text.
 *
 * @example
 * parseWib('2026-02-01 00:30:00')?.toISOString(); // '2026-01-31T17:30:00.000Z'
 */
export function parseWib(text: string): Date | undefined {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return new Date(utc - WIB_OFFSET_MS);
}
