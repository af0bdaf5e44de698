import { isEmpty } from '../../utils/isEmpty';
import { EMPTY_DISPLAY, formatDate, formatIdr, formatKg, formatNumber, formatTime } from '../../utils/format';
import { sanitizeDisplay } from '../../utils/sanitize';
import { dictLabel } from './dictionary';
import type { ColumnFormat, DictItem } from './types';

/**
 * A value in a column's display format: `number` (dots between thousands, `decimals` at most),
 * `money` (rupiah), `kg`, `time` (an instant as its WIB time with ' WIB'), `date` (its WIB day);
 * '--' when empty. Every language shows numbers one way; Chinese dates are numeric.
 * @example
 * formatCell(26800, 'number'); // '26.800'
 * formatCell('2026-11-23T16:51:13Z', 'time'); // '23 Nov 2026 23:51 WIB'
 */
export function formatCell(value: unknown, format: ColumnFormat, decimals?: number): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  switch (format) {
    case 'number':
      return formatNumber(Number(value), decimals);
    case 'money':
      return formatIdr(Number(value));
    case 'kg':
      return formatKg(Number(value));
    case 'time':
      return formatTime(value as string);
    case 'date':
      return formatDate(value as string);
  }
}

/**
 * Display text of a cell: the dictionary label when there is one, '--' when empty (spec §5).
 * @example
 * displayText(null); // '--'
 * displayText(2, [{ value: 2, label: 'off' }]); // 'off'
 */
export function displayText(value: unknown, dictionary?: DictItem[]): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  if (dictionary) {
    const values = Array.isArray(value) ? value : [value];
    const labels = values.map((one) => dictLabel(dictionary, one) ?? String(one));
    return labels.join(', ');
  }
  return String(value);
}

/**
 * A display-only value, sanitised to the tags a, span and i (spec §5); '--' when empty.
 * @example
 * <DisplayValue value={row.remark} />
 */
export function DisplayValue({ value, dictionary }: { value: unknown; dictionary?: DictItem[] }) {
  return <span dangerouslySetInnerHTML={{ __html: sanitizeDisplay(displayText(value, dictionary)) }} />;
}
