import { EMPTY_DISPLAY, formatNumber } from 'shared';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: bytes in steps of 1024, one decimal from KB up, '--' when unknown.
 * @example
 * formatSize(1_572_864); // '1,5 MB'
 * formatSize(null); // '--'
 */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return EMPTY_DISPLAY;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${UNITS[unit]}`;
}
