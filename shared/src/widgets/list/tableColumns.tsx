import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { DisplayValue, formatCell } from './display';
import type { ColumnDictionaries } from './dictionary';
import { FieldEditor } from './FieldEditor';
import { INDEX_COLUMN_WIDTH } from './RowActions';
import { rowKeyOf, type CellEditState } from './useCellEdit';
import type { ColumnFormat, ListColumn, ListRow } from './types';

/** Width of a column without one (for the table's scroll width). */
export const DEFAULT_COLUMN_WIDTH = 150;

export interface TableColumnsInput<Row> {
  columns: ListColumn<Row>[];
  /** Labels of the select-like columns (default none). */
  dictionaries?: ColumnDictionaries;
  /** Key of the row id (default 'id'). */
  idKey?: string;
  /** Index column (60 px) numbering from `indexOffset + 1`. */
  index?: boolean;
  indexLabel?: string;
  indexOffset?: number;
  cellEdit?: CellEditState<Row>;
  /** The row-action column, already permission-checked. */
  actionColumn?: ColumnType<ListRow<Row>>;
}

const NUMERIC_FORMATS = new Set<ColumnFormat | undefined>(['number', 'money', 'kg']);

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * The antd columns of a list: index, the visible columns (hidden ones left out; dictionary labels,
 * sanitised values, '--' when empty, a `slot` when given, local sort and filter, an editor in
 * cell-edit rows), then the action column.
 * @example
 * <Table columns={tableColumns({ columns, dictionaries, idKey: 'id', indexLabel: 'No.' })} />
 */
export function tableColumns<Row>(input: TableColumnsInput<Row>): ColumnsType<ListRow<Row>> {
  const { columns, dictionaries = {}, idKey = 'id', cellEdit, actionColumn } = input;
  const result: ColumnsType<ListRow<Row>> = [];
  if (input.index)
    result.push({
      key: '$index',
      title: input.indexLabel,
      width: INDEX_COLUMN_WIDTH,
      align: 'center',
      fixed: columns.some((column) => column.fixed && !column.hide) ? 'left' : undefined,
      render: (_value, _row, position) => (input.indexOffset ?? 0) + position + 1,
    });
  for (const column of columns) {
    if (column.hide) continue;
    const dictionary = dictionaries[column.prop];
    const fixed = column.fixed === true ? 'left' : column.fixed || undefined;
    result.push({
      key: column.prop,
      dataIndex: column.prop,
      title: column.label,
      width: column.width ?? DEFAULT_COLUMN_WIDTH,
      fixed,
      ellipsis: true,
      align: column.align ?? (NUMERIC_FORMATS.has(column.format) ? 'right' : undefined),
      sorter: column.sortable ? (a, b) => compare(a[column.prop], b[column.prop]) : undefined,
      filters:
        column.filter && dictionary
          ? dictionary.map((item) => ({ text: item.label, value: item.value }))
          : undefined,
      onFilter: column.filter ? (value, row) => String(row[column.prop]) === String(value) : undefined,
      render: (_value: unknown, row: ListRow<Row>): ReactNode => {
        if (column.cell && cellEdit?.isEditing(row))
          return (
            <Form.Item name={[String(rowKeyOf(row, idKey)), column.prop]} rules={column.rules} noStyle>
              <FieldEditor column={column} dictionary={dictionary} />
            </Form.Item>
          );
        if (column.slot) return column.slot(row);
        if (column.format) return formatCell(row[column.prop], column.format, column.decimals);
        return <DisplayValue value={row[column.prop]} dictionary={dictionary} />;
      },
    });
  }
  if (actionColumn) result.push(actionColumn);
  return result;
}

/** Sum of the widths of the table's columns (antd's virtual table needs a numeric scroll width). */
export function scrollWidth(columns: ColumnsType<unknown>, extra = 0): number {
  return columns.reduce((total, column) => total + (Number(column.width) || DEFAULT_COLUMN_WIDTH), extra);
}
