import { isEmpty } from '../../utils/isEmpty';
import { EMPTY_DISPLAY } from '../../utils/format';
import { sanitizeDisplay } from '../../utils/sanitize';
import { dictLabel } from './dictionary';
import type { DictItem } from './types';

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
