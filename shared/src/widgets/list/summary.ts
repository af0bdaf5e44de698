import type { SumColumn } from './types';

/**
 * The summary row of the spec (§9): count, avg and sum to 2 decimals, by column name.
 * @example
 * summarise([{ w: 1 }, { w: 2.005 }], [{ name: 'w', type: 'sum' }]); // { w: '3.01' }
 */
export function summarise<Row>(rows: Row[], sumColumnList: SumColumn<Row>[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { name, type } of sumColumnList) {
    if (type === 'count') {
      result[name] = String(rows.length);
      continue;
    }
    const sum = rows.reduce((total, row) => total + (Number(row[name]) || 0), 0);
    const value = type === 'sum' ? sum : rows.length ? sum / rows.length : 0;
    result[name] = toTwoDecimals(value);
  }
  return result;
}

// toFixed alone rounds 1.005 down (binary floats); nudge by epsilon first.
function toTwoDecimals(value: number): string {
  return (Math.round((value + Number.EPSILON) * 100) / 100).toFixed(2);
}
