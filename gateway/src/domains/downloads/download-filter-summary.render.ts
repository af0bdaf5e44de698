import { pick, type Lang } from '../../i18n/language';
import type { Localized } from '../../lib/locale/locale';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';

/**
 * How one filter field reads in the download centre: its name as the screen labels it, and its
 * value (a code as the screen's label, a day as the screen shows days); the raw value otherwise.
 */
export interface SummaryField {
  label: Localized;
  value?: (value: unknown, lang: Lang) => string;
}

/** A day as the lists show it: '2026-11-01' (or an instant, in Jakarta) reads '01-11-2026'. */
export function summaryDay(value: unknown): string {
  const day = value instanceof Date ? formatJakartaTime(value).slice(0, 10) : String(value);
  return /^\d{4}-\d\d-\d\d$/.test(day) ? day.split('-').reverse().join('-') : day;
}

/** A code's label in `lang` from a table of { code: { zh, en, id } } (the code itself when unknown). */
export function labelOf(labels: Record<string, Localized>): (value: unknown, lang: Lang) => string {
  return (value, lang) =>
    [value]
      .flat()
      .map((code) => (labels[String(code)] ? pick(labels[String(code)], lang) : String(code)))
      .join(', ');
}

/**
 * The filter in words, in the reader's language: 'Status: In batch · Delivered from: 01-11-2026'
 * ('' when nothing is filtered). Fields without a SummaryField (a sort order, a flag the call sets)
 * are not filters the user chose and are left out.
 * @example
 * summary: (filter, lang) => filterSummary(filter, { status: { label: STATUS, value: labelOf(STATUSES) } }, lang)
 */
export function filterSummary(
  filter: Record<string, unknown>,
  fields: Record<string, SummaryField>,
  lang: Lang,
): string {
  return Object.entries(fields)
    .filter(([key]) => {
      const value = filter[key];
      return (
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length)
      );
    })
    .map(([key, field]) => {
      const value = filter[key];
      const text = field.value
        ? field.value(value, lang)
        : value instanceof Date
          ? summaryDay(value)
          : String(value);
      return `${pick(field.label, lang)}: ${text}`;
    })
    .join(' · ');
}
