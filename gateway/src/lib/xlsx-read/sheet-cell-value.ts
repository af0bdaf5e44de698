/**
 * A cell's value as read, in the shapes ExcelJS gives (so the import's cell rules apply unchanged):
 * text, a number, a boolean, `{ error: '#DIV/0!' }`, or `{ formula }` for any formula cell whatever
 * its cached result (`formula` is '' for a cell that shares another cell's formula, as in ExcelJS).
 */
export type SheetCellValue = string | number | boolean | { error: string } | { formula: string } | undefined;

/** One `<row>` of a sheet: its number and its cells by 1-based column index (sparse, like ExcelJS's `row.values`). */
export interface SheetRowCells {
  rowNo: number;
  cells: SheetCellValue[];
}

/**
 * 1-based column of the cell reference between two positions (`AB12` -> 28), or 0 when it does not
 * start with a column's letters. Four letters at most: the last column is XFD.
 */
export function columnOfReference(b: Uint8Array, start: number, end: number): number {
  let column = 0;
  let i = start;
  for (; i < end && i < start + 4; i += 1) {
    const code = b[i] | 0x20; // lower case
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
  }
  return i < end && i < start + 4 ? column : 0;
}
