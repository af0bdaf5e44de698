import { useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { useAppSelector } from '../../session/hooks';
import { selectBtnList } from '../../session/selectors';
import { ColumnChooser } from './ColumnChooser';
import { DetailDialog } from './DetailDialog';
import { useColumnDictionaries } from './dictionary';
import { exportToXlsx } from './exportXlsx';
import { FormDialog, type FormMode } from './FormDialog';
import { ListTable } from './ListTable';
import { listPagination } from './pager';
import { listPermissions } from './permissions';
import { ACTION_COLUMN_WIDTH, ACTION_COLUMN_WIDTH_MOBILE, RowActions } from './RowActions';
import { SearchBar } from './SearchBar';
import { tableColumns } from './tableColumns';
import { Toolbar } from './Toolbar';
import { useCellEdit } from './useCellEdit';
import { useDynamicColumns } from './useDynamicColumns';
import { useIsMobile } from './useIsMobile';
import { useLargeList } from './useLargeList';
import { useListQuery } from './useListQuery';
import { useRowDialogs } from './useRowDialogs';
import { asListRows, type ListLoader, type ListOption, type ListRow } from './types';
import './texts';

export interface ListPageProps<Row> {
  option: ListOption<Row>;
  /** Page title (the route's meta title); the dialogs add their wording. */
  title: string;
  /** Route name of the permission keys `{routeName}_{ACTION}`. */
  routeName: string;
  /** Per-table suffix of the permission keys. */
  tableSuffix?: string;
  /** Loads a page (or every row) for the query; memoise it. */
  load: ListLoader<Row>;
  /** Key of the cached query in the session store (default routeName, plus the suffix). */
  cacheKey?: string;
  /** Saves a new row (add dialog, new cell-edit row). */
  onRowSave?(row: Partial<Row>): Promise<unknown>;
  /** Saves an edited row (edit dialog, cell edit). */
  onRowUpdate?(row: Row): Promise<unknown>;
  /** The delete-success event. */
  onDeleteSuccess?(rows: Row[]): void;
  /** Large-list mode: 50 rows per scroll step up to 1000, no pager. */
  largeList?: boolean;
  /** Export file name without extension (default 'list'). */
  exportName?: string;
  toolbarExtra?: ReactNode;
  /** Button permissions to check instead of the session's (e.g. a page without checks). */
  btnList?: readonly string[];
}

/**
 * The generic list page (spec §2): search bar, toolbar, table, pager, row actions, add/edit and
 * detail dialogs, column chooser, cell edit, summary, tree rows, large-list mode and export, all
 * configured by the spec's table option. Parts are usable alone (see the list folder's index).
 * @example
 * const load = useCallback((query: ListQuery) => get<Page<GoodsTemplate>>('/customer-api/goodsTemplate/page', query), []);
 * <ListPage<GoodsTemplate> title="Goods templates" routeName="demo" option={option} load={load}
 *   onRowSave={(row) => post('/customer-api/goodsTemplate', row)} onRowUpdate={(row) => post('/customer-api/goodsTemplate', row)} />
 */
export function ListPage<Row>(props: ListPageProps<Row>) {
  const { option, title, routeName, tableSuffix, load, largeList = false } = props;
  const { t } = useTranslation('shared');
  const idKey = option.idKey ?? 'id';
  const mobile = useIsMobile();
  const sessionButtons = useAppSelector(selectBtnList);
  const btnList = props.btnList ?? sessionButtons;
  const permissions = useMemo(
    () => listPermissions(routeName, btnList, tableSuffix),
    [routeName, btnList, tableSuffix],
  );
  const dictionaries = useColumnDictionaries(option.column);
  const dynamic = useDynamicColumns(option.column, option.dynamicOptions);
  const cacheKey = props.cacheKey ?? (tableSuffix ? `${routeName}_${tableSuffix}` : routeName);
  const { list, search, applySearch } = useListQuery(cacheKey, load);
  const large = useLargeList(load, search, largeList);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ListRow<Row>[] }>({ keys: [], rows: [] });
  const [chooserOpen, setChooserOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [cellForm] = Form.useForm();
  const { reload } = list;

  const { onRowSave, onRowUpdate } = props;
  const saveRow = useCallback(
    async (row: Partial<Row>, mode: FormMode) => {
      if (mode === 'add') await onRowSave?.(row);
      else await onRowUpdate?.(row as Row);
      reload();
    },
    [onRowSave, onRowUpdate, reload],
  );
  const cells = useCellEdit<Row>({
    form: cellForm,
    idKey,
    columns: option.column,
    onSave: (row) => saveRow(row, (row as Record<string, unknown>)[idKey] == null ? 'add' : 'edit'),
  });
  const onDeleteSuccess = props.onDeleteSuccess;
  const dialogs = useRowDialogs(option, {
    onDeleteSuccess: useCallback(
      (rows: Row[]) => {
        setSelected({ keys: [], rows: [] });
        reload();
        onDeleteSuccess?.(rows);
      },
      [reload, onDeleteSuccess],
    ),
  });

  const rows = largeList ? asListRows(large.rows) : [...cells.added, ...asListRows(list.page?.records ?? [])];
  const visible = dynamic.columns.filter((column) => !column.hide);
  const showActions = option.menu !== false && permissions.anyRowAction;
  const columns = tableColumns<Row>({
    columns: dynamic.columns,
    dictionaries,
    idKey,
    index: option.index,
    indexLabel: t('list.index'),
    indexOffset: largeList ? 0 : (list.query.current - 1) * list.query.size,
    cellEdit: option.cellEdit ? cells : undefined,
    actionColumn: showActions
      ? {
          key: '$actions',
          title: t('list.actions'),
          width: mobile ? ACTION_COLUMN_WIDTH_MOBILE : ACTION_COLUMN_WIDTH,
          fixed: 'right',
          render: (_value, row) => (
            <RowActions<Row>
              row={row}
              permissions={permissions}
              onView={dialogs.openView}
              onEdit={onRowUpdate ? dialogs.openEdit : undefined}
              onDelete={option.deleteUrl ? (one) => void dialogs.confirmDelete([one]) : undefined}
              cellEdit={option.cellEdit ? cells : undefined}
              custom={option.rowActions}
            />
          ),
        }
      : undefined,
  });

  const exportRows = async () => {
    setExporting(true);
    try {
      const source = selected.rows.length ? selected.rows : rows;
      await exportToXlsx({ columns: visible, rows: source, dictionaries, fileName: props.exportName });
    } finally {
      setExporting(false);
    }
  };

  const dialogWidth = option.dialogs?.width;
  const dialogTop = option.dialogs?.top;
  const { dialog } = dialogs;
  return (
    <div data-testid="list-page">
      <SearchBar columns={option.column} dictionaries={dictionaries} values={search} onSearch={applySearch} />
      <Toolbar
        permissions={permissions}
        selectedCount={selected.keys.length}
        exporting={exporting}
        onAdd={option.cellEdit && option.cellAdd ? cells.addRow : dialogs.openAdd}
        onDeleteSelected={() => void dialogs.confirmDelete(selected.rows)}
        onExport={() => void exportRows()}
        extra={
          <>
            {props.toolbarExtra}
            {largeList && (
              <span data-testid="large-list-count">
                {t('list.loadedCount', { count: large.rows.length })}
              </span>
            )}
            {option.dynamicOptions && (
              <Button icon={<SettingOutlined />} onClick={() => setChooserOpen(true)}>
                {t('list.columns')}
              </Button>
            )}
          </>
        }
      />
      <ListTable<Row>
        rows={rows}
        columns={columns}
        idKey={idKey}
        loading={largeList ? large.loading && !large.rows.length : list.loading}
        pagination={option.page === false || largeList ? false : listPagination(list, mobile)}
        selection={
          option.selection
            ? { keys: selected.keys, onChange: (keys, picked) => setSelected({ keys, rows: picked }) }
            : undefined
        }
        sumColumnList={option.sumColumnList}
        tree={option.tree}
        expand={option.expand}
        large={largeList ? large : undefined}
        form={option.cellEdit ? cellForm : undefined}
      />
      <FormDialog<Row>
        open={dialog.kind === 'form'}
        mode={dialog.kind === 'form' ? dialog.mode : 'add'}
        title={title}
        columns={option.column}
        dictionaries={dictionaries}
        group={option.group}
        initial={dialog.kind === 'form' ? dialog.row : undefined}
        saveAndCreate={option.dialogs?.saveAndCreate}
        width={dialogWidth}
        top={dialogTop}
        onSubmit={saveRow}
        onClose={dialogs.close}
      />
      <DetailDialog<Row>
        open={dialog.kind === 'detail'}
        title={title}
        columns={option.column}
        dictionaries={dictionaries}
        row={dialog.kind === 'detail' ? dialog.row : undefined}
        onClose={dialogs.close}
        width={dialogWidth}
        top={dialogTop}
      />
      {option.dynamicOptions && (
        <ColumnChooser
          open={chooserOpen}
          layout={dynamic.layout}
          fixedColumnCount={option.dynamicOptions.fixedColumnCount}
          onSave={dynamic.save}
          onRestoreDefault={dynamic.restoreDefault}
          onClose={() => setChooserOpen(false)}
        />
      )}
    </div>
  );
}
