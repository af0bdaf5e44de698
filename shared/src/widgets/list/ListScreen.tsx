import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useAppSelector } from '../../session/hooks';
import { selectBtnList } from '../../session/selectors';
import { permissionKey, type RowAction } from '../../permissions/keys';
import { MissingActionNotice } from '../display/MissingActionNotice';
import type { ColumnDictionaries } from './dictionary';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { listPermissions } from './permissions';
import { actionColumnWidth, ACTION_COLUMN_WIDTH_MOBILE, RowActions } from './RowActions';
import { SearchForm, type SearchField } from './SearchForm';
import { StatusSwitch, type StatusItem } from './StatusSwitch';
import { tableColumns } from './tableColumns';
import { useIsMobile } from './useIsMobile';
import type { ListScreenState } from './useListScreen';
import { useServerExport } from './useServerExport';
import type { ExportOutcome } from '../../http/export';
import type { ListColumn, ListRow } from './types';
import './texts';

/** A row action: shown with `{routeName}_{action}`, or with the key `perm` when given. */
export interface ScreenRowAction<Row> {
  action: RowAction;
  label: string;
  onClick(row: ListRow<Row>): void;
  /** Shown on the rows it applies to (default all). */
  when?(row: ListRow<Row>): boolean;
  /** A whole permission key instead of `{routeName}_{action}` (e.g. `buttonKeyOf(url)`). */
  perm?: string;
}

/** A toolbar button: shown with `{routeName}_{permission}` when `permission` is given. */
export interface ScreenToolbarButton {
  key: string;
  label: string;
  icon?: ReactNode;
  /** The action of its key: 'ADD', 'DELETE', 'EXCEL' (spec §6). Unset: always shown. */
  permission?: string;
  /**
   * An 'ADD' button hidden for want of its key leaves one line above the list saying what the user
   * cannot do: this text ('add addresses'), by default 'add entries'.
   */
  mainAction?: string;
  onClick?(): void;
  /**
   * A server export: runs one at a time, spins its button, says when it failed, and when the
   * gateway queued it in the download centre (an `exportToFile` outcome), with a link there.
   */
  export?(): Promise<ExportOutcome | void>;
  danger?: boolean;
  disabled?: boolean;
}

