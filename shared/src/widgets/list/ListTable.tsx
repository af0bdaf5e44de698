import { useEffect, useRef, useState, type Key, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Empty from 'antd/es/empty';
import Form, { type FormInstance } from 'antd/es/form';
import Table, { type ColumnsType, type TablePaginationConfig } from 'antd/es/table';
import { SELECTION_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH_WITH_SUMMARY } from './RowActions';
import { summarise } from './summary';
import { useTableAccess } from './tableAccess';
import { scrollWidth } from './tableColumns';
import { initialExpandedKeys, type TreeRow } from './tree';
import { rowKeyOf } from './useCellEdit';
import { useIsMobile } from './useIsMobile';
import type { ListRow, SumColumn, TreeOption } from './types';
import './texts';

/** Spec §9: height of the large-list body (rows scroll inside it). */
export const LARGE_LIST_HEIGHT = 480;

export interface ListTableProps<Row> {
  rows: ListRow<Row>[];
  columns: ColumnsType<ListRow<Row>>;
  idKey: string;
  loading?: boolean;
  pagination: TablePaginationConfig | false;
  /** Checkbox selection (select-all selects every loaded row that is not `disabled`). */
  selection?: {
    keys: Key[];
    onChange(keys: Key[], rows: ListRow<Row>[]): void;
    /** a row that cannot be chosen: its checkbox is disabled */
    disabled?(row: ListRow<Row>): boolean;
  };
  sumColumnList?: SumColumn<Row>[];
  tree?: TreeOption;
  expand?: (row: ListRow<Row>) => ReactNode;
  /** Large-list mode: a virtual body of fixed height growing on scroll. */
  large?: { onScroll(event: UIEvent<HTMLElement>): void };
  /** Form holding the cell-edit values. */
  form?: FormInstance;
  /** Small rows (antd `size="small"`): a page whose list shares the first screen with a work area. */
  dense?: boolean;
}

/**
 * The columns without `fixed`: on a phone a fixed column (and the selection and action columns)
 * would keep most of the width, leaving the data no room; the whole table scrolls sideways instead.
 */
function unfixed<Row>(columns: ColumnsType<ListRow<Row>>): ColumnsType<ListRow<Row>> {
  return columns.map((column) =>
    'children' in column && column.children
      ? { ...column, fixed: undefined, children: unfixed(column.children) }
      : { ...column, fixed: undefined },
  );
}

/**
 * The list's table (antd Table): selection (50 px, 70 with a summary), summary row labelled 'total'
 * (count, avg, sum to 2 decimals), tree rows expanded to a level or all, expanded rows, the empty
 * illustration with 'no data', and large-list mode as a virtual body. At a viewport of 768 px or
 * less no column stays fixed: the table scrolls sideways in its own box, its data columns first.
 * @example
 * <ListTable rows={rows} columns={columns} idKey="id" pagination={listPagination(list, mobile)} />
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { rows, idKey, selection, sumColumnList, tree, expand, large } = props;
  const { t } = useTranslation('shared');
  const mobile = useIsMobile();
  const columns = mobile ? unfixed(props.columns) : props.columns;
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const frame = useRef<HTMLDivElement>(null);
  // A table wider than its card scrolls sideways: its region is reached by Tab, and the select-all
  // checkbox, sorters and filters of antd's aria-hidden measure row are not.
  useTableAccess(frame);

  useEffect(() => {
    if (tree)
      setExpandedKeys(
        initialExpandedKeys(rows as TreeRow<ListRow<Row>>[], idKey as keyof ListRow<Row>, tree),
      );
  }, [rows, tree, idKey]);

  const hasSummary = Boolean(sumColumnList?.length);
  const summary = hasSummary
    ? (pageRows: readonly ListRow<Row>[]) => {
        const values = summarise([...pageRows], sumColumnList!);
        const lead = (selection ? 1 : 0) + (expand ? 1 : 0);
        return (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="list-summary-row">
              {Array.from({ length: lead }, (_, i) => (
                <Table.Summary.Cell key={`lead-${i}`} index={i}>
                  {i === 0 ? t('total') : null}
                </Table.Summary.Cell>
              ))}
              {columns.map((column, i) => {
                const key = String(column.key);
                return (
                  <Table.Summary.Cell key={key} index={lead + i}>
                    {lead === 0 && i === 0 ? t('total') : (values[key] ?? null)}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        );
      }
    : undefined;

  const table = (
    <Table<ListRow<Row>>
      rowKey={(row) => rowKeyOf(row, idKey)}
      size={props.dense ? 'small' : 'middle'}
      columns={columns}
      dataSource={rows}
      loading={props.loading}
      pagination={props.pagination}
      virtual={Boolean(large)}
      scroll={
        large
          ? { x: scrollWidth(columns as ColumnsType<unknown>, 80), y: LARGE_LIST_HEIGHT }
          : { x: 'max-content' }
      }
      onScroll={large?.onScroll}
      summary={summary}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              onChange: selection.onChange,
              getCheckboxProps: selection.disabled
                ? (row: ListRow<Row>) => ({ disabled: selection.disabled?.(row) ?? false })
                : undefined,
              columnWidth: hasSummary ? SELECTION_COLUMN_WIDTH_WITH_SUMMARY : SELECTION_COLUMN_WIDTH,
              fixed: !mobile,
            }
          : undefined
      }
      expandable={
        tree
          ? { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpandedKeys([...keys]) }
          : expand
            ? { expandedRowRender: (row) => expand(row) }
            : { childrenColumnName: '$noChildren' }
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> }}
    />
  );
  return (
    <div ref={frame}>
      {props.form ? (
        <Form form={props.form} component={false}>
          {table}
        </Form>
      ) : (
        table
      )}
    </div>
  );
}