export interface ListScreenProps<Row, Search extends object, Counts> {
  title: ReactNode;
  /** Route name of the permission keys `{routeName}_{ACTION}`. */
  routeName: string;
  /** From `useListScreen`. */
  screen: ListScreenState<Row, Search, Counts>;
  search?: {
    /** Form name: the inputs' ids are `{name}_{field}`. */
    name: string;
    fields: SearchField[];
    /** Spec §2: the fields shown while the search is collapsed. */
    collapsedFields?: number;
    /** Searches on each change, without buttons. */
    live?: boolean;
    /** The form's values for a search (e.g. a default date range); a stable function. */
    formValues?(search: Search): Search;
    'data-testid'?: string;
  };
  status?: {
    /** The search field a status sets. */
    field: Extract<keyof Search, string>;
    /** The statuses with their counts (from `screen.counts`); none yet: nothing shows. */
    items?: StatusItem[];
    total?: number;
    as?: 'chips' | 'tabs';
    /** The field holds a list of statuses (a multiple select in the search). */
    multiple?: boolean;
  };
  toolbar?: ScreenToolbarButton[];
  columns: ListColumn<Row>[];
  /** Index column numbering across pages. */
  index?: boolean;
  rowActions?: ScreenRowAction<Row>[];
  /** Checkbox selection into `screen.selected`. */
  selection?: boolean;
  /** Key of the row id (default 'id'). */
  idKey?: string;
  /** Labels of the columns' dictionary values (`useColumnDictionaries`); default none. */
  dictionaries?: ColumnDictionaries;
  /** The table's options beyond a page of rows: summary row, tree rows, no pager, large-list mode. */
  table?: Pick<PagedTableProps<Row>, 'sumColumnList' | 'tree' | 'unpaged' | 'large'>;
  /** Button permissions to check instead of the session's (a page without checks, spec §2: /demo). */
  btnList?: readonly string[];
  /** Above the search (a form that adds rows). */
  before?: ReactNode;
  /** Dialogs and drawers of the screen. */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The list screen recipe (spec §2, ARCHITECTURE §8): a screen declares what it shows, the recipe
 * composes the parts (`SearchForm`, `StatusSwitch`, toolbar, `PagedTable`, `RowActions`) and checks
 * every permission. What a screen declares:
 * - its state, `useListScreen({ cacheKey, loadPage, loadCounts, statusField })`;
 * - `search`: fields (name, label, input, span) and `collapsedFields`, the first ones that show
 *   while the search is collapsed (spec §2); a hidden field with a value opens it;
 * - `status`: the search field the status counts set, and the counts as `StatusItem`s (`chips`
 *   with 'All', or `tabs`);
 * - `columns` in the spec's vocabulary (`prop`, `label`, `width`, `slot`), with `format` 'number',
 *   'money', 'kg', 'time' (WIB) or 'date' instead of a render function;
 * - `rowActions` with their permission action (or whole key) and the rows they apply to: the
 *   action column shows when one is held, wide enough to keep them on one line;
 * - `toolbar` buttons with their permission action; an `export` one runs through the export hook.
 * @example
 * const orders = useListScreen<Order, OrderSearch, StatusCounts>({ cacheKey: 'orderManagement', loadPage, loadCounts, statusField: 'status' });
 * <ListScreen title={t('title')} routeName="orderManagement" screen={orders}
 *   search={{ name: 'orderSearch', fields, collapsedFields: 2 }}
 *   status={{ field: 'status', multiple: true, items: statusItems(orders.counts), total: orders.counts?.total }}
 *   toolbar={[{ key: 'export', label: t('export'), permission: 'EXCEL', export: () => exportOrders(filter) }]}
 *   columns={[{ prop: 'billCode', label: t('billCode') }, { prop: 'codAmount', label: t('cod'), format: 'money' }]}
 *   rowActions={[{ action: 'DETAIL', label: t('detail'), onClick: openDetail }]} />
 */
export function ListScreen<Row, Search extends object, Counts>(props: ListScreenProps<Row, Search, Counts>) {
  const { screen, routeName, search, status, rowActions = [], idKey = 'id' } = props;
  const { t } = useTranslation('shared');
  const mobile = useIsMobile();
  const sessionButtons = useAppSelector(selectBtnList);
  const btnList = props.btnList ?? sessionButtons;
  const permissions = useMemo(() => listPermissions(routeName, btnList), [routeName, btnList]);
  const exports = useServerExport();
  const held = rowActions.filter((action) =>
    action.perm ? btnList.includes(action.perm) : permissions.row(action.action),
  );
  const heldActions = new Set<string>(held.map((action) => action.action));
  const { list } = screen;
  // Memoised: the form follows a new search, not each render (that would drop what the user typed).
  const toFormValues = search?.formValues;
  const formValues = useMemo(
    () => (toFormValues ? toFormValues(screen.search) : screen.search),
    [toFormValues, screen.search],
  );

  const columns = tableColumns<Row>({
    columns: props.columns,
    dictionaries: props.dictionaries ?? {},
    idKey,
    index: props.index,
    indexLabel: t('list.index'),
    indexOffset: props.table?.large ? 0 : (list.query.current - 1) * list.query.size,
    actionColumn: held.length
      ? {
          key: '$actions',
          title: t('list.actions'),
          width: mobile ? ACTION_COLUMN_WIDTH_MOBILE : actionColumnWidth(held.map((action) => action.label)),
          fixed: 'right',
          render: (_value, row) => (
            <RowActions<Row>
              row={row}
              permissions={{ row: (action) => heldActions.has(action) }}
              custom={held.filter((action) => action.when?.(row) ?? true)}
              nowrap
            />
          ),
        }
      : undefined,
  });

  const statusValue = status ? (screen.search as Record<string, unknown>)[status.field] : undefined;
  const activeStatus = Array.isArray(statusValue)
    ? statusValue.length === 1
      ? String(statusValue[0])
      : null
    : ((statusValue as string | undefined) ?? null);
  const pickStatus = (picked: string | null) => {
    if (!status) return;
    const value = picked === null ? undefined : status.multiple ? [picked] : picked;
    screen.applySearch({ ...screen.search, [status.field]: value });
  };
  const toolbar = (props.toolbar ?? []).filter(
    (button) => !button.permission || permissions.row(button.permission),
  );
  const selectedCount = screen.selected.rows.length;
  const lackedAdd = (props.toolbar ?? []).find(
    (button) => button.permission === 'ADD' && !permissions.row('ADD'),
  );

  return (
    <Card title={props.title} data-testid={props['data-testid']}>
      {lackedAdd && (
        <MissingActionNotice
          perm={permissionKey(routeName, 'ADD')}
          action={lackedAdd.mainAction ?? t('display.missingActionAdd')}
          btnList={btnList}
        />
      )}
      {props.before}
      {search && (
        <SearchForm<Search>
          name={search.name}
          fields={search.fields}
          values={formValues}
          onSearch={screen.applySearch}
          collapsedFields={search.collapsedFields}
          live={search.live}
          data-testid={search['data-testid']}
        />
      )}
      {status?.items && (
        <StatusSwitch
          items={status.items}
          total={status.total}
          as={status.as}
          active={activeStatus}
          onPick={pickStatus}
        />
      )}
      {(toolbar.length > 0 || selectedCount > 0) && (
        <Space wrap style={{ marginBottom: 12 }}>
          {toolbar.map((button) => (
            <Button
              key={button.key}
              icon={button.icon}
              danger={button.danger}
              disabled={button.disabled}
              loading={exports.running === button.key}
              onClick={() => {
                const download = button.export;
                if (download) void exports.run(button.key, download);
                else button.onClick?.();
              }}
            >
              {button.label}
            </Button>
          ))}
          {selectedCount > 0 && <span>{t('list.selectedCount', { count: selectedCount })}</span>}
        </Space>
      )}
      <PagedTable<Row>
        {...props.table}
        list={list}
        columns={columns}
        idKey={idKey}
        selection={
          props.selection
            ? {
                keys: screen.selected.keys,
                onChange: (keys, rows) => screen.setSelected({ keys, rows }),
              }
            : undefined
        }
      />
      {props.children}
    </Card>
  );
}
